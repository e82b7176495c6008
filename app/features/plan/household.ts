import { HAWAII_TIME_ZONE } from "./calendar-date";

/**
 * The household of a plan (issue 17): the owner invites a spouse or partner by email; members
 * see and tick the same items. Pure rules and texts, shared by the server and the page.
 */

export type PlanRole = "owner" | "member";

/** People who may share a plan besides its owner: members plus invitations still open. */
export const HOUSEHOLD_MAX_PEOPLE = 4;
/** How long an emailed invitation works. */
export const INVITATION_DAYS = 7;
export const INVITATION_LIFETIME_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;
/** Invitations one plan may send in a day: cancelling and re-inviting cannot turn the form into a mail cannon. */
export const INVITATIONS_PER_DAY = 10;
export const INVITATION_RATE_WINDOW_MS = 24 * 60 * 60 * 1000;

export const HOUSEHOLD_INTENTS = {
  invite: "invite",
  cancelInvitation: "cancel-invitation",
  removeMember: "remove-member",
  leavePlan: "leave-plan",
} as const;
export type HouseholdIntent = (typeof HOUSEHOLD_INTENTS)[keyof typeof HOUSEHOLD_INTENTS];

export function isHouseholdIntent(intent: string): intent is HouseholdIntent {
  return (Object.values(HOUSEHOLD_INTENTS) as string[]).includes(intent);
}

export const HOUSEHOLD_MESSAGES = {
  invalidEmail: "Enter the email address of the person to invite, like name@example.com.",
  noPlan: "Save your move first: then you can invite someone to share the plan.",
  ownerOnly: "Only the plan's owner can do that.",
  yourself: "That is your own address: invite your spouse or partner's email instead.",
  alreadyMember: "That person already shares this plan.",
  full: `A plan can be shared with at most ${HOUSEHOLD_MAX_PEOPLE} people, counting open invitations. Cancel an invitation or remove someone first.`,
  tooMany: `You have sent ${INVITATIONS_PER_DAY} invitations today. Try again tomorrow.`,
  invitationGone: "That invitation is no longer open.",
  memberGone: "That person no longer shares this plan.",
  notMember: "You are not sharing someone else's plan.",
  left: "You left the plan. You can now make a plan of your own.",
  unreadable: "The form could not be read.",
} as const;

export const householdMessages = {
  invited: (email: string, expires: string) => `Invitation sent to ${email}. The link works until ${expires}.`,
  reinvited: (email: string, expires: string) =>
    `A new invitation went to ${email}; the earlier link no longer works. The new one works until ${expires}.`,
  cancelled: (email: string) => `The invitation to ${email} is cancelled: its link no longer works.`,
  removed: (email: string) => `${email} no longer shares this plan.`,
};

/** What the plan page shows of its household. */
export type HouseholdView = {
  role: PlanRole;
  ownerEmail: string;
  /** The owner as shown: their display name, else their email. */
  ownerLabel: string;
  /** For the owner: every member. For a member: the other members (not themself). `label` as `ownerLabel`. */
  members: { id: string; email: string; label: string; joinedLabel: string }[];
  /** Open invitations: the owner's to see and cancel; empty for a member. */
  invitations: { id: string; email: string; expiresLabel: string }[];
  /** How many more people the owner may invite now. */
  openPlaces: number;
};

/**
 * Made on first use, by the server for the household's labels: the plan page imports this
 * module, and must not make an Intl object while it loads (calendar-date.ts).
 */
let instantFormat: Intl.DateTimeFormat | undefined;

/** An instant as the household section shows it: in Hawaii time, like every date of the plan. */
export function householdTimeLabel(epochMs: number): string {
  instantFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: HAWAII_TIME_ZONE,
    dateStyle: "medium",
    timeStyle: "short",
  });
  return `${instantFormat.format(new Date(epochMs))} Hawaii time`;
}
