import { useEffect, useSyncExternalStore, type ComponentProps } from "react";
import { toast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";
import { FORM_MESSAGES, HONEYPOT_FIELD } from "./forms";
import type { FormAnswerView } from "./form-answer";

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-ocean-600 aria-[invalid=true]:border-coral-700";
/** Single-line inputs and selects: at least 44 px tall for touch. */
export const inputClass = `${fieldClass} min-h-11`;

/** A labelled input or textarea with its error tied by aria-describedby. */
export function FormField({
  id,
  label,
  optional,
  error,
  multiline,
  ...props
}: { id: string; label: string; optional?: boolean; error?: string; multiline?: boolean } & ComponentProps<"input"> &
  ComponentProps<"textarea">) {
  const described = error ? `${id}-error` : undefined;
  const shared = { id, "aria-invalid": error ? true : undefined, "aria-describedby": described, className: inputClass };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {multiline ? (
        <textarea
          rows={6}
          {...(props as ComponentProps<"textarea">)}
          {...shared}
          className={cn(fieldClass, "min-h-32")}
        />
      ) : (
        <input {...(props as ComponentProps<"input">)} {...shared} />
      )}
      {error ? (
        <p id={described} className="mt-1 text-sm text-coral-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Hidden from people (and screen readers); bots that fill every field give themselves away. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The action's answer as a visible message, for everyone (and the only one without JavaScript). */
export function FormAnswerMessage({
  answer,
  success,
}: {
  answer?: FormAnswerView;
  success: { title: string; text: string };
}) {
  if (!answer) return null;
  if (answer.ok) {
    return (
      <p role="status" className="rounded-md bg-emerald-100 px-3 py-2 text-sm text-emerald-900">
        <strong>{success.title}</strong> {success.text}
      </p>
    );
  }
  return (
    <p role="alert" className="rounded-md bg-coral-700/10 px-3 py-2 text-sm text-coral-700">
      {answer.title ? <strong>{answer.title}: </strong> : null}
      {answer.error}
    </p>
  );
}

/** Each new answer once as a toast: success, or a destructive notice. */
export function useAnswerToast(answer: FormAnswerView | undefined, success: { title: string; text: string }) {
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) toast.success(success.title, { description: success.text });
    else toast.error(answer.title ?? "Not sent", { description: answer.error });
  }, [answer, success.title, success.text]);
}

/** The browser's own "required" check failed: say so the way SPEC.md §8 words it. */
export function showMissingInformation() {
  toast.error(FORM_MESSAGES.missingTitle, { id: "missing-information", description: FORM_MESSAGES.missingText });
}

const noSubscription = () => () => {};
/** False in the server's HTML and before hydration; true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
