import { data, Link, redirect } from "react-router";
import { AdminPage, type AdminPageHandle } from "~/features/admin/admin-page";
import {
  INBOX_ANSWERS,
  INBOX_PATH,
  MESSAGE_STATUS_LABELS,
  messagePath,
  parseMessageKind,
  parseMessageStatus,
  replySubject,
  type MessageKind,
} from "~/features/inbox/inbox";
import { senderLabel } from "~/features/inbox/inbox-view";
import {
  MESSAGE_INTENT_FIELD,
  MESSAGE_INTENTS,
  MessageDetails,
  NoReplyNote,
  ReplyForm,
  ReplyHistory,
  StatusButtons,
  type MessageActionAnswer,
} from "~/features/inbox/message-view";
import { replySchema } from "~/features/inbox/reply-schema";
import { adminContext, notFound } from "~/features/admin/server/admin-guard.server";
import { requestServices } from "~/server/services.server";
import { FORM_UNREADABLE, parseSubmission, readFormData, refusedForm } from "~/server/http/form-data.server";
import type { Route } from "./+types/admin.message";

/** What the audit log calls each kind of message. */
const AUDIT_TARGETS: Record<MessageKind, string> = { contact: "contact message", suggestion: "suggestion" };

export const handle: AdminPageHandle = { title: "Message (site owner)" };

/** The kind from the address, or the not-found page. */
function kindOf(params: Route.LoaderArgs["params"]): MessageKind {
  const kind = parseMessageKind(params.kind);
  if (!kind) throw notFound();
  return kind;
}

/** `/admin/messages/:kind/:id`: one message with its replies; an unknown one is the not-found page. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const kind = kindOf(params);
  const { inbox, env } = requestServices(context);
  const message = await inbox.get(kind, params.id);
  if (!message) throw notFound();
  return { message, defaultSubject: replySubject(kind, env.site.name) };
}

const refused = (intent: string, result: MessageActionAnswer["result"]) =>
  data<MessageActionAnswer>({ intent, result }, { status: 400 });

/** Done: back to the message (a reload sends nothing twice), with what happened as a flash. */
const done = async (context: Route.ActionArgs["context"], kind: MessageKind, id: string, message: string) =>
  redirect(messagePath(kind, id), {
    status: 303,
    headers: { "Set-Cookie": await requestServices(context).flash.cookie(message) },
  });

/** The reply form and the status buttons post here, told apart by `intent`; each is audited. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const kind = kindOf(params);
  const { id } = params;
  const form = await readFormData(request);
  if ("error" in form) return refused("", refusedForm(form.error));
  const intent = String(form.formData.get(MESSAGE_INTENT_FIELD) ?? "");
  const { inbox, audit } = requestServices(context);
  const actor = { id: admin.id, email: admin.email };

  if (intent === MESSAGE_INTENTS.reply) {
    const submission = parseSubmission(form.formData, replySchema);
    if (!submission) return refused(intent, refusedForm(FORM_UNREADABLE));
    if (submission.status !== "success") return refused(intent, submission.reply());
    const { subject, body } = submission.value;
    const outcome = await inbox.reply({ kind, id, adminUserId: admin.id, subject, body });
    if (!outcome.ok && outcome.reason === "not-found") throw notFound();
    if (!outcome.ok) return refused(intent, submission.reply({ formErrors: [INBOX_ANSWERS.noEmail] }));
    await audit.record({
      actor,
      action: "reply to message",
      targetKind: AUDIT_TARGETS[kind],
      targetId: id,
      detail: `to ${outcome.to}: ${subject}`,
    });
    return done(context, kind, id, INBOX_ANSWERS.replySent(outcome.to));
  }

  if (intent === MESSAGE_INTENTS.status) {
    const status = parseMessageStatus(String(form.formData.get("status") ?? ""));
    if (!status) return refused(intent, refusedForm(INBOX_ANSWERS.unknownStatus));
    if (!(await inbox.setStatus(kind, id, status))) throw notFound();
    await audit.record({ actor, action: `mark message ${status}`, targetKind: AUDIT_TARGETS[kind], targetId: id });
    return done(context, kind, id, INBOX_ANSWERS.statusSet(MESSAGE_STATUS_LABELS[status]));
  }

  return refused(intent, refusedForm(INBOX_ANSWERS.unknownForm));
}

export default function AdminMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message, defaultSubject } = loaderData;
  const path = messagePath(message.kind, message.id);
  return (
    <AdminPage title={`From ${senderLabel(message)}`}>
      <p className="mb-4">
        <Link
          to={INBOX_PATH}
          className="inline-flex min-h-11 items-center font-semibold text-ocean-800 underline underline-offset-2"
        >
          Back to the inbox
        </Link>
      </p>
      <MessageDetails message={message} />
      <ReplyHistory replies={message.replies} />
      {message.email ? (
        // A sent reply starts the form afresh.
        <ReplyForm
          key={message.replies.length}
          action={path}
          to={message.email}
          defaultSubject={defaultSubject}
          answer={actionData}
        />
      ) : (
        <NoReplyNote />
      )}
      <StatusButtons action={path} status={message.status} answer={actionData} />
    </AdminPage>
  );
}
