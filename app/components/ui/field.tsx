import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** What a field's control needs to be tied to its label, hint and error message. */
export type FieldControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
};

/**
 * A label, the control, an optional hint and an error message. The control gets its
 * `aria-describedby` and `aria-invalid` from here, so every error is read with its field.
 */
export function Field({
  id,
  label,
  hint,
  error,
  note,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown in red, marks the control invalid. */
  error?: string;
  /** A neutral remark about the value (not an error), read with the field. */
  note?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const noteId = note ? `${id}-note` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, noteId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-coral-700">
          {error}
        </p>
      ) : null}
      {note ? (
        <p id={noteId} className="text-sm text-amber-900">
          {note}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The look shared by text inputs; `aria-invalid` turns the border red. */
export const inputClassName =
  "min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-inner placeholder:text-slate-500 focus-visible:border-ocean-600 aria-invalid:border-coral-700 aria-invalid:ring-1 aria-invalid:ring-coral-700";
