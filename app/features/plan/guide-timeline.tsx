import { Link } from "react-router";
import { NumberedSteps } from "~/components/ui/numbered-steps";
import type { GuideStep } from "./relative-due";

/**
 * A guide's "what you need to do": the dated plan's items for the guide (relative-due.ts's
 * `guideSteps`, from the page's loader), in order, each with when it falls relative to the move.
 * The plan itself turns them into calendar dates.
 */
export function GuideTimeline({ steps }: { steps: readonly GuideStep[] }) {
  return (
    <>
      <NumberedSteps steps={steps} />
      <p className="mt-4 text-slate-700">
        <Link to="/plan" className="font-semibold text-ocean-800 underline underline-offset-2">
          Put these on your dated Hawaii PCS plan
        </Link>
        : the same steps as calendar dates from your report date.
      </p>
    </>
  );
}
