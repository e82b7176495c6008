import { accountExport } from "~/features/account/server/account-export.server";
import { requireAccountUser } from "~/features/account/server/account-page.server";
import { requestPlan } from "~/features/plan/server/plan-access.server";
import { requestServices } from "~/server/services.server";
import type { Route } from "./+types/account.data-json";

/** `GET /account/data.json`: everything the site keeps about the signed-in account, as a download. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireAccountUser(context);
  const exported = await accountExport(requestServices(context), user.id, await requestPlan(context));
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="aloha-pcs-my-data-${exported.exportedAt.slice(0, 10)}.json"`,
      // One person's data: no shared cache may keep it.
      "Cache-Control": "private, no-store",
    },
  });
}
