import { planCsv } from "~/features/account/server/account-export.server";
import { requireAccountUser } from "~/features/account/server/account-page.server";
import { requestPlan } from "~/features/plan/server/plan-access.server";
import { requestServices } from "~/server/services.server";
import type { Route } from "./+types/account.plan-csv";

/** `GET /account/plan.csv`: the signed-in family's plan for a spreadsheet; 404 without a plan. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireAccountUser(context);
  const csv = await planCsv(requestServices(context), user.id, await requestPlan(context));
  if (csv === null) throw new Response("No plan yet", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="aloha-pcs-my-plan-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
