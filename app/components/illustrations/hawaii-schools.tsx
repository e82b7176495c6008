import type { ComponentProps } from "react";
import { IllustrationFrame } from "./illustration-frame";

/** Schools: a schoolhouse with a bell tower. */
export function HawaiiSchoolsIllustration(props: ComponentProps<"svg">) {
  return (
    <IllustrationFrame {...props}>
      <rect x="72" y="28" width="16" height="18" />
      <path d="M68 30l12-10 12 10z" className="fill-coral-600" />
      <rect x="48" y="60" width="64" height="48" />
      <path d="M42 62l38-24 38 24z" className="fill-coral-600" />
      <path d="M56 70h12v12H56zM92 70h12v12H92z" className="fill-ocean-100" />
      <path d="M72 108V90a8 8 0 0 1 16 0v18z" className="fill-ocean-800" />
    </IllustrationFrame>
  );
}
