import type { ComponentProps } from "react";
import { IllustrationFrame } from "./illustration-frame";

/** Rentals: an apartment building with a verified tick. */
export function VerifiedRentalsIllustration(props: ComponentProps<"svg">) {
  return (
    <IllustrationFrame {...props}>
      <rect x="38" y="40" width="60" height="68" rx="2" />
      <path
        d="M46 50h10v10H46zM62 50h10v10H62zM78 50h10v10H78zM46 68h10v10H46zM62 68h10v10H62zM78 68h10v10H78z"
        className="fill-ocean-100"
      />
      <path d="M61 108V90h14v18z" className="fill-ocean-800" />
      <circle cx="112" cy="52" r="18" className="fill-coral-600" />
      <path d="M104 52l6 6 11-12" strokeWidth="5" className="stroke-sand-50" fill="none" />
    </IllustrationFrame>
  );
}
