import { Card, CardTitle } from "~/components/ui/card";

/** One line of a side-by-side comparison, already formatted for display. */
export type ComparisonRow = { label: string; assumption: string; newLoan: string };

/**
 * The assumption path against a new loan, as a table that reads well on a phone. Figures are
 * computed by the calculators' engine in the route and passed in formatted.
 */
export function PaymentComparison({
  title,
  caption,
  rows,
  total,
  savings,
}: {
  title: string;
  caption: string;
  rows: ComparisonRow[];
  total: ComparisonRow;
  savings: { label: string; value: string }[];
}) {
  return (
    <Card aria-labelledby="worked-example-heading" data-testid="worked-example">
      <CardTitle id="worked-example-heading" as="h3">
        {title}
      </CardTitle>
      <div className="mt-3">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left text-slate-700">{caption}</caption>
          <thead>
            <tr className="border-b border-ocean-100 text-slate-900">
              <th scope="col" className="py-2 pr-2 font-semibold">
                Monthly payment
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-semibold">
                Assumption + GAP
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                New loan
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-ocean-50">
                <th scope="row" className="py-2 pr-2 font-normal text-slate-700">
                  {row.label}
                </th>
                <td className="py-2 pr-2 text-right tabular-nums">{row.assumption}</td>
                <td className="py-2 text-right tabular-nums">{row.newLoan}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-bold text-slate-900">
              <th scope="row" className="py-2 pr-2">
                {total.label}
              </th>
              <td className="py-2 pr-2 text-right tabular-nums">{total.assumption}</td>
              <td className="py-2 text-right tabular-nums">{total.newLoan}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <dl className="mt-4 grid gap-3 @xl/main:grid-cols-3">
        {savings.map((item) => (
          <div key={item.label} className="rounded-lg bg-emerald-50 p-3">
            <dt className="text-sm text-slate-700">{item.label}</dt>
            <dd className="text-xl font-bold text-emerald-900 tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
