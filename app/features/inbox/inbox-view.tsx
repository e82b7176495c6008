import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/forms";
import { SelectField } from "~/components/forms-more";
import {
  ACTIVE_PLAN_DAYS,
  firstLine,
  inboxFilterQuery,
  INBOX_CSV_PATH,
  INBOX_PATH,
  inboxTimeLabel,
  INBOX_SEARCH_MAX_LENGTH,
  MESSAGE_KIND_LABELS,
  MESSAGE_STATUS_LABELS,
  messagePath,
  SIGN_UP_WEEK_DAYS,
  type InboxFilter,
  type MessageKind,
  type MessageStatus,
} from "./inbox";

/** A message in the list, as the loader sends it. */
export type InboxListItem = {
  kind: MessageKind;
  id: string;
  receivedAt: Date;
  status: MessageStatus;
  name: string | null;
  email: string | null;
  text: string;
};

export type InboxCountsView = { newMessages: number; signUpsThisWeek: number; activePlans: number };

/** Who sent it, in a few words: a contact's name, else an email, else that there is none. */
export function senderLabel(message: Pick<InboxListItem, "name" | "email">): string {
  return message.name ?? message.email ?? "Anonymous (no email)";
}

const STATUS_TONES = { new: "warning", answered: "success", archived: "sand" } as const;

export function StatusBadge({ status }: { status: MessageStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{MESSAGE_STATUS_LABELS[status]}</Badge>;
}

/** The three numbers at a glance, each with what it counts. */
export function InboxCounts({ counts }: { counts: InboxCountsView }) {
  const items = [
    {
      label: "New messages",
      value: counts.newMessages,
      note: "Contact messages and suggestions not yet answered or archived.",
    },
    {
      label: "Accounts created this week",
      value: counts.signUpsThisWeek,
      note: `Accounts created in the last ${SIGN_UP_WEEK_DAYS} days.`,
    },
    {
      label: "Active plans",
      value: counts.activePlans,
      note: `Plans with a saved move, a ticked item or an added or changed own item in the last ${ACTIVE_PLAN_DAYS} days.`,
    },
  ];
  return (
    <section aria-labelledby="counts-heading" className="mb-6">
      <h2 id="counts-heading" className="sr-only">
        At a glance
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.label} className="rounded-xl border border-ocean-100 bg-white p-4 shadow-sm">
            <dt className="text-sm font-semibold text-slate-700">{item.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-ocean-900">{item.value}</dd>
            <dd className="mt-1 text-sm text-slate-700">{item.note}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The list's filter: a GET form, so it works without JavaScript and the address keeps it (the
 * pages, a bookmark, the CSV link below).
 */
export function InboxFilterForm({ filter }: { filter: InboxFilter }) {
  const exportQuery = inboxFilterQuery({ ...filter, page: 1 });
  return (
    <Card className="mb-6">
      <CardTitle id="filter-heading">Find messages</CardTitle>
      <Form
        method="get"
        action={INBOX_PATH}
        aria-labelledby="filter-heading"
        className="mt-3 grid gap-4 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end"
      >
        <SelectField
          labelProps={{ children: "Kind" }}
          selectProps={{ id: "inbox-kind", name: "kind", defaultValue: filter.kind }}
        >
          <option value="all">All kinds</option>
          <option value="contact">Contact messages</option>
          <option value="suggestion">Suggestions</option>
        </SelectField>
        <SelectField
          labelProps={{ children: "Status" }}
          selectProps={{ id: "inbox-status", name: "status", defaultValue: filter.status }}
        >
          <option value="all">Any status</option>
          {(Object.keys(MESSAGE_STATUS_LABELS) as MessageStatus[]).map((status) => (
            <option key={status} value={status}>
              {MESSAGE_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <Field
          labelProps={{ children: "Search name, email or text" }}
          inputProps={{
            id: "inbox-q",
            type: "search",
            name: "q",
            defaultValue: filter.q,
            maxLength: INBOX_SEARCH_MAX_LENGTH,
          }}
        />
        <Button type="submit">Filter</Button>
      </Form>
      <p className="mt-4">
        {/* A download, not a page: the browser fetches it whole (and the export is audited). */}
        <a href={`${INBOX_CSV_PATH}${exportQuery}`} download className={buttonVariants({ variant: "outline" })}>
          Download these as CSV
        </a>
      </p>
    </Card>
  );
}

/** One page of messages, newest first. */
export function InboxList({
  messages,
  total,
  firstPageHref,
}: {
  messages: readonly InboxListItem[];
  total: number;
  /** The filter's first page, for an address past the last one. */
  firstPageHref: string;
}) {
  return (
    <section aria-labelledby="messages-heading">
      <h2 id="messages-heading" className="text-xl font-semibold text-ocean-900">
        Messages <span className="text-base font-normal text-slate-700">({total} found)</span>
      </h2>
      {messages.length === 0 && total === 0 ? (
        <p className="mt-3 text-slate-700">No messages match this filter.</p>
      ) : null}
      {messages.length === 0 && total > 0 ? (
        <p className="mt-3 text-slate-700">
          This page is past the last one.{" "}
          <Link to={firstPageHref} className="font-semibold text-ocean-800 underline underline-offset-2">
            Go to the first page
          </Link>
          .
        </p>
      ) : null}
      {messages.length === 0 ? null : (
        <ul className="mt-3 space-y-3">
          {messages.map((message) => (
            <li
              key={`${message.kind}:${message.id}`}
              className="rounded-xl border border-ocean-100 bg-white p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={messagePath(message.kind, message.id)}
                  className="inline-flex min-h-11 items-center font-semibold break-all text-ocean-800 underline underline-offset-2"
                >
                  {senderLabel(message)}
                </Link>
                <Badge tone="ocean">{MESSAGE_KIND_LABELS[message.kind]}</Badge>
                <StatusBadge status={message.status} />
              </div>
              <p className="text-sm text-slate-700">
                {message.name && message.email ? <span className="break-all">{message.email} · </span> : null}
                Received <time dateTime={message.receivedAt.toISOString()}>{inboxTimeLabel(message.receivedAt)}</time>
              </p>
              <p className="mt-2 break-words text-slate-900">{firstLine(message.text)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
