import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { CurrencyInput } from "./ui/currency-input";
import { inputClassName } from "./ui/field";

/**
 * The one family of form fields (as the Epic Stack's `components/forms.tsx`): each takes the
 * control's props (Conform's `getInputProps`, `getTextareaProps` or `getSelectProps`, or plain
 * ones for a form Conform does not check), a label and the field's messages, and ties them
 * together once: the label to the control, the message, a note and a hint to its
 * `aria-describedby`, the message to `aria-invalid`. Every control has its id (Conform's, or the
 * caller's). A control's `className` replaces the family's look (classes are joined, not merged:
 * `cn`), for the rare control that looks different. The text area, select and checkbox are in
 * forms-more.tsx, so that a page of one-line fields (the calculators, within their size budget)
 * does not load them.
 */

export type ListOfErrors = ReadonlyArray<string | null | undefined> | null | undefined;

export { inputClassName };

export const labelClassName = "text-sm font-semibold text-slate-900";

/**
 * A field's messages as its description: the first one (the next shows once it is fixed, so a
 * field never reads out a list).
 */
export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const message = errors?.find(Boolean);
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-coral-700">
      {message}
    </p>
  );
}

/** The label's text. */
export type LabelProps = { children: ReactNode };

export type FieldFrame = {
  labelProps: LabelProps;
  errors?: ListOfErrors;
  /** A neutral remark about the value (not an error), read with the field. */
  note?: ReactNode;
  /** How to fill it in, read with the field after its message. */
  hint?: ReactNode;
  /** Another element that describes the control (a live rules list), read last. */
  describedBy?: string;
  className?: string;
};

/** What the family sets on a control: its id, and what describes it. */
type ControlWiring = { id: string; "aria-describedby"?: string; "aria-invalid"?: true };

/** Props as Conform's `get*Props` give them: `key` (new after a reset) goes on the element, not in its props. */
export type WithKey = { key?: string | number | null; id: string };

/**
 * The frame every field shares: the label, the control (`render`, given its wiring), then the
 * message, the note and the hint, each named in the control's `aria-describedby`. The control's
 * own `aria-describedby` from Conform names the same message (`${id}-error`): the fields drop it.
 */
export function Frame({
  frame: { labelProps, errors, note, hint, describedBy, className },
  id,
  render,
}: {
  frame: FieldFrame;
  id: string;
  render: (control: ControlWiring) => ReactNode;
}) {
  const invalid = Boolean(errors?.some(Boolean));
  const errorId = invalid ? `${id}-error` : undefined;
  const noteId = note ? `${id}-note` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const ids = [errorId, noteId, hintId, describedBy].filter(Boolean);
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={id} className={labelClassName}>
        {labelProps.children}
      </label>
      {render({ id, "aria-describedby": ids.join(" ") || undefined, "aria-invalid": invalid || undefined })}
      <ErrorList id={errorId} errors={errors} />
      {note ? (
        <p id={noteId} className="text-sm text-amber-900">
          {note}
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

/** A labelled single-line input. */
export function Field({
  inputProps: { key, className, "aria-describedby": _conform, ...props },
  ...frame
}: FieldFrame & { inputProps: React.InputHTMLAttributes<HTMLInputElement> & WithKey }) {
  return (
    <Frame
      frame={frame}
      id={props.id}
      render={(control) => <input key={key} {...props} {...control} className={className ?? inputClassName} />}
    />
  );
}

/** A labelled dollar amount, shown as US currency while it is typed (ui/currency-input.tsx). */
export function CurrencyField({
  currencyProps: { "aria-describedby": _conform, ...props },
  ...frame
}: FieldFrame & { currencyProps: React.ComponentProps<typeof CurrencyInput> & { id: string } }) {
  return <Frame frame={frame} id={props.id} render={(control) => <CurrencyInput {...props} {...control} />} />;
}
