import { useLayoutEffect, useRef, type ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { inputClassName } from "./field";

/** Plain amount text as the field keeps it: digits, then optionally "." and up to two cents digits. */
export const AMOUNT_TEXT = /^\d*(\.\d{0,2})?$/;

/**
 * The amount in typed text, as plain digits with at most one "." and two cents digits, without
 * leading zeros: "$1,2a00" → "1200", "$600,000.55" → "600000.55", "1.999" → "1.99". A third
 * cents digit is dropped as it is typed, like a seventeenth dollar digit.
 */
export function currencyDigits(text: string, maxDigits = 16): string {
  const [whole = "", ...rest] = text.replace(/[^\d.]/g, "").split(".");
  const dollars = whole.replace(/^0+(?=\d)/, "").slice(0, maxDigits);
  return rest.length ? `${dollars}.${rest.join("").slice(0, 2)}` : dollars;
}

/** US currency for amount text: "750000" → "$750,000", "600000.5" → "$600,000.5"; "" stays "". */
export function formatCurrencyDigits(digits: string): string {
  // Group by hand: digits past 2^53 must not be rounded by Number().
  return digits && `$${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** Where the caret goes in `formatted` so that `digitsBefore` digits (and ".") stand to its left. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return formatted.startsWith("$") ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/[\d.]/.test(formatted[index]!)) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

type CurrencyInputProps = Omit<ComponentProps<"input">, "value" | "defaultValue" | "onChange" | "type"> & {
  /** The amount as plain text ("750000", "750000.5"), or "" when empty; other text is shown unformatted. */
  value: string;
  onValueChange: (digits: string) => void;
};

/**
 * A dollar amount field: keeps only digits and a decimal point (two cents digits at most) and
 * shows them as US currency while the user types ("$750,000.50"), keeping the caret beside
 * the digit it was next to. Deleting a comma deletes the digit beside it instead, as people
 * expect, and a second "." is ignored. Without JavaScript it is a plain text field whose value
 * the server reads after removing "$" and ",".
 */
export function CurrencyInput({ value, onValueChange, className, ...props }: CurrencyInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  // Anything but plain amount text (a value sent in a link that failed validation) is shown as sent.
  const formatted = AMOUNT_TEXT.test(value) ? formatCurrencyDigits(value) : value;

  // Restoring the caret after React rewrites the value is a real DOM synchronisation.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  return (
    <input
      {...props}
      ref={inputRef}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={formatted}
      className={cn(inputClassName, "tabular-nums", className)}
      onChange={(event) => {
        const input = event.currentTarget;
        const text = input.value;
        const caret = input.selectionStart ?? text.length;
        let digitsBefore = text.slice(0, caret).replace(/[^\d.]/g, "").length;
        let digits = text.replace(/[^\d.]/g, "");
        const inputType = (event.nativeEvent as InputEvent).inputType ?? "";
        // A second decimal point is ignored rather than moving the first.
        if (value.includes(".") && digits.split(".").length > 2) {
          digits = value;
          digitsBefore -= 1;
        }
        // Only a "$" or "," went: take the digit beside it, so deleting is never stuck.
        if (digits === value && text.length < formatted.length) {
          if (inputType === "deleteContentBackward" && digitsBefore > 0) {
            digits = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
            digitsBefore -= 1;
          } else if (inputType === "deleteContentForward") {
            digits = digits.slice(0, digitsBefore) + digits.slice(digitsBefore + 1);
          }
        }
        const leadingZeros = digits.length - digits.replace(/^0+(?=\d)/, "").length;
        const next = currencyDigits(digits);
        pendingCaret.current = caretAfterDigits(
          formatCurrencyDigits(next),
          Math.min(next.length, Math.max(0, digitsBefore - leadingZeros)),
        );
        onValueChange(next);
        // The same digits render the same text, so React will not rewrite it: place the caret now.
        if (next === value) {
          input.value = formatCurrencyDigits(next);
          input.setSelectionRange(pendingCaret.current, pendingCaret.current);
          pendingCaret.current = null;
        }
      }}
    />
  );
}
