import { Link } from "react-router";
import { NumberedSteps } from "~/components/ui/numbered-steps";
import { FIRST_STEPS } from "~/content/welcome";

/**
 * The three first steps of the written welcome, each with a link into the tools. On the home
 * page the section is an h3 (under the welcome section's h2) and its steps plain text; on the
 * welcome page it is an h2 and its steps h3.
 */
export function FirstSteps({
  headingLevel: Heading = "h3",
  className,
}: {
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const steps = FIRST_STEPS.map((step) => ({
    title: step.title,
    detail: (
      <>
        {step.detail}{" "}
        <Link
          to={step.href}
          className="inline-flex min-h-11 items-center font-semibold text-ocean-800 underline underline-offset-2"
        >
          {step.action}
        </Link>
      </>
    ),
  }));
  return (
    <section aria-labelledby="first-steps" className={className}>
      <Heading id="first-steps" className="text-lg font-semibold text-ocean-900">
        Three first steps
      </Heading>
      <NumberedSteps steps={steps} titleAs={Heading === "h2" ? "h3" : "p"} className="mt-3 grid" />
    </section>
  );
}
