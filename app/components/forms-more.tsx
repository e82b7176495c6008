import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import {
  ErrorList,
  Frame,
  labelClassName,
  type FieldFrame,
  type LabelProps,
  type ListOfErrors,
  type WithKey,
} from "./forms";
import { inputClassName } from "./ui/field";

/**
 * The field family's text area, select and checkbox (components/forms.tsx has the frame, the
 * one-line fields and the messages), apart so that a page of one-line fields does not load them.
 */

const textareaClassName = cn(inputClassName, "min-h-32 py-2");

/** A label's "(optional)", after its text: `labelProps={{ children: <>Email<Optional /></> }}`. */
export function Optional() {
  return <span className="font-normal text-slate-600"> (optional)</span>;
}

/** A labelled text area. */
export function TextareaField({
  textareaProps: { key, className, "aria-describedby": _conform, ...props },
  ...frame
}: FieldFrame & { textareaProps: React.TextareaHTMLAttributes<HTMLTextAreaElement> & WithKey }) {
  return (
    <Frame
      frame={frame}
      id={props.id}
      render={(control) => (
        <textarea key={key} rows={6} {...props} {...control} className={className ?? textareaClassName} />
      )}
    />
  );
}

/** A labelled select; its options are the children. */
export function SelectField({
  selectProps: { key, className, "aria-describedby": _conform, ...props },
  children,
  ...frame
}: FieldFrame & { selectProps: React.SelectHTMLAttributes<HTMLSelectElement> & WithKey; children: ReactNode }) {
  return (
    <Frame
      frame={frame}
      id={props.id}
      render={(control) => (
        <select key={key} {...props} {...control} className={className ?? inputClassName}>
          {children}
        </select>
      )}
    />
  );
}

/** A checkbox with its label beside it (the whole row is the touch target), and its message under it. */
export function CheckboxField({
  labelProps,
  buttonProps: { key, className, ...props },
  errors,
}: {
  labelProps: LabelProps;
  buttonProps: Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> & WithKey;
  errors?: ListOfErrors;
}) {
  const invalid = Boolean(errors?.some(Boolean));
  const errorId = invalid ? `${props.id}-error` : undefined;
  return (
    <div>
      <label className={cn("flex min-h-11 items-center gap-2", labelClassName)}>
        <input
          key={key}
          type="checkbox"
          {...props}
          aria-describedby={errorId}
          aria-invalid={invalid || undefined}
          className={className ?? "size-5 accent-ocean-700"}
        />
        {labelProps.children}
      </label>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
