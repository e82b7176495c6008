import type { ComponentProps } from "react";
import { IllustrationFrame } from "./illustration-frame";

/** Homes for sale: a house with a sign out front. */
export function VaHomesIllustration(props: ComponentProps<"svg">) {
  return (
    <IllustrationFrame {...props}>
      <path d="M34 108V70l32-28 32 28v38z" />
      <path d="M29 73l37-32 37 32" className="stroke-coral-600" fill="none" />
      <path d="M58 108V86h16v22z" className="fill-ocean-800" />
      <path d="M46 78h8v8h-8zM78 78h8v8h-8z" className="fill-ocean-100" />
      <path d="M114 108V58h22M120 58v8M132 58v8" fill="none" />
      <rect x="114" y="66" width="24" height="16" rx="2" className="fill-coral-600" />
    </IllustrationFrame>
  );
}
