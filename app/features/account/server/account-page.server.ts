import { redirect, type RouterContextProvider } from "react-router";
import { personLabel } from "~/features/auth/display-name";
import { signInPath } from "~/features/auth/safe-redirect";
import { requestUser } from "~/features/auth/server/session.server";
import type { SessionUser } from "~/features/auth/session-user";
import { requestPlan } from "~/features/plan/server/plan-access.server";
import { requestServices } from "~/server/services.server";
import type { PlanFate } from "../components/account-forms";
import { planHeir } from "./account-deletion.server";

/** The signed-in user (the request's session), or a redirect to sign in that comes back to `path`. */
export async function requireAccountUser(
  context: Readonly<RouterContextProvider>,
  path = "/account",
): Promise<SessionUser> {
  const user = await requestUser(context);
  if (!user) throw redirect(signInPath(path));
  return user;
}

/**
 * What deleting the account would do to the visitor's plan (account-deletion.server.ts does it):
 * the owner's plan goes to the member who joined first (the same `planHeir`), or is deleted; a
 * member leaves.
 */
export async function planFateOf(context: Readonly<RouterContextProvider>): Promise<PlanFate> {
  const found = await requestPlan(context);
  if (!found) return { kind: "none" };
  if (found.access.role === "member") return { kind: "leaves", owner: found.plan.ownerLabel };
  const heir = await planHeir(requestServices(context).database.db, found.access.planId);
  return heir ? { kind: "handed-over", to: personLabel(heir) } : { kind: "deleted" };
}
