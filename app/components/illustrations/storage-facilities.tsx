import type { ComponentProps } from "react";
import { IllustrationFrame } from "./illustration-frame";

/** Storage: stacked moving boxes. */
export function StorageFacilitiesIllustration(props: ComponentProps<"svg">) {
  return (
    <IllustrationFrame {...props}>
      <g className="fill-sand-100">
        <rect x="36" y="76" width="44" height="32" rx="2" />
        <rect x="80" y="76" width="44" height="32" rx="2" />
        <rect x="56" y="44" width="48" height="32" rx="2" />
      </g>
      <path d="M58 76v12M102 76v12M80 44v12" className="stroke-coral-600" strokeWidth="5" fill="none" />
    </IllustrationFrame>
  );
}
