import type { ComponentProps } from "react";
import { IllustrationFrame } from "./illustration-frame";

/** New construction: a house frame going up under a crane. */
export function NewConstructionIllustration(props: ComponentProps<"svg">) {
  return (
    <IllustrationFrame {...props}>
      <path d="M24 108V78l28-24 28 24v30M24 90h56M38 108V66M52 108V54M66 108V66" fill="none" />
      <g className="stroke-coral-600" fill="none">
        <path d="M104 108V34h10v74M104 46l10 12-10 12 10 12-10 12 10 12M90 34h58" />
        <path d="M140 34v22" strokeWidth="2" />
      </g>
      <rect x="90" y="36" width="10" height="10" className="fill-ocean-800" />
      <path d="M128 56h24v8h-24z" className="fill-ocean-800" />
    </IllustrationFrame>
  );
}
