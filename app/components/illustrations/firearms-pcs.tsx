import type { ComponentProps } from "react";
import { IllustrationFrame } from "./illustration-frame";

/** Firearms: a hard travel case, locked. */
export function FirearmsPcsIllustration(props: ComponentProps<"svg">) {
  return (
    <IllustrationFrame {...props}>
      <path d="M66 58v-8h28v8" fill="none" />
      <rect x="32" y="58" width="96" height="46" rx="8" />
      <path d="M32 74h96" fill="none" />
      <path d="M45 70h10v8H45zM105 70h10v8h-10z" className="fill-ocean-800" />
      <path d="M74 76v-6a6 6 0 0 1 12 0v6" fill="none" />
      <rect x="70" y="76" width="20" height="18" rx="3" className="fill-coral-600" />
    </IllustrationFrame>
  );
}
