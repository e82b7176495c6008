import { Slider as SliderPrimitive } from "radix-ui";
import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A labelled single-value slider (Radix). Radix already snaps to the step, clamps to min and
 * max, moves one step on the arrow keys, ten on PageUp/PageDown and Shift+arrow, and jumps to
 * min and max on Home and End; this adds the visible label, the announced value text and the
 * min and max shown under the track.
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
  className?: string;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-semibold text-slate-900">
          {label}
        </span>
        <output aria-hidden="true" className="text-lg font-bold tabular-nums text-ocean-900">
          {formatValue(value)}
        </output>
      </div>
      <SliderPrimitive.Root
        value={[value]}
        onValueChange={([next]) => {
          if (next !== undefined) onValueChange(next);
        }}
        min={min}
        max={max}
        step={step}
        className="relative flex h-11 w-full touch-none items-center select-none"
      >
        <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-ocean-100">
          <SliderPrimitive.Range className="absolute h-full bg-ocean-700" />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          aria-valuetext={formatValue(value)}
          className="block size-7 rounded-full border-2 border-ocean-700 bg-white shadow-md transition-colors hover:bg-ocean-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ocean-600"
        />
      </SliderPrimitive.Root>
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
