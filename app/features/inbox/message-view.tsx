import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { Field, inputClassName } from "~/components/forms";
import { TextareaField } from "~/components/forms-more";
import { cn } from "~/lib/cn";
import { firstMessage, useSchemaForm } from "~/lib/schema-form";
import {
  inboxTimeLabel,
  MESSAGE_KIND_LABELS,
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUSES,
  REPLY_LIMITS,
  type MessageKind,
  type MessageStatus,
} from "./inbox";
import { StatusBadge } from "./inbox-view";

/** Each form on the message page posts an `intent`: which of the two it is. */
export const MESSAGE_INTENT_FIELD = "intent";
export const MESSAGE_INTENTS = { reply: "reply", status: "status" } as const;

export type MessageDetail = {
  kind: MessageKind;
  id: string;
  receivedAt: Date;
  status: MessageStatus;
  statusChangedAt: Date | null;
  name: string | null;
  email: string | null;
  context: string | null;
  text: string;
  replies: { id: string; adminEmail: string | null; to: string; subject: string; body: string; sentAt: Date }[];
};

/** The action's answer to a refused form (a sent reply or a changed status redirects instead). */
export type MessageActionAnswer = { intent: string; result: SubmissionResult<string[]> };

const CONTEXT_LABELS: Record<MessageKind, string> = { contact: "Base or duty station", suggestion: "Category" };
const STATUS_ACTIONS: Record<MessageStatus, string> = {
  new: "Mark new",
  answered: "Mark answered",
  archived: "Archive",
};

