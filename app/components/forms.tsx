import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { CurrencyInput } from "./ui/currency-input";
import { inputClassName } from "./ui/field";

/**
 * The one family of form fields (as the Epic Stack's `components/forms.tsx`): each takes the
 * control's props (Conform's `getInputProps`, `getTextareaProps` or `getSelectProps`, or plain
 * ones for a form Conform does not check), a label and the field's messages, and ties them
 * together once: the label to the control, the message, a note and a hint to its
 * `aria-describedby`, the message to `aria-invalid`. A control's `className` replaces the
 * family's look (classes are joined, not merged: `cn`), for the rare control that looks different.
 */

export type ListOfErrors = ReadonlyArray<string | null | undefined> | null | undefined;

export { inputClassName };

const textareaClassName = cn(inputClassName, "min-h-32 py-2");

const labelClassName = "text-sm font-semibold text-slate-900";

/**
 * A field's messages as its description: the first one (the next shows once it is fixed, so a
 * field never reads out a list).
 */
export function ErrorList({ id, errors, className }: { id?: string; errors?: ListOfErrors; className?: string }) {
  const message = errors?.find(Boolean);
  if (!message) return null;
  return (
    <p id={id} className={cn("text-sm font-medium text-coral-700", className)}>
      {message}
    </p>
  );
}

/** The label's text; a `className` replaces its look. */
type LabelProps = { children: ReactNode; className?: string };

type FieldFrame = {
  labelProps: LabelProps;
  errors?: ListOfErrors;
  /** Marks the label "(optional)". */
  optional?: boolean;
  /** A neutral remark about the value (not an error), read with the field. */
  note?: ReactNode;
  /** How to fill it in, read with the field after its message. */
  hint?: ReactNode;
  className?: string;
};

/** What the family sets on a control: its id, and what describes it. */
type ControlWiring = { id: string; "aria-describedby"?: string; "aria-invalid"?: true };

/** Props as Conform's `get*Props` give them: `key` (new after a reset) goes on the element, not in its props. */
type WithKey = { key?: string | number | null };

function useWiring({
  id: givenId,
  errors,
  note,
  hint,
  describedBy,
}: {
  id: string | undefined;
  errors: ListOfErrors;
  note: ReactNode;
  hint: ReactNode;
  describedBy: string | undefined;
}) {
  const fallbackId = useId();
  const id = givenId ?? fallbackId;
  const invalid = Boolean(errors?.some(Boolean));
  const errorId = invalid ? `${id}-error` : undefined;
  const noteId = note ? `${id}-note` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  // Conform names the same message id itself when a field is invalid; any other description a
  // caller gives (a live rules list) is read after ours.
  const ids = [...new Set([errorId, noteId, hintId, ...(describedBy?.split(" ") ?? [])])].filter(Boolean);
  const control: ControlWiring = {
    id,
    "aria-describedby": ids.join(" ") || undefined,
    "aria-invalid": invalid ? true : undefined,
  };
  return { control, errorId, noteId, hintId };
}

function Frame({
  frame,
  id,
  wiring,
  children,
}: {
  frame: FieldFrame;
  id: string;
  wiring: ReturnType<typeof useWiring>;
  children: ReactNode;
}) {
  const { labelProps, errors, optional, note, hint, className } = frame;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={id} className={labelProps.className ?? labelClassName}>
        {labelProps.children}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {children}
      <ErrorList id={wiring.errorId} errors={errors} />
      {note ? (
        <p id={wiring.noteId} className="text-sm text-amber-900">
          {note}
        </p>
      ) : null}
      {hint ? (
        <p id={wiring.hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled single-line input, with an optional decorative icon inside it (placed by the caller's classes). */
export function Field({
  inputProps,
  icon,
  ...frame
}: FieldFrame & { inputProps: React.InputHTMLAttributes<HTMLInputElement> & WithKey; icon?: ReactNode }) {
  const { key, className, "aria-describedby": describedBy, ...props } = inputProps;
  const wiring = useWiring({ id: props.id, errors: frame.errors, note: frame.note, hint: frame.hint, describedBy });
  const input = <input key={key} {...props} {...wiring.control} className={className ?? inputClassName} />;
  return (
    <Frame frame={frame} id={wiring.control.id} wiring={wiring}>
      {icon ? (
        <div className="relative">
          {icon}
          {input}
        </div>
      ) : (
        input
      )}
    </Frame>
  );
}

/** A labelled dollar amount, shown as US currency while it is typed (ui/currency-input.tsx). */
export function CurrencyField({
  currencyProps,
  ...frame
}: FieldFrame & { currencyProps: React.ComponentProps<typeof CurrencyInput> }) {
  const { "aria-describedby": describedBy, ...props } = currencyProps;
  const wiring = useWiring({ id: props.id, errors: frame.errors, note: frame.note, hint: frame.hint, describedBy });
  return (
    <Frame frame={frame} id={wiring.control.id} wiring={wiring}>
      <CurrencyInput {...props} {...wiring.control} />
    </Frame>
  );
}

/** A labelled text area. */
export function TextareaField({
  textareaProps,
  ...frame
}: FieldFrame & { textareaProps: React.TextareaHTMLAttributes<HTMLTextAreaElement> & WithKey }) {
  const { key, className, "aria-describedby": describedBy, ...props } = textareaProps;
  const wiring = useWiring({ id: props.id, errors: frame.errors, note: frame.note, hint: frame.hint, describedBy });
  return (
    <Frame frame={frame} id={wiring.control.id} wiring={wiring}>
      <textarea key={key} rows={6} {...props} {...wiring.control} className={className ?? textareaClassName} />
    </Frame>
  );
}

/** A labelled select; its options are the children. */
export function SelectField({
  selectProps,
  children,
  ...frame
}: FieldFrame & { selectProps: React.SelectHTMLAttributes<HTMLSelectElement> & WithKey; children: ReactNode }) {
  const { key, className, "aria-describedby": describedBy, ...props } = selectProps;
  const wiring = useWiring({ id: props.id, errors: frame.errors, note: frame.note, hint: frame.hint, describedBy });
  return (
    <Frame frame={frame} id={wiring.control.id} wiring={wiring}>
      <select key={key} {...props} {...wiring.control} className={className ?? inputClassName}>
        {children}
      </select>
    </Frame>
  );
}

/** A checkbox with its label beside it (the whole row is the touch target), and its message under it. */
export function CheckboxField({
  labelProps,
  buttonProps,
  errors,
  className,
}: {
  labelProps: LabelProps;
  buttonProps: Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> & WithKey;
  errors?: ListOfErrors;
  className?: string;
}) {
  const { key, className: inputClass, "aria-describedby": describedBy, ...props } = buttonProps;
  const wiring = useWiring({ id: props.id, errors, note: undefined, hint: undefined, describedBy });
  return (
    <div className={className}>
      <label
        htmlFor={wiring.control.id}
        className={cn("flex min-h-11 items-center gap-2", labelClassName, labelProps.className)}
      >
        <input
          key={key}
          type="checkbox"
          {...props}
          {...wiring.control}
          className={cn("size-5 accent-ocean-700", inputClass)}
        />
        {labelProps.children}
      </label>
      <ErrorList id={wiring.errorId} errors={errors} />
    </div>
  );
}
