import type { ComponentProps } from "react";
import { IllustrationFrame } from "./illustration-frame";

/** Base housing: a row of family homes beside a flagpole. */
export function BaseHousingIllustration(props: ComponentProps<"svg">) {
  return (
    <IllustrationFrame {...props}>
      <path d="M34 108V80l20-16 20 16v28zM80 108V76l22-18 22 18v32z" />
      <path d="M30 82l24-20 24 20M76 78l26-22 26 22" className="stroke-coral-600" fill="none" />
      <path d="M48 108V94h12v14M96 108V92h12v16" className="fill-ocean-800" />
      <path d="M138 108V30" fill="none" />
      <path d="M138 32h16v12h-16z" className="fill-coral-600" />
    </IllustrationFrame>
  );
}
