import type { ComponentProps } from "react";
import { IllustrationFrame } from "./illustration-frame";

/** Safety: a shield with a tick. */
export function HawaiiCrimeSafetyIllustration(props: ComponentProps<"svg">) {
  return (
    <IllustrationFrame {...props}>
      <path d="M80 26l30 11v25c0 22-13 36-30 44-17-8-30-22-30-44V37z" />
      <path d="M80 36l21 8v18c0 15-9 26-21 32z" className="fill-ocean-100" stroke="none" />
      <path d="M66 64l9 9 19-20" className="stroke-coral-600" strokeWidth="6" fill="none" />
    </IllustrationFrame>
  );
}
