import { Link } from "react-router";
import { Card, CardTitle } from "~/components/ui/card";
import { TableScroll } from "~/components/ui/table-scroll";
import { readableDate } from "./calendar-date";
import type { PlanItem } from "./due-dates";
import { COMPRESSED_MODE_DAYS } from "./move-limits";
import type { OrdersChangePreview, PlanRisk } from "./orders-change";
import { BASIS_LABEL } from "./plan-basis";

/**
 * What a changed report date does to the plan, shown before the family saves it (issue 35):
 * the risks first (what can no longer happen as planned, and the options), then either every
 * moved date or, under 60 days to report, only what must happen, in order.
 */
export function OrdersChangePreviewView({ preview }: { preview: OrdersChangePreview }) {
  return (
    <div className="space-y-6">
      <RiskList risks={preview.risks} />
      {preview.compressed ? (
        <Card tone="highlight" aria-labelledby="critical-path-heading">
          <CardTitle id="critical-path-heading">
            {preview.daysToReport < 0
              ? "What must happen now, in order"
              : `${preview.daysToReport} days to report: what must happen, in order`}
          </CardTitle>
          <p className="mt-1 text-sm text-slate-700">
            Under {COMPRESSED_MODE_DAYS} days, the plan shows only official deadlines, your report day and what has no
            time left. Everything else stays on your plan.
          </p>
          <ItemList items={preview.criticalPath} empty="Nothing left that must happen before you report." />
        </Card>
      ) : (
        <>
          <Card aria-labelledby="moves-heading">
            <CardTitle id="moves-heading">What moves ({preview.moves.length})</CardTitle>
            {preview.moves.length ? (
              <TableScroll label="Items whose date changes" className="mt-3">
                <table className="w-full text-left text-sm">
                  <thead>
                    <tr className="border-b border-ocean-100">
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        Item
                      </th>
                      <th scope="col" className="py-2 pr-3 font-semibold">
                        Was due
                      </th>
                      <th scope="col" className="py-2 font-semibold">
                        Now due
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.moves.map((move) => (
                      <tr key={move.id} className="border-b border-ocean-50 align-top">
                        <th scope="row" className="py-2 pr-3 font-normal">
                          {move.title}
                        </th>
                        <td className="py-2 pr-3 whitespace-nowrap">{readableDate(move.from)}</td>
                        <td className="py-2 whitespace-nowrap font-medium">{readableDate(move.to)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            ) : (
              <p className="mt-2 text-sm text-slate-700">No date changes on the items you have not done.</p>
            )}
          </Card>
          <Card aria-labelledby="new-path-heading">
            <CardTitle id="new-path-heading">The new critical path</CardTitle>
            <p className="mt-1 text-sm text-slate-700">
              Official deadlines, your report day and anything already late on the new dates.
            </p>
            <ItemList items={preview.criticalPath} empty="Nothing on the critical path is left to do." />
          </Card>
        </>
      )}
      {preview.added.length || preview.removed.length ? (
        <Card aria-labelledby="changed-items-heading">
          <CardTitle id="changed-items-heading">Items your changed answers add or take away</CardTitle>
          {preview.added.length ? (
            <>
              <h3 className="mt-3 font-semibold text-ocean-900">Added</h3>
              <ItemList items={preview.added} empty="" />
            </>
          ) : null}
          {preview.removed.length ? (
            <>
              <h3 className="mt-3 font-semibold text-ocean-900">No longer on your plan</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {preview.removed.map((item) => (
                  <li key={item.id}>{item.title}</li>
                ))}
              </ul>
            </>
          ) : null}
        </Card>
      ) : null}
      {preview.ownItemsAfterReport.length ? (
        <Card tone="sand" aria-labelledby="own-after-heading">
          <CardTitle id="own-after-heading">Your own items dated after the new report date</CardTitle>
          <p className="mt-1 text-sm text-slate-700">
            They keep their dates: change them on your plan if they must now come sooner.
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {preview.ownItemsAfterReport.map((item) => (
              <li key={item.id}>
                {item.title}
                {item.dueDate ? ` (${readableDate(item.dueDate)})` : null}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}

function RiskList({ risks }: { risks: readonly PlanRisk[] }) {
  if (!risks.length)
    return (
      <Card tone="success" aria-labelledby="risks-heading">
        <CardTitle id="risks-heading" tone="success">
          Nothing becomes impossible
        </CardTitle>
        <p className="mt-1 text-sm">Every step on your plan can still be done in time on the new dates.</p>
      </Card>
    );
  return (
    <Card tone="highlight" aria-labelledby="risks-heading">
      <CardTitle id="risks-heading">Now impossible or at risk ({risks.length})</CardTitle>
      <ul className="mt-3 space-y-4">
        {risks.map((risk) => (
          <li key={`${risk.kind}:${risk.itemId}`}>
            <h3 className="font-semibold text-ocean-900">{risk.title}</h3>
            <p className="mt-1 text-sm">{risk.reason}</p>
            <p className="mt-2 text-sm font-medium">Your options:</p>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
              {risk.options.map((option) => (
                <li key={option}>{option}</li>
              ))}
            </ul>
            <Link to={risk.guidePath} className="mt-2 inline-block text-sm font-medium text-ocean-700 underline">
              Read the guide
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function ItemList({ items, empty }: { items: readonly PlanItem[]; empty: string }) {
  if (!items.length) return empty ? <p className="mt-2 text-sm text-slate-700">{empty}</p> : null;
  return (
    <ol className="mt-3 space-y-2">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap gap-x-3 text-sm">
          <span className="font-medium whitespace-nowrap">{readableDate(item.dueDate)}</span>
          <span>{item.title}</span>
          <span className="text-slate-600">{BASIS_LABEL[item.basis]}</span>
        </li>
      ))}
    </ol>
  );
}
