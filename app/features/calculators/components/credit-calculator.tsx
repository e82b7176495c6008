import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { CurrencyField } from "~/components/forms";
import { currencyDigits } from "~/components/ui/currency-input";
import { BUYER_SELLER_CREDIT_PER_100K } from "~/content/program-figures";
import { CREDIT_PRICE_PARAM, parseHomePrice, type CreditQuery } from "../credit-query";
import { formatDollars } from "~/lib/money";

/**
 * Home price in, buyer/seller credit out, only after Calculate Reward is pressed. The form is a
 * real GET form: without JavaScript the browser sends `?price=…` and the server renders the
 * result; with it, the page reads the price here and changes only the query string.
 */
export function CreditCalculator({
  query,
  action,
  keep = {},
}: {
  query: CreditQuery;
  action: string;
  /** Other values of the page's query string, sent along without JavaScript so none is lost. */
  keep?: Record<string, string>;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [digits, setDigits] = useState(() => currencyDigits(query.priceText));

  return (
    <div>
      <form
        method="get"
        action={action}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const price = parseHomePrice(digits);
          // SPEC.md §5: nothing happens when the price is not a number.
          if (price === null) return;
          navigate(`${action}?${new URLSearchParams({ [CREDIT_PRICE_PARAM]: String(price) })}`, {
            preventScrollReset: true,
          });
        }}
      >
        <CurrencyField
          className="sm:w-72"
          labelProps={{ children: "Home price" }}
          errors={[query.error]}
          currencyProps={{
            id: `${id}-price`,
            name: CREDIT_PRICE_PARAM,
            value: digits,
            onValueChange: setDigits,
            placeholder: "$750,000",
          }}
        />
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit">Calculate Reward</Button>
      </form>
      <div aria-live="polite" className="mt-4">
        {query.price !== null && query.credit !== null ? (
          <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4">
            <p className="text-sm text-slate-700">Your estimated buyer/seller credit</p>
            <p className="text-3xl font-bold tabular-nums text-emerald-900">{formatDollars(query.credit)}</p>
            <p className="mt-1 text-sm text-slate-700">
              On a {formatDollars(query.price)} home at {formatDollars(BUYER_SELLER_CREDIT_PER_100K)} for every $100,000
              of the price.
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
