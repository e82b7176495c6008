import { useState } from "react";
import { Slider } from "~/components/ui/slider";
import { formatUsd } from "../money";

export type CreditSliderRange = { min: number; max: number; step: number; initial: number };

/** A price slider with the credit it earns, updated as the slider moves. */
export function CreditSlider({
  label,
  range,
  credit,
  creditLabel,
  rateText,
}: {
  label: string;
  range: CreditSliderRange;
  credit: (price: number) => number;
  /** e.g. "Veterans credit". */
  creditLabel: string;
  /** How the credit is worked out, e.g. "$625 for every $100,000". */
  rateText: string;
}) {
  const [price, setPrice] = useState(range.initial);
  const formatPrice = (value: number) => formatUsd(value);
  return (
    <div className="flex flex-col gap-4">
      <Slider
        label={label}
        value={price}
        onValueChange={setPrice}
        min={range.min}
        max={range.max}
        step={range.step}
        formatValue={formatPrice}
        description={`Use the arrow keys for ${formatUsd(range.step)} steps; Shift+arrow or Page Up/Down for ${formatUsd(range.step * 10)}.`}
      />
      <p aria-live="polite" className="rounded-lg bg-ocean-50 p-4 text-slate-800">
        <span className="block text-sm">
          {creditLabel} on {formatUsd(price)} ({rateText})
        </span>
        <span className="text-2xl font-bold tabular-nums text-ocean-900">{formatUsd(credit(price))}</span>
      </p>
    </div>
  );
}
