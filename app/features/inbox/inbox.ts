/**
 * The practice's inbox (issue 19) as plain rules: what it holds, its filters as the address bar
 * writes them, and the words the owner's pages use. The store is app/features/inbox/server/inbox.server.ts.
 */
export const MESSAGE_KINDS = ["contact", "suggestion"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_STATUSES = ["new", "answered", "archived"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  contact: "Contact message",
  suggestion: "Suggestion",
};

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  new: "New",
  answered: "Answered",
  archived: "Archived",
};

/** Messages on one page of the list. */
export const INBOX_PAGE_SIZE = 25;
/** Longer search text is cut: nobody types more, and every character is one more LIKE step. */
export const INBOX_SEARCH_MAX_LENGTH = 200;

/** A plan counts as active when something was done in it within this many days (InboxCounts). */
export const ACTIVE_PLAN_DAYS = 30;
export const SIGN_UP_WEEK_DAYS = 7;

export type InboxFilter = {
  kind: MessageKind | "all";
  status: MessageStatus | "all";
  /** Text to find in the sender's name or email or the message; "" for none. */
  q: string;
  /** 1-based. */
  page: number;
};

export const ALL_MESSAGES: InboxFilter = { kind: "all", status: "all", q: "", page: 1 };

const isKind = (value: string | null): value is MessageKind => MESSAGE_KINDS.includes(value as MessageKind);
const isStatus = (value: string | null): value is MessageStatus => MESSAGE_STATUSES.includes(value as MessageStatus);

/**
 * The filter in the address (`?kind=&status=&q=&page=`). Anything unknown reads as "all" and a
 * page that is not a positive whole number as the first: a hand-edited address shows a list,
 * never an error.
 */
export function readInboxFilter(query: URLSearchParams): InboxFilter {
  const kind = query.get("kind");
  const status = query.get("status");
  const page = Number(query.get("page") ?? "1");
  return {
    kind: isKind(kind) ? kind : "all",
    status: isStatus(status) ? status : "all",
    q: (query.get("q") ?? "").trim().slice(0, INBOX_SEARCH_MAX_LENGTH),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The filter as an address query, leaving out what is the default (page 1, all, no text). */
export function inboxFilterQuery(filter: InboxFilter, page = filter.page): string {
  const query = new URLSearchParams();
  if (filter.kind !== "all") query.set("kind", filter.kind);
  if (filter.status !== "all") query.set("status", filter.status);
  if (filter.q) query.set("q", filter.q);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The reply form's limits and messages (its schema, ./reply-schema.ts, loads only when needed). */
export const REPLY_LIMITS = { subject: 200, body: 10_000 } as const;

export const REPLY_MESSAGES = {
  subjectMissing: "Write a subject.",
  subjectTooLong: `Keep the subject to ${REPLY_LIMITS.subject} characters or fewer.`,
  bodyMissing: "Write your reply.",
  bodyTooLong: `Keep the reply to ${REPLY_LIMITS.body.toLocaleString("en-US")} characters or fewer.`,
  notText: "The form could not be read.",
} as const;

/** What the message page's action answers, in words. */
export const INBOX_ANSWERS = {
  noEmail: "This suggestion came without an email address: there is no one to reply to.",
  unknownStatus: "Unknown status: reload the page and try again.",
  unknownForm: "Unknown form: reload the page and try again.",
  replySent: (to: string) => `Reply sent to ${to}. The message is marked answered.`,
  statusSet: (label: string) => `Marked ${label.toLowerCase()}.`,
} as const;

/** The inbox's list, and its CSV export of the same filter. */
export const INBOX_PATH = "/admin";
export const INBOX_CSV_PATH = "/admin/messages.csv";

/** Where a message's own page is: `/admin/messages/contact/<id>`. */
export function messagePath(kind: MessageKind, id: string): string {
  return `/admin/messages/${kind}/${encodeURIComponent(id)}`;
}

export function parseMessageKind(value: string | undefined): MessageKind | null {
  return isKind(value ?? null) ? (value as MessageKind) : null;
}

export function parseMessageStatus(value: string | null | undefined): MessageStatus | null {
  return isStatus(value ?? null) ? (value as MessageStatus) : null;
}

/** The message's first line, for the list (the page shows the whole text). */
export function firstLine(text: string, maxLength = 120): string {
  const line = text.trim().split(/\r?\n/, 1)[0] ?? "";
  return line.length > maxLength ? `${line.slice(0, maxLength - 1).trimEnd()}…` : line;
}

/** "Re: " and the subject the owner's reply starts with, from what the family wrote. */
export function replySubject(kind: MessageKind, siteName: string): string {
  return kind === "contact" ? `Re: Your message to ${siteName}` : `Re: Your suggestion for ${siteName}`;
}

/** The practice is in Hawaii: times on the owner's pages and in the CSV are Hawaii time. */
const INBOX_TIME_ZONE = "Pacific/Honolulu";
const instantFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: INBOX_TIME_ZONE,
  dateStyle: "medium",
  timeStyle: "short",
});

/** "Mar 3, 2027, 9:15 AM Hawaii time". */
export function inboxTimeLabel(at: Date): string {
  return `${instantFormat.format(at)} Hawaii time`;
}

/**
 * The reply as the family receives it: the owner's words, then what they wrote, quoted, so the
 * answer makes sense on its own in their mailbox.
 */
export function replyMailText(body: string, original: { text: string; receivedAt: Date }): string {
  const quoted = original.text
    .trim()
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
  return `${body.trim()}\n\n---\nOn ${inboxTimeLabel(original.receivedAt)}, you wrote:\n${quoted}\n`;
}

const hawaiiDateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: INBOX_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The CSV download's name, dated in Hawaii: `aloha-pcs-messages-2027-03-10.csv`. */
export function inboxCsvFileName(now: Date): string {
  return `aloha-pcs-messages-${hawaiiDateFormat.format(now)}.csv`;
}
