import { createContext, type RouterContextProvider } from "react-router";
import { requestUser } from "~/features/auth/server/session.server";
import type { PlanRole } from "~/features/plan/household";
import { requestServices } from "~/server/services.server";
import { findPlanOf, type LoadedPlan } from "./plan-repository.server";

/** Not exported: no module but this one can put it on a value. */
const planAccessBrand = Symbol("plan access");

/**
 * The signed-in user's right to one plan: theirs (owner) or the one they share (member). Every
 * plan repository method takes it instead of a user or plan id, and only `requestPlan` makes one,
 * from the session's user, so no request input (a form field, an address) can name a plan that
 * is not the visitor's: the type says so, as the repositories' signatures show.
 */
export type PlanAccess = {
  readonly planId: string;
  /** Whose checklist_progress rows the plan's 20 checklist items are (the owner's, for every member). */
  readonly ownerId: string;
  /** Who is acting: the session's user. */
  readonly userId: string;
  readonly role: PlanRole;
  readonly [planAccessBrand]: true;
};

/** The visitor's plan as this request found it: the access, and the plan it opens. */
export type RequestPlan = { access: PlanAccess; plan: LoadedPlan };

const requestPlanContext = createContext<Promise<RequestPlan | null> | null>(null);

/**
 * The signed-in user's plan (owned or shared) with their access to it, or null without a user
 * or a plan: one query, at most once per request, however many loaders ask.
 */
export function requestPlan(context: Readonly<RouterContextProvider>): Promise<RequestPlan | null> {
  let found = context.get(requestPlanContext);
  if (!found) {
    found = findRequestPlan(context);
    context.set(requestPlanContext, found);
  }
  return found;
}

/** The visitor's access to their plan, or null (see `requestPlan`). */
export async function requestPlanAccess(context: Readonly<RouterContextProvider>): Promise<PlanAccess | null> {
  return (await requestPlan(context))?.access ?? null;
}

/**
 * An action changed which plan the visitor has, or the plan itself (a move saved, a plan left):
 * the loaders that render its answer in the same request (a document POST) look it up again.
 */
export function forgetRequestPlan(context: Readonly<RouterContextProvider>): void {
  context.set(requestPlanContext, null);
}

async function findRequestPlan(context: Readonly<RouterContextProvider>): Promise<RequestPlan | null> {
  const user = await requestUser(context);
  if (!user) return null;
  const plan = await findPlanOf(requestServices(context).database.db, user.id);
  if (!plan) return null;
  const access: PlanAccess = {
    planId: plan.id,
    ownerId: plan.ownerId,
    userId: user.id,
    role: plan.role,
    [planAccessBrand]: true,
  };
  return { access, plan };
}
