import type { ComponentProps } from "react";
import { IllustrationFrame } from "./illustration-frame";

/** Boat shipping: a sailboat. */
export function BoatShippingIllustration(props: ComponentProps<"svg">) {
  return (
    <IllustrationFrame {...props}>
      <path d="M80 26v60" fill="none" />
      <path d="M85 30l34 50H85z" />
      <path d="M75 38L49 80h26z" className="fill-coral-600" />
      <path d="M40 86h80l-12 13H52z" className="fill-ocean-800" />
    </IllustrationFrame>
  );
}
