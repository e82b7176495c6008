import type { ComponentProps } from "react";
import { IllustrationFrame } from "./illustration-frame";

/** Vehicle shipping: a car on a roll-on/roll-off ship. */
export function VehicleShippingIllustration(props: ComponentProps<"svg">) {
  return (
    <IllustrationFrame {...props}>
      <rect x="106" y="52" width="20" height="28" rx="2" />
      <path d="M111 60h10" fill="none" />
      <path d="M24 80h112l-12 18H38z" className="fill-ocean-800" />
      <path d="M44 76v-9a4 4 0 0 1 4-4h6l8-9h20l8 9h6a4 4 0 0 1 4 4v9z" className="fill-coral-600" />
      <path d="M66 58h12l4 5H62z" className="fill-ocean-50" />
      <circle cx="57" cy="76" r="5" className="fill-ocean-800" />
      <circle cx="87" cy="76" r="5" className="fill-ocean-800" />
    </IllustrationFrame>
  );
}
