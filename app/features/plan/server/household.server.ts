import type { PlanActionAnswer } from "~/features/plan/plan-action";
import {
  HOUSEHOLD_INTENTS,
  HOUSEHOLD_MAX_PEOPLE,
  HOUSEHOLD_MESSAGES,
  householdMessages,
  householdTimeLabel,
  INVITATION_DAYS,
  INVITATION_RATE_WINDOW_MS,
  INVITATIONS_PER_DAY,
  type HouseholdIntent,
  type HouseholdView,
} from "~/features/plan/household";
import type { Services } from "~/server/services.server";
import { householdRepository, type AcceptOutcome, type InvitationLookup } from "./household-repository.server";
import type { RequestPlan } from "./plan-access.server";
import type { IntentValue } from "./plan-intents.server";

/** Where an invitation link points (the token is its only key). */
export const JOIN_PATH_PREFIX = "/plan/join/";

/** What the household's use-cases need of the request's services. */
export type HouseholdServices = Pick<Services, "database" | "counters" | "mailer" | "env">;

function answer(intent: string, ok: boolean, message: string, extra: Partial<PlanActionAnswer> = {}): PlanActionAnswer {
  return { intent, ok, message, ...extra };
}

/** Who is asking, and what the household's use-cases work with. */
type HouseholdRequest = {
  services: HouseholdServices;
  /** The session's user's plan and access to it (requestPlan), or null without a plan. */
  plan: RequestPlan | null;
  /** The session's user's email (the invitation names it). */
  userEmail: string;
  nowMs?: number;
};

/**
 * The /plan page's household forms, their fields already checked by the page's intent table
 * (plan-intents.server.ts). The plan is the session's user's (`requestPlan`); the form carries
 * only what the person typed or picked, and ids of another plan change nothing.
 */
export async function householdAction(
  value: IntentValue<HouseholdIntent>,
  request: HouseholdRequest,
): Promise<PlanActionAnswer> {
  const household = householdRepository(request.services.database);
  const access = request.plan?.access ?? null;
  const { intent } = value;
  switch (value.intent) {
    case HOUSEHOLD_INTENTS.invite:
      return invite(value.email, { ...request, nowMs: request.nowMs ?? Date.now() });
    case HOUSEHOLD_INTENTS.cancelInvitation: {
      if (access?.role !== "owner")
        return answer(intent, false, access ? HOUSEHOLD_MESSAGES.ownerOnly : HOUSEHOLD_MESSAGES.noPlan);
      const email = await household.cancelInvitation(access, value.invitationId);
      return email
        ? answer(intent, true, householdMessages.cancelled(email))
        : answer(intent, false, HOUSEHOLD_MESSAGES.invitationGone);
    }
    case HOUSEHOLD_INTENTS.removeMember: {
      if (access?.role !== "owner")
        return answer(intent, false, access ? HOUSEHOLD_MESSAGES.ownerOnly : HOUSEHOLD_MESSAGES.noPlan);
      const email = await household.removeMember(access, value.memberId);
      return email
        ? answer(intent, true, householdMessages.removed(email))
        : answer(intent, false, HOUSEHOLD_MESSAGES.memberGone);
    }
    case HOUSEHOLD_INTENTS.leavePlan:
      return access && (await household.leave(access))
        ? answer(intent, true, HOUSEHOLD_MESSAGES.left)
        : answer(intent, false, HOUSEHOLD_MESSAGES.notMember);
  }
}

