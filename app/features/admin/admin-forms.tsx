import type { FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
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
