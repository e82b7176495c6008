import { Link } from "react-router";
import { NumberedSteps } from "~/components/ui/numbered-steps";
import type { PagePath } from "~/content/pages";
import { dueRelativeText, planRulesForGuide } from "./relative-due";

/**
 * A guide's "what you need to do": the dated plan's items for this guide, in order, each with
 * when it falls relative to the move (the plan itself turns these into calendar dates).
 */
export function GuideTimeline({ path }: { path: PagePath }) {
  const rules = planRulesForGuide(path);
  return (
    <>
      <NumberedSteps
        steps={rules.map((rule) => ({ title: rule.title, when: dueRelativeText(rule), detail: rule.hint }))}
      />
      <p className="mt-4 text-slate-700">
        <Link to="/plan" className="font-semibold text-ocean-800 underline underline-offset-2">
          Put these on your dated Hawaii PCS plan
        </Link>
        : the same steps as calendar dates from your report date.
      </p>
    </>
  );
}
