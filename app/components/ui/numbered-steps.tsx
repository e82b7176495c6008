import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { GlossedText } from "./glossed-text";

export type NumberedStep = {
  title: string;
  detail: ReactNode;
  /** When to do it, relative to the move: "About 5 months before the day you land in Hawaii". */
  when?: string;
};

/**
 * An ordered list of steps, each with its number in a circle. Step titles are h3 headings
 * where they continue the page outline, or plain text for a checklist.
 */
export function NumberedSteps({
  steps,
  titleAs: Title = "h3",
  className,
}: {
  steps: readonly NumberedStep[];
  titleAs?: "h3" | "p";
  className?: string;
}) {
  return (
    <ol className={cn("gap-3", className ?? "grid")}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-3 rounded-xl border border-ocean-100 bg-white p-4">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-ocean-700 text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <Title className="font-semibold text-ocean-900">{step.title}</Title>
            {step.when ? <p className="mt-0.5 text-sm font-semibold text-ocean-800">{step.when}</p> : null}
            <p className="mt-1 text-slate-700">
              {typeof step.detail === "string" ? <GlossedText>{step.detail}</GlossedText> : step.detail}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
