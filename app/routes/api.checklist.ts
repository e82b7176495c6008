import { readForm } from "~/server/http/form-data.server";
import { saveChecklistToggle } from "~/features/checklist/server/checklist-save.server";
import { requestServices } from "~/server/services.server";
import { requestUser } from "~/features/auth/server/session.server";
import { requestPlanAccess } from "~/features/plan/server/plan-access.server";
import type { Route } from "./+types/api.checklist";

/**
 * `POST /api/checklist` (CHECKLIST_SAVE_URL): the save the checklist page's script makes for
 * each toggle, answered with JSON. A form post to the page's own action would make React
 * Router reload the page's data after every toggle; without JavaScript, that is what happens.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const user = await requestUser(context);
  const ticker = user ? ((await requestPlanAccess(context)) ?? user) : null;
  const answer = await saveChecklistToggle(requestServices(context).checklist, ticker, () => readForm(request));
  return Response.json(answer.body, { status: answer.status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return methodNotAllowed();
}

function methodNotAllowed() {
  return new Response("Method not allowed: save checklist items with POST.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