/** Who wrote, when, about what, and the whole text as they typed it. */
export function MessageDetails({ message }: { message: MessageDetail }) {
  return (
    <Card className="mb-6" aria-labelledby="message-heading">
      <div className="flex flex-wrap items-center gap-2">
        <CardTitle id="message-heading">{MESSAGE_KIND_LABELS[message.kind]}</CardTitle>
        <StatusBadge status={message.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {message.name ? (
          <>
            <dt className="font-semibold text-slate-700">Name</dt>
            <dd className="break-words text-slate-900">{message.name}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-slate-700">Email</dt>
        <dd className="break-all text-slate-900">
          {message.email ? (
            <a href={`mailto:${message.email}`} className="text-ocean-800 underline underline-offset-2">
              {message.email}
            </a>
          ) : (
            "None given"
          )}
        </dd>
        <dt className="font-semibold text-slate-700">{CONTEXT_LABELS[message.kind]}</dt>
        <dd className="break-words text-slate-900">{message.context ?? "Not given"}</dd>
        <dt className="font-semibold text-slate-700">Received</dt>
        <dd className="text-slate-900">
          <time dateTime={message.receivedAt.toISOString()}>{inboxTimeLabel(message.receivedAt)}</time>
        </dd>
        <dt className="font-semibold text-slate-700">Status</dt>
        <dd className="text-slate-900">
          {MESSAGE_STATUS_LABELS[message.status]}
          {message.statusChangedAt ? (
            <>
              {" since "}
              <time dateTime={message.statusChangedAt.toISOString()}>{inboxTimeLabel(message.statusChangedAt)}</time>
            </>
          ) : null}
        </dd>
      </dl>
      <h3 className="mt-4 text-base font-semibold text-ocean-900">Message</h3>
      <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{message.text}</p>
    </Card>
  );
}

/** The owner's earlier replies, oldest first, each as it was sent. */
export function ReplyHistory({ replies }: { replies: MessageDetail["replies"] }) {
  if (!replies.length) return null;
  return (
    <section aria-labelledby="replies-heading" className="mb-6">
      <h2 id="replies-heading" className="text-xl font-semibold text-ocean-900">
        Replies sent
      </h2>
      <ol className="mt-3 space-y-3">
        {replies.map((reply) => (
          <li key={reply.id} className="rounded-xl border border-ocean-100 bg-sand-100 p-4">
            <p className="font-semibold break-words text-slate-900">{reply.subject}</p>
            <p className="text-sm break-all text-slate-700">
              To {reply.to}, <time dateTime={reply.sentAt.toISOString()}>{inboxTimeLabel(reply.sentAt)}</time>
              {reply.adminEmail ? `, by ${reply.adminEmail}` : null}
            </p>
            <p className="mt-2 break-words whitespace-pre-wrap text-slate-900">{reply.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The reply form: sent through the site's mail outbox, from the site, with the family's message
 * quoted below it. Checked by the shared schema in the browser and again by the action.
 */
export function ReplyForm({
  action,
  to,
  defaultSubject,
  answer,
}: {
  action: string;
  to: string;
  defaultSubject: string;
  answer: MessageActionAnswer | undefined;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get(MESSAGE_INTENT_FIELD) === MESSAGE_INTENTS.reply;
  const [form, fields] = useSchemaForm({
    id: "reply",
    loadSchema: () => import("./reply-schema").then((module) => module.replySchema),
    lastResult: answer?.intent === MESSAGE_INTENTS.reply ? answer.result : undefined,
    defaultValue: { subject: defaultSubject, body: "" },
  });
  const formMessage = form.errors?.[0];
  const refusal = firstMessage(form.allErrors);
  return (
    <Card className="mb-6" aria-labelledby="reply-heading">
      <CardTitle id="reply-heading">Reply by email</CardTitle>
      <CardDescription>
        Goes to <span className="break-all">{to}</span> from the site's address, with their message quoted below yours.
        Their answer comes back to the site's inbox address.
      </CardDescription>
      <Form method="post" action={action} {...getFormProps(form)} className="mt-4 space-y-4">
        {refusal ? (
          <p
            id={form.errorId}
            role="alert"
            className="rounded-md bg-coral-700/10 px-3 py-2 text-sm font-semibold text-coral-700"
          >
            {formMessage ?? "Check the highlighted fields: nothing was sent."}
          </p>
        ) : null}
        <input type="hidden" name={MESSAGE_INTENT_FIELD} value={MESSAGE_INTENTS.reply} />
        <Field
          labelProps={{ children: "Subject" }}
          inputProps={{
            ...getInputProps(fields.subject, { type: "text" }),
            required: true,
            maxLength: REPLY_LIMITS.subject,
          }}
          errors={fields.subject.errors}
        />
        <TextareaField
          labelProps={{ children: "Your reply" }}
          textareaProps={{
            ...getTextareaProps(fields.body),
            rows: 8,
            required: true,
            maxLength: REPLY_LIMITS.body,
            className: cn(inputClassName, "min-h-40 py-2"),
          }}
          errors={fields.body.errors}
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Sending..." : "Send reply"}
        </Button>
      </Form>
    </Card>
  );
}

/** Why a message cannot be answered by email (a suggestion sent without an address). */
export function NoReplyNote() {
  return (
    <Card tone="sand" className="mb-6">
      <CardTitle>No reply possible</CardTitle>
      <CardDescription>
        This suggestion came without an email address, so there is no one to write back to.
      </CardDescription>
    </Card>
  );
}

/** Buttons to move the message to each other status (plain posts: they work without JavaScript). */
export function StatusButtons({
  action,
  status,
  answer,
}: {
  action: string;
  status: MessageStatus;
  answer: MessageActionAnswer | undefined;
}) {
  const refusal =
    answer?.intent === MESSAGE_INTENTS.status ? firstMessage(answer.result.error ?? undefined) : undefined;
  return (
    <Card className="mb-6" aria-labelledby="status-heading">
      <CardTitle id="status-heading">File it</CardTitle>
      <CardDescription>
        It is <Badge tone="sand">{MESSAGE_STATUS_LABELS[status]}</Badge> now. Sending a reply marks it answered.
      </CardDescription>
      {refusal ? (
        <p role="alert" className="mt-3 rounded-md bg-coral-700/10 px-3 py-2 text-sm font-semibold text-coral-700">
          {refusal}
        </p>
      ) : null}
      <Form method="post" action={action} className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name={MESSAGE_INTENT_FIELD} value={MESSAGE_INTENTS.status} />
        {MESSAGE_STATUSES.filter((other) => other !== status).map((other) => (
          <Button key={other} type="submit" name="status" value={other} variant="outline">
            {STATUS_ACTIONS[other]}
          </Button>
        ))}
      </Form>
    </Card>
  );
}
