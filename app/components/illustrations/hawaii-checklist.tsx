import type { ComponentProps } from "react";
import { IllustrationFrame } from "./illustration-frame";

/** Checklist: a clipboard with ticked lines. */
export function HawaiiChecklistIllustration(props: ComponentProps<"svg">) {
  return (
    <IllustrationFrame {...props}>
      <rect x="50" y="28" width="60" height="80" rx="6" className="fill-ocean-800" />
      <rect x="57" y="38" width="46" height="63" rx="2" />
      <rect x="67" y="23" width="26" height="11" rx="3" className="fill-coral-600" />
      <path d="M63 53l4 4 7-8M63 70l4 4 7-8M63 87l4 4 7-8" className="stroke-coral-600" fill="none" />
      <path d="M80 53h16M80 70h16M80 87h12" fill="none" />
    </IllustrationFrame>
  );
}
