import type { FormMetadata } from "@conform-to/react";
import { useEffect } from "react";
import { toast } from "~/components/ui/toast";
import type { FormAnswer } from "./form-answer";
import { HONEYPOT_FIELD, refusalNotice } from "./forms";

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
 * The form's one summary, for everyone (and the same without JavaScript): why it was refused as
 * a whole (refusalNotice), whether the browser or the server found it, else the action's
 * confirmation. A field's own message is under the field, never here as well (issue 33).
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

/**
 * Each new confirmation from the action once as a toast: what happened. A refusal is never a
 * toast (issue 33): its messages are in the form, under the fields and in the summary.
 */
export function useSentToast(answer: FormAnswer | undefined, sent: Sent) {
  useEffect(() => {
    if (answer?.receipt) toast.success(sent.title, { description: sent.text });
  }, [answer, sent.title, sent.text]);
}
