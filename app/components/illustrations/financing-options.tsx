import type { ComponentProps } from "react";
import { IllustrationFrame } from "./illustration-frame";

/** Financing: a loan document beside a stack of coins. */
export function FinancingOptionsIllustration(props: ComponentProps<"svg">) {
  return (
    <IllustrationFrame {...props}>
      <path d="M42 28h36l14 14v66H42z" />
      <path d="M78 28v14h14M52 60h30M52 72h30M52 84h18" fill="none" />
      <g className="fill-coral-600">
        <path d="M98 80v24a15 5 0 0 0 30 0V80" />
        <path d="M98 88a15 5 0 0 0 30 0M98 96a15 5 0 0 0 30 0" fill="none" />
        <ellipse cx="113" cy="80" rx="15" ry="5" />
      </g>
    </IllustrationFrame>
  );
}
