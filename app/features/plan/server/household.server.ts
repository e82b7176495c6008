import type { PlanActionAnswer } from "~/features/plan/plan-action";
import { inviteSchema } from "~/features/plan/household-schema";
import {
  HOUSEHOLD_INTENTS,
  HOUSEHOLD_MAX_PEOPLE,
  HOUSEHOLD_MESSAGES,
  householdMessages,
  householdTimeLabel,
  INVITATION_DAYS,
  INVITATION_RATE_WINDOW_MS,
  INVITATIONS_PER_DAY,
  isHouseholdIntent,
  type HouseholdView,
} from "~/features/plan/household";
import { householdRepository, type AcceptOutcome, type InvitationLookup } from "./household-repository.server";
import { planAccessForUser } from "./plan-repository.server";
import { services } from "~/server/services.server";

/** Where an invitation link points (the token is its only key). */
export const JOIN_PATH_PREFIX = "/plan/join/";

const household = () => householdRepository(services().database);

function answer(intent: string, ok: boolean, message: string, extra: Partial<PlanActionAnswer> = {}): PlanActionAnswer {
  return { intent, ok, message, ...extra };
}

const textField = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The /plan page's household forms. Null when `intent` is not one of them, so the page can ask
 * each part of the plan in turn. The user (id and email) comes from the session; the form
 * carries only what the person typed or picked, and ids of another plan change nothing.
 */
export async function householdAction({
  intent,
  form,
  userId,
  userEmail,
  nowMs = Date.now(),
}: {
  intent: string;
  form: FormData;
  userId: string;
  userEmail: string;
  nowMs?: number;
}): Promise<PlanActionAnswer | null> {
  if (!isHouseholdIntent(intent)) return null;
  switch (intent) {
    case HOUSEHOLD_INTENTS.invite:
      return invite(form, userId, userEmail, nowMs);
    case HOUSEHOLD_INTENTS.cancelInvitation: {
      const access = await planAccessForUser(services().database.db, userId);
      if (access?.role !== "owner") return answer(intent, false, access ? HOUSEHOLD_MESSAGES.ownerOnly : HOUSEHOLD_MESSAGES.noPlan);
      const email = await household().cancelInvitation(userId, textField(form, "invitationId"));
      return email
        ? answer(intent, true, householdMessages.cancelled(email))
        : answer(intent, false, HOUSEHOLD_MESSAGES.invitationGone);
    }
    case HOUSEHOLD_INTENTS.removeMember: {
      const access = await planAccessForUser(services().database.db, userId);
      if (access?.role !== "owner") return answer(intent, false, access ? HOUSEHOLD_MESSAGES.ownerOnly : HOUSEHOLD_MESSAGES.noPlan);
      const email = await household().removeMember(userId, textField(form, "memberId"));
      return email ? answer(intent, true, householdMessages.removed(email)) : answer(intent, false, HOUSEHOLD_MESSAGES.memberGone);
    }
    case HOUSEHOLD_INTENTS.leavePlan:
      return (await household().leave(userId))
        ? answer(intent, true, HOUSEHOLD_MESSAGES.left)
        : answer(intent, false, HOUSEHOLD_MESSAGES.notMember);
  }
}

async function invite(form: FormData, userId: string, userEmail: string, nowMs: number): Promise<PlanActionAnswer> {
  const intent = HOUSEHOLD_INTENTS.invite;
  const typed = textField(form, "email");
  const refuse = (message: string) =>
    answer(intent, false, message, { fieldErrors: { email: [message] }, values: { email: typed } });
  const parsed = inviteSchema.safeParse({ email: typed });
  if (!parsed.success) return refuse(HOUSEHOLD_MESSAGES.invalidEmail);
  const { email } = parsed.data;
  if (email === userEmail.trim().toLowerCase()) return refuse(HOUSEHOLD_MESSAGES.yourself);

  const access = await planAccessForUser(services().database.db, userId);
  if (!access) return refuse(HOUSEHOLD_MESSAGES.noPlan);
  if (access.role !== "owner") return refuse(HOUSEHOLD_MESSAGES.ownerOnly);
  const { counters, mailer, env } = services();
  const rateKey = `plan-invitations:${access.planId}`;
  if (!(await counters.reserve(rateKey, { limit: INVITATIONS_PER_DAY, windowMs: INVITATION_RATE_WINDOW_MS }))) {
    return refuse(HOUSEHOLD_MESSAGES.tooMany);
  }
  const outcome = await household().invite(userId, email, nowMs, async ({ token, expiresAtMs }, trx) => {
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
  });
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
  return answer(intent, true, (outcome.replaced ? householdMessages.reinvited : householdMessages.invited)(email, expires));
}

/** The household section of the user's plan, or null when the user has no plan. */
export async function householdView(userId: string, nowMs = Date.now()): Promise<HouseholdView | null> {
  const plan = await services().plans.load(userId);
  if (!plan) return null;
  const members = await household().members(plan.id);
  const memberRows = members
    .filter((member) => member.id !== userId)
    .map((member) => ({ id: member.id, email: member.email, joinedLabel: householdTimeLabel(member.joinedAtMs) }));
  if (plan.role === "member") {
    return { role: "member", ownerEmail: plan.ownerEmail, members: memberRows, invitations: [], openPlaces: 0 };
  }
  const invitations = await household().openInvitations(plan.id, nowMs);
  return {
    role: "owner",
    ownerEmail: plan.ownerEmail,
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
export function lookupInvitation(token: string, nowMs = Date.now()): Promise<InvitationLookup> {
  return household().lookup(token, nowMs);
}

/** The signed-in user joins the plan an invitation link leads to. */
export function acceptInvitation(
  token: string,
  user: { id: string; email: string },
  nowMs = Date.now(),
): Promise<AcceptOutcome> {
  return household().accept(token, user, nowMs);
}
