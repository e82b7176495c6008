import { FUNDING_FEE_EXEMPT_GROUPS } from "~/content/va-funding-fee-exemptions";

/** The VA's five exempt groups under a funding-fee checkbox, folded so the form stays short on a phone. */
export function FundingFeeExemptList() {
  return (
    <details className="mt-1 text-sm text-slate-700">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-ocean-800">
        Who is exempt from the VA funding fee
      </summary>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {FUNDING_FEE_EXEMPT_GROUPS.map((group) => (
          <li key={group}>{group}</li>
        ))}
      </ul>
    </details>
  );
}
