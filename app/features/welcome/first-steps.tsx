import { Link } from "react-router";
import { FIRST_STEPS } from "~/content/welcome";

/** The three first steps of the written welcome, each a link into the guides. */
export function FirstSteps({
  headingLevel: Heading = "h3",
  className,
}: {
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  return (
    <section aria-labelledby="first-steps" className={className}>
      <Heading id="first-steps" className="text-lg font-semibold text-ocean-900">
        Three first steps
      </Heading>
      <ol className="mt-3 space-y-3">
        {FIRST_STEPS.map((step, index) => (
          <li key={step.href} className="flex gap-3 rounded-xl border border-ocean-100 bg-white p-3">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-ocean-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-slate-900">{step.title}</p>
              <p className="text-sm text-slate-700">{step.detail}</p>
              <Link
                to={step.href}
                className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-ocean-800 underline underline-offset-2"
              >
                {step.action}
              </Link>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
