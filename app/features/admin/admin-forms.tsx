import { getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { inputClassName } from "~/components/ui/field";
import { firstMessage } from "~/lib/schema-form";

/** The form's refusal in words, visible without JavaScript and announced. */
export function FormRefusal({ form }: { form: FormMetadata }) {
  const refusal = firstMessage(form.allErrors);
  return refusal ? (
    <p
      id={form.errorId}
      role="alert"
      className="rounded-md bg-coral-700/10 px-3 py-2 text-sm font-semibold text-coral-700"
    >
      {refusal}
    </p>
  ) : null;
}

/** A notice after an action: done (status) or refused (alert). */
export function ActionNotice({ ok, children }: { ok: boolean; children: ReactNode }) {
  return ok ? (
    <p role="status" className="rounded-md bg-emerald-100 px-3 py-2 text-sm font-semibold text-emerald-900">
      {children}
    </p>
  ) : (
    <p role="alert" className="rounded-md bg-coral-700/10 px-3 py-2 text-sm font-semibold text-coral-700">
      {children}
    </p>
  );
}

/** A labelled text field tied to its Conform metadata (errors read with the field). */
export function TextField({
  field,
  label,
  type = "text",
  autoComplete,
  inputMode,
  hint,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "password";
  autoComplete?: string;
  inputMode?: "numeric" | "text";
  hint?: string;
}) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  // A password is never written back into the page.
  const { key, ...control } = getInputProps(field, {
    type,
    ariaDescribedBy: hintId,
    ...(type === "password" ? { value: false } : {}),
  });
  const message = field.errors?.[0];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      <input key={key} {...control} autoComplete={autoComplete} inputMode={inputMode} className={inputClassName} />
      {message ? (
        <p id={field.errorId} className="text-sm font-medium text-coral-700">
          {message}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
