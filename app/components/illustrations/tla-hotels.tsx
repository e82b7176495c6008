import type { ComponentProps } from "react";
import { IllustrationFrame } from "./illustration-frame";

/** Temporary lodging: a hotel tower with an awning. */
export function TlaHotelsIllustration(props: ComponentProps<"svg">) {
  return (
    <IllustrationFrame {...props}>
      <rect x="54" y="28" width="52" height="80" rx="2" />
      <path
        d="M62 38h8v8h-8zM76 38h8v8h-8zM90 38h8v8h-8zM62 54h8v8h-8zM76 54h8v8h-8zM90 54h8v8h-8zM62 70h8v8h-8zM76 70h8v8h-8zM90 70h8v8h-8z"
        className="fill-ocean-800"
        stroke="none"
      />
      <path d="M72 108V94h16v14" className="fill-ocean-800" />
      <path d="M62 94l4-8h28l4 8z" className="fill-coral-600" />
    </IllustrationFrame>
  );
}
