import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Slider } from "~/components/ui/slider";
import type { PriceSliderRange } from "~/content/programs";
import { formatDollars } from "~/lib/money";

/**
 * A price slider with the credit it earns, updated as the slider moves. It belongs in a GET
 * form (the page's): without JavaScript the slider still moves but nothing recomputes, so a
 * submit button sends `?<range.param>=<price>` and the server renders the credit for it. With
 * JavaScript the figures follow the slider and the button is never shown (`<noscript>`, as the
 * TLA hotels filter does, so nothing shifts when the page hydrates).
 */
export function CreditSlider({
  label,
  range,
  initialPrice = range.initial,
  credit,
  creditLabel,
  rateText,
}: {
  label: string;
  range: PriceSliderRange;
  /** Where the slider starts: the price the page was asked for, else `range.initial`. */
  initialPrice?: number;
  credit: (price: number) => number;
  /** e.g. "Veterans credit". */
  creditLabel: string;
  /** How the credit is worked out, e.g. "$625 for every $100,000". */
  rateText: string;
}) {
  const [price, setPrice] = useState(initialPrice);
  const formatPrice = (value: number) => formatDollars(value);
  return (
    <div className="flex flex-col gap-4">
      <Slider
        label={label}
        name={range.param}
        value={price}
        onValueChange={setPrice}
        min={range.min}
        max={range.max}
        step={range.step}
        formatValue={formatPrice}
        description={`Use the arrow keys for ${formatDollars(range.step)} steps; Shift+arrow or Page Up/Down for ${formatDollars(range.step * 10)}.`}
      />
      <noscript>
        <Button type="submit" variant="outline" size="sm">
          Show the {creditLabel.toLowerCase()}
        </Button>
      </noscript>
      <p aria-live="polite" className="rounded-lg bg-ocean-50 p-4 text-slate-800">
        <span className="block text-sm">
          {creditLabel} on {formatDollars(price)} ({rateText})
        </span>
        <span className="text-2xl font-bold tabular-nums text-ocean-900">{formatDollars(credit(price))}</span>
      </p>
    </div>
  );
}
