import { useId, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/** Steps moved by Shift+arrow and Page Up/Down, as the slider's description tells visitors. */
const BIG_STEP = 10;

/**
 * A labelled single-value slider on the browser's own range input: it snaps to the step,
 * clamps to min and max, moves one step on the arrow keys and jumps to min and max on Home
 * and End by itself. This adds ten steps on Shift+arrow and Page Up/Down (browsers disagree
 * on Page Up/Down), the visible label, the announced value text and the min and max shown
 * under the track.
 */
export function Slider({
  label,
  value,
  onValueChange,
  min,
  max,
  step,
  formatValue,
  description,
  name,
  className,
}: {
  label: ReactNode;
  value: number;
  onValueChange: (value: number) => void;
  min: number;
  max: number;
  step: number;
  /** How a value is shown and announced, e.g. "$750,000". */
  formatValue: (value: number) => string;
  /** Read after the label: e.g. what the slider changes. */
  description?: ReactNode;
  /** The field's name when the slider sits in a form (sent without JavaScript). */
  name?: string;
  className?: string;
}) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const moveBigStep = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps = bigStepsFor(event);
    if (steps === 0) return;
    event.preventDefault();
    onValueChange(Math.min(max, Math.max(min, value + steps * step)));
  };
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {label}
        </label>
        <output htmlFor={id} aria-hidden="true" className="text-lg font-bold tabular-nums text-ocean-900">
          {formatValue(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        name={name}
        value={value}
        min={min}
        max={max}
        step={step}
        onChange={(event) => onValueChange(Number(event.currentTarget.value))}
        onKeyDown={moveBigStep}
        aria-valuetext={formatValue(value)}
        aria-describedby={descriptionId}
        className="h-11 w-full cursor-pointer accent-ocean-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ocean-600"
      />
      <div className="flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{formatValue(min)}</span>
        <span>{formatValue(max)}</span>
      </div>
      {description ? (
        <p id={descriptionId} className="text-sm text-slate-700">
          {description}
        </p>
      ) : null}
    </div>
  );
}

/** Big steps a key asks for: +10, −10, or 0 when the input's own handling is right. */
function bigStepsFor(event: KeyboardEvent): number {
  if (event.key === "PageUp") return BIG_STEP;
  if (event.key === "PageDown") return -BIG_STEP;
  if (!event.shiftKey) return 0;
  if (event.key === "ArrowRight" || event.key === "ArrowUp") return BIG_STEP;
  if (event.key === "ArrowLeft" || event.key === "ArrowDown") return -BIG_STEP;
  return 0;
}
