import { useLayoutEffect, useRef, type ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { inputClassName } from "./field";

const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** The digits of a typed amount, without leading zeros ("$1,2a00" → "1200"). */
export function currencyDigits(text: string, maxDigits = 16): string {
  return text
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "")
    .slice(0, maxDigits);
}

/** Whole-dollar US currency for a string of digits: "750000" → "$750,000"; "" stays "". */
export function formatCurrencyDigits(digits: string): string {
  if (digits === "") return "";
  // Group by hand: digits past 2^53 must not be rounded by Number().
  return `$${digits.length <= 15 ? grouped.format(Number(digits)) : digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** Where the caret goes in `formatted` so that `digitsBefore` digits stand to its left. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return formatted.startsWith("$") ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!)) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

type CurrencyInputProps = Omit<ComponentProps<"input">, "value" | "defaultValue" | "onChange" | "type"> & {
  /** The amount as plain digits ("750000"), or "" when empty; other text is shown unformatted. */
  value: string;
  onValueChange: (digits: string) => void;
};

/**
 * A whole-dollar amount field: keeps only digits and shows them as US currency while the
 * user types ("$750,000"), keeping the caret beside the digit it was next to. Deleting a
 * comma deletes the digit beside it instead, as people expect. Without JavaScript it is a
 * plain text field whose value the server reads after removing "$" and ",".
 */
export function CurrencyInput({ value, onValueChange, className, ...props }: CurrencyInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);
  // Anything but plain digits (a value sent in a link that failed validation) is shown as sent.
  const formatted = /^\d*$/.test(value) ? formatCurrencyDigits(value) : value;

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
      inputMode="numeric"
      autoComplete="off"
      value={formatted}
      className={cn(inputClassName, "tabular-nums", className)}
      onChange={(event) => {
        const input = event.currentTarget;
        const text = input.value;
        const caret = input.selectionStart ?? text.length;
        let digitsBefore = text.slice(0, caret).replace(/\D/g, "").length;
        let digits = text.replace(/\D/g, "");
        const inputType = (event.nativeEvent as InputEvent).inputType ?? "";
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
