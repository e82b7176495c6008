import type { ComponentProps } from "react";
import { IllustrationFrame } from "./illustration-frame";

/** GAP loans: a bridge across a gap. */
export function GapLendersIllustration(props: ComponentProps<"svg">) {
  return (
    <IllustrationFrame {...props}>
      <path d="M10 108V76h28l8 32zM150 108V76h-28l-8 32z" className="fill-sand-100" />
      <path d="M44 100q36-48 72 0" className="stroke-coral-600" strokeWidth="6" fill="none" />
      <path d="M56 76v11M104 76v11" fill="none" />
      <rect x="10" y="68" width="140" height="8" rx="2" className="fill-ocean-800" />
    </IllustrationFrame>
  );
}
