import type { ComponentProps } from "react";
import { IllustrationFrame } from "./illustration-frame";

/** VA loan assumptions: a home and the key that passes to the next owner. */
export function VaAssumptionsIllustration(props: ComponentProps<"svg">) {
  return (
    <IllustrationFrame {...props}>
      <path d="M38 108V72l30-26 30 26v36z" />
      <path d="M33 75l35-30 35 30" className="stroke-coral-600" fill="none" />
      <path d="M61 108V88h14v20z" className="fill-ocean-800" />
      <path d="M111 86l18 18m-7-7l-5 5m11 1l-4 4" strokeWidth="5" fill="none" />
      <circle cx="104" cy="79" r="11" className="fill-coral-600" />
      <circle cx="101" cy="76" r="3" className="fill-ocean-50" />
    </IllustrationFrame>
  );
}
