import type { FormMetadata } from "@conform-to/react";
import { useEffect } from "react";
import { toast } from "~/components/ui/toast";
import type { FieldMessages } from "~/lib/schema-form";
import type { FormAnswer } from "./form-answer";
import { FORM_MESSAGES, HONEYPOT_FIELD, refusalNotice } from "./forms";

/** Hidden from people (and screen readers); bots that fill every field give themselves away. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

type Sent = { title: string; text: string };

/**
 * The form's state in words, for everyone (and the only message without JavaScript): why it
 * was refused, whether the browser or the server found it, else the action's confirmation.
 */
export function FormNotice({ form, answer, sent }: { form: FormMetadata; answer?: FormAnswer; sent: Sent }) {
  const refusal = refusalNotice(form.allErrors);
  if (refusal) {
    return (
      <p id={form.errorId} role="alert" className="rounded-md bg-coral-700/10 px-3 py-2 text-sm text-coral-700">
        {refusal.title ? <strong>{refusal.title}: </strong> : null}
        {refusal.text}
      </p>
    );
  }
  if (answer?.receipt) {
    return (
      <p role="status" className="rounded-md bg-emerald-100 px-3 py-2 text-sm text-emerald-900">
        <strong>{sent.title}</strong> {sent.text}
      </p>
    );
  }
  return null;
}

/** A refused form as a destructive toast, titled as SPEC.md §8 says ("Missing Information"). */
export function showRefusal(errors: FieldMessages | undefined) {
  const refusal = refusalNotice(errors);
  if (!refusal) return;
  toast.error(refusal.title ?? FORM_MESSAGES.notSentTitle, { id: "form-refusal", description: refusal.text });
}

/** Each new answer from the action once as a toast: the confirmation, or why it was refused. */
export function useAnswerToast(answer: FormAnswer | undefined, sent: Sent) {
  useEffect(() => {
    if (!answer) return;
    if (answer.receipt) toast.success(sent.title, { description: sent.text });
    else showRefusal(answer.result.error);
  }, [answer, sent.title, sent.text]);
}
