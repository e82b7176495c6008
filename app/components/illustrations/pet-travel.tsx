import type { ComponentProps } from "react";
import { IllustrationFrame } from "./illustration-frame";

/** Pet travel: a pet carrier with a paw print. */
export function PetTravelIllustration(props: ComponentProps<"svg">) {
  return (
    <IllustrationFrame {...props}>
      <path d="M66 48v-8a6 6 0 0 1 6-6h16a6 6 0 0 1 6 6v8" fill="none" />
      <rect x="40" y="48" width="80" height="58" rx="9" />
      <rect x="48" y="58" width="34" height="38" rx="4" className="fill-ocean-50" />
      <path d="M57 58v38M65 58v38M73 58v38" fill="none" />
      <g className="fill-coral-600" stroke="none">
        <ellipse cx="101" cy="84" rx="8" ry="7" />
        <circle cx="92" cy="74" r="3.5" />
        <circle cx="98" cy="68" r="3.5" />
        <circle cx="105" cy="68" r="3.5" />
        <circle cx="111" cy="74" r="3.5" />
      </g>
    </IllustrationFrame>
  );
}
