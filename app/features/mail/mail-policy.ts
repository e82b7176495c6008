/**
 * How the site's mail behaves, as plain rules: which kinds it sends, how many a recipient can
 * be sent (so nobody can use the forms to flood an inbox), and how a message that could not
 * be sent is retried. The outbox (app/features/mail/server/mail-outbox.server.ts) and its worker
 * (mail-worker.server.ts) apply them.
 */
export const MAIL_KINDS = [
  "verification",
  "reset",
  "already-registered",
  "contact",
  "plan-invitation",
  "plan-reminder",
  // Issue 35: the plan's owner saved new dates ("My orders changed"); each other member is told.
  "plan-redated",
  "inbox-reply",
  // /account (issue 33): the old address told of a change of email, and the adult a plan is
  // handed to when its owner deletes their account.
  "email-change-notice",
  "plan-handover",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Per recipient address (case-insensitive): at most 3 messages of one kind in 15 minutes
 * (the server's own sign-up limit per email, SPEC.md §9) and 10 of all kinds in a day.
 * A plan invitation ("plan-invitation") is capped the same way: an address gets at most 3
 * invitations in 15 minutes, whoever sends them; the plan itself is limited to
 * INVITATIONS_PER_DAY (features/plan/household.ts).
 */
export const MAIL_CAP_PER_KIND = 3;
export const MAIL_CAP_PER_KIND_WINDOW_MS = 15 * MINUTE_MS;
export const MAIL_CAP_PER_DAY = 10;
export const MAIL_CAP_DAY_MS = DAY_MS;

/**
 * The contact form mails the site's own address, and the form already limits each client
 * address (FORM_SUBMISSION_LIMIT): capping it would drop families' messages to the owner.
 * The owner's replies from the inbox ("inbox-reply") are written one by one by an admin
 * signed in with two factors, each kept with its message: a cap would drop one silently
 * while the message showed it as sent.
 */
export const UNCAPPED_MAIL_KINDS: readonly MailKind[] = ["contact", "inbox-reply"];

/** What the outbox already holds for one recipient, counted over the cap's windows. */
export type RecentMail = { ofKindInWindow: number; inDay: number };

/** Why a message may not be queued, or null when it may. */
export function mailCapReached(kind: MailKind, recent: RecentMail): string | null {
  if (UNCAPPED_MAIL_KINDS.includes(kind)) return null;
  if (recent.ofKindInWindow >= MAIL_CAP_PER_KIND) return `${MAIL_CAP_PER_KIND} ${kind} messages in 15 minutes`;
  if (recent.inDay >= MAIL_CAP_PER_DAY) return `${MAIL_CAP_PER_DAY} messages in a day`;
  return null;
}

/** The address the cap counts by: the same inbox however it was typed. */
export function recipientKey(address: string): string {
  return address.trim().toLowerCase();
}

/** An address for a log line, without giving it away: "k…@example.com". */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "…";
  return `${address[0]}…${address.slice(at)}`;
}

/**
 * Retries: 10 s after the first failure, doubling to at most 10 minutes, so an SMTP server
 * that is down for an hour gets every message within 10 minutes of coming back. A message
 * still unsent 24 hours after it was queued is given up (its links have expired by then:
 * a reset link lasts an hour). A permanent refusal (an SMTP 5xx answer) is given up after 5
 * tries, about 2.5 minutes: long enough to ride out a server being reconfigured, short
 * enough not to knock on a door that stays shut.
 */
export const MAIL_RETRY = {
  firstDelayMs: 10 * 1000,
  maxDelayMs: 10 * MINUTE_MS,
  giveUpAfterMs: DAY_MS,
  permanentRefusalAttempts: 5,
} as const;

export type MailRetryPolicy = { [Key in keyof typeof MAIL_RETRY]: number };

/** How long to wait after the `attempts`-th failed attempt (1 for the first). */
export function retryDelayMs(attempts: number, policy: MailRetryPolicy = MAIL_RETRY): number {
  const doublings = Math.max(0, attempts - 1);
  // 2^30 × 10 s overflows nothing, and the cap applies long before.
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(doublings, 30));
}

/** Whether a failed message is given up (status "failed") rather than retried. */
export function givesUp(
  failure: { attempts: number; queuedAtMs: number; nowMs: number; permanent: boolean },
  policy: MailRetryPolicy = MAIL_RETRY,
): boolean {
  if (failure.nowMs - failure.queuedAtMs >= policy.giveUpAfterMs) return true;
  return failure.permanent && failure.attempts >= policy.permanentRefusalAttempts;
}