/** `email`: the checked address, trimmed and lower-cased (household-schema.ts). */
async function invite(
  email: string,
  { services, plan, userEmail, nowMs }: HouseholdRequest & { nowMs: number },
): Promise<PlanActionAnswer> {
  const intent = HOUSEHOLD_INTENTS.invite;
  const refuse = (message: string) =>
    answer(intent, false, message, { fieldErrors: { email: [message] }, values: { email } });
  if (email === userEmail.trim().toLowerCase()) return refuse(HOUSEHOLD_MESSAGES.yourself);

  const access = plan?.access;
  if (!access) return refuse(HOUSEHOLD_MESSAGES.noPlan);
  if (access.role !== "owner") return refuse(HOUSEHOLD_MESSAGES.ownerOnly);
  const { counters, mailer, env } = services;
  const rateKey = `plan-invitations:${access.planId}`;
  if (!(await counters.reserve(rateKey, { limit: INVITATIONS_PER_DAY, windowMs: INVITATION_RATE_WINDOW_MS }))) {
    return refuse(HOUSEHOLD_MESSAGES.tooMany);
  }
  const outcome = await householdRepository(services.database).invite(
    access,
    email,
    nowMs,
    async ({ token, expiresAtMs }, trx) => {
      const link = `${env.PUBLIC_URL}${JOIN_PATH_PREFIX}${token}`;
      await mailer.send(
        {
          kind: "plan-invitation",
          to: email,
          subject: `${userEmail} invited you to share their Hawaii PCS plan`,
          text: [
            "Aloha,",
            "",
            `${userEmail} invited you to share their Hawaii PCS plan on ${env.site.name}: you will see the same dated plan and tick the same items.`,
            "",
            `Join the plan: ${link}`,
            "",
            `Sign in (or create an account) with this address, ${email}, then open the link. It works until ${householdTimeLabel(expiresAtMs)} (${INVITATION_DAYS} days) and only once.`,
            "",
            "If you did not expect this invitation, ignore this email: nothing happens unless you open the link and join.",
          ].join("\n"),
        },
        trx,
      );
    },
  );
  if (!outcome.ok) {
    // Nothing was sent: the attempt does not count against the plan's daily invitations.
    await counters.release(rateKey);
    const message = {
      "no-plan": HOUSEHOLD_MESSAGES.noPlan,
      "not-owner": HOUSEHOLD_MESSAGES.ownerOnly,
      "already-member": HOUSEHOLD_MESSAGES.alreadyMember,
      full: HOUSEHOLD_MESSAGES.full,
    }[outcome.reason];
    return refuse(message);
  }
  // The mail was written in the invitation's transaction; now that it committed, send it.
  mailer.wake();
  const expires = householdTimeLabel(outcome.expiresAtMs);
  return answer(
    intent,
    true,
    (outcome.replaced ? householdMessages.reinvited : householdMessages.invited)(email, expires),
  );
}

/** The household section of the visitor's plan. */
export async function householdView(
  services: Pick<Services, "database">,
  { access, plan }: RequestPlan,
  nowMs = Date.now(),
): Promise<HouseholdView> {
  const household = householdRepository(services.database);
  const members = await household.members(access);
  const memberRows = members
    .filter((member) => member.id !== access.userId)
    .map((member) => ({
      id: member.id,
      email: member.email,
      label: member.label,
      joinedLabel: householdTimeLabel(member.joinedAtMs),
    }));
  if (plan.role === "member") {
    return {
      role: "member",
      ownerEmail: plan.ownerEmail,
      ownerLabel: plan.ownerLabel,
      members: memberRows,
      invitations: [],
      openPlaces: 0,
    };
  }
  const invitations = await household.openInvitations(access, nowMs);
  return {
    role: "owner",
    ownerEmail: plan.ownerEmail,
    ownerLabel: plan.ownerLabel,
    members: memberRows,
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      expiresLabel: householdTimeLabel(invitation.expiresAtMs),
    })),
    openPlaces: Math.max(0, HOUSEHOLD_MAX_PEOPLE - members.length - invitations.length),
  };
}

/** What an invitation link leads to (the join page). */
export function lookupInvitation(
  services: Pick<Services, "database">,
  token: string,
  nowMs = Date.now(),
): Promise<InvitationLookup> {
  return householdRepository(services.database).lookup(token, nowMs);
}

/** The signed-in user (from the session) joins the plan an invitation link leads to. */
export function acceptInvitation(
  services: Pick<Services, "database">,
  token: string,
  user: { id: string; email: string },
  nowMs = Date.now(),
): Promise<AcceptOutcome> {
  return householdRepository(services.database).accept(token, user, nowMs);
}
