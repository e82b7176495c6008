import { redirect, type RouterContextProvider } from "react-router";
import { personLabel } from "~/features/auth/display-name";
import { signInPath } from "~/features/auth/safe-redirect";
import { getSessionUser } from "~/features/auth/server/session.server";
import type { SessionUser } from "~/features/auth/session-user";
import { planAccessForUser } from "~/features/plan/server/plan-repository.server";
import { requestServices } from "~/server/services.server";
import type { PlanFate } from "../components/account-forms";

/** The signed-in user, or a redirect to sign in that comes back to `path`. */
export async function requireAccountUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
  path = "/account",
): Promise<SessionUser> {
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(signInPath(path));
  return user;
}

/**
 * What deleting the account would do to the plan (account-deletion.server.ts does it): the
 * owner's plan goes to the member who joined first, or is deleted; a member leaves.
 */
export async function planFateOf(context: Readonly<RouterContextProvider>, userId: string): Promise<PlanFate> {
  const { db } = requestServices(context).database;
  const access = await planAccessForUser(db, userId);
  if (!access) return { kind: "none" };
  if (access.role === "member") {
    const owner = await db
      .selectFrom("user")
      .select(["email", "name"])
      .where("id", "=", access.ownerId)
      .executeTakeFirst();
    return { kind: "leaves", owner: owner ? personLabel(owner) : "its owner" };
  }
  const heir = await db
    .selectFrom("plan_members")
    .innerJoin("user", "user.id", "plan_members.user_id")
    .select(["user.email", "user.name"])
    .where("plan_members.plan_id", "=", access.planId)
    .orderBy("plan_members.joined_at_ms")
    .orderBy("plan_members.user_id")
    .executeTakeFirst();
  return heir ? { kind: "handed-over", to: personLabel(heir) } : { kind: "deleted" };
}
