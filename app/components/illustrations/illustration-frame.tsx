import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * The backdrop every guide header illustration shares: a soft sky, an Oahu-like ridge, the sea
 * and a beach, with the guide's motif drawn in front (sand fill and ocean outline by default,
 * coral accents). Decorative only: hidden from assistive technology, never focusable, no text.
 * Made for PageHeader's second column: a 4:3 box with a set width at each breakpoint (so the
 * header never shifts as it paints), its own margin from the heading, and from `sm` up it
 * spans the heading's and the lead's rows. Below 360 px it is not shown: beside the heading it
 * would squeeze it.
 */
export function IllustrationFrame({ children, className, ...props }: ComponentProps<"svg">) {
  return (
    <svg
      viewBox="0 0 160 120"
      width="160"
      height="120"
      {...props}
      aria-hidden="true"
      focusable="false"
      className={cn("ml-4 hidden h-auto w-20 min-[22.5rem]:block sm:row-span-2 sm:ml-8 sm:w-36 lg:w-40", className)}
    >
      <rect width="160" height="120" rx="14" className="fill-ocean-50" />
      <path
        d="M0 70l12-14 8 5 12-20 9 9 11-17 8 11 9-7 10 13 12-9 10 12 11-6 13 12 10-5 25 15v30H0z"
        className="fill-ocean-100"
      />
      <path d="M0 84q20-5 40 0t40 0 40 0 40 0v24H0z" className="fill-ocean-600/25" />
      <path d="M0 104q80-10 160 0v2a14 14 0 0 1-14 14H14A14 14 0 0 1 0 106z" className="fill-sand-100" />
      <g className="fill-sand-50 stroke-ocean-800" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </svg>
  );
}
