import { data, Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { HAWAII_PCS_CHECKLIST } from "~/content/checklist";
import { pageInfo } from "~/content/pages";
import { completedFlags, CHECKLIST_MESSAGES } from "~/features/checklist/checklist";
import { checklistToggleSchema } from "~/features/checklist/checklist-schema";
import { ChecklistBoard, type ChecklistActionData } from "~/features/checklist/checklist-board";
import { pageMeta } from "~/lib/page-meta";
import { readForm } from "~/server/form-data.server";
import { services } from "~/server/services.server";
import { getSessionUser } from "~/server/session.server";
import type { Route } from "./+types/pcs-toolkit.hawaii-checklist";

const PAGE = pageInfo("/pcs-toolkit/hawaii-checklist");

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/hawaii-checklist");

/** Progress arrives with the page, so a signed-in family never sees an empty list flash by. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  if (!user) return { signedIn: false, flags: completedFlags([]), loadFailed: false };
  try {
    return { signedIn: true, flags: completedFlags(await services().checklist.load(user.id)), loadFailed: false };
  } catch (error) {
    console.error("[checklist] could not load progress", error);
    return { signedIn: true, flags: completedFlags([]), loadFailed: true };
  }
}

function answer(body: ChecklistActionData, status: number) {
  return data(body, { status });
}

/** One toggle. The user is the session's, never a field of the request. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await getSessionUser(request, context);
  if (!user) return answer({ ok: false, error: CHECKLIST_MESSAGES.signInToSave }, 401);
  const form = await readForm(request);
  if ("error" in form) return answer({ ok: false, error: form.error }, 400);
  const { fields } = form;
  const parsed = checklistToggleSchema.safeParse(fields);
  if (!parsed.success)
    return answer({ ok: false, error: parsed.error.issues[0]?.message ?? "Invalid checklist item" }, 400);
  try {
    await services().checklist.save(user.id, parsed.data.itemIndex, parsed.data.completed);
  } catch (error) {
    console.error("[checklist] could not save progress", error);
    return answer({ ok: false, error: CHECKLIST_MESSAGES.saveFailed }, 500);
  }
  return answer({ ok: true, itemIndex: parsed.data.itemIndex, completed: parsed.data.completed }, 200);
}

/**
 * In the browser, a save that cannot reach the server (offline, a proxy error) becomes the
 * same "Failed to save progress" answer instead of the error page; the toggle reverts.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ChecklistActionData> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, error: CHECKLIST_MESSAGES.saveFailed };
  }
}

export default function HawaiiChecklistPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={PAGE.heading} lead={PAGE.description}>
        {loaderData.signedIn ? null : (
          <p className="mt-3 text-slate-700">
            <Link to="/auth" className="font-semibold text-ocean-800 underline underline-offset-2">
              Sign in
            </Link>{" "}
            to save your progress and see it on any device.
          </p>
        )}
      </PageHeader>
      <ChecklistBoard
        items={HAWAII_PCS_CHECKLIST}
        savedFlags={loaderData.flags}
        signedIn={loaderData.signedIn}
        loadFailed={loaderData.loadFailed}
        documentActionData={actionData}
      />
    </>
  );
}
