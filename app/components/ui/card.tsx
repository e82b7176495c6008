import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * Colours and sizes are variants, not className overrides: `cn()` joins classes without
 * resolving conflicts, so className is for layout (margins, widths, grid placement) only.
 */
const cardVariants = cva("rounded-xl border p-5 shadow-sm", {
  variants: {
    tone: {
      default: "border-ocean-100 bg-white",
      ocean: "border-ocean-700 bg-ocean-50",
      sand: "border-ocean-100 bg-sand-100",
      highlight: "border-coral-600/40 bg-sand-100",
      success: "border-emerald-300 bg-emerald-50",
    },
  },
  defaultVariants: { tone: "default" },
});

export function Card({ className, tone, ...props }: ComponentProps<"section"> & VariantProps<typeof cardVariants>) {
  return <section className={cn(cardVariants({ tone }), className)} {...props} />;
}

const cardTitleVariants = cva("font-semibold", {
  variants: {
    size: { sm: "text-base", md: "text-lg", lg: "text-xl" },
    tone: { default: "text-ocean-900", success: "text-emerald-900" },
  },
  defaultVariants: { size: "md", tone: "default" },
});

/** A card's heading; pick the level that fits the page outline (default h2). */
export function CardTitle({
  as: Heading = "h2",
  className,
  size,
  tone,
  ...props
}: ComponentProps<"h2"> & { as?: "h2" | "h3" | "h4" } & VariantProps<typeof cardTitleVariants>) {
  return <Heading className={cn(cardTitleVariants({ size, tone }), className)} {...props} />;
}

const cardDescriptionVariants = cva("mt-1", {
  variants: { size: { sm: "text-sm text-slate-700", md: "text-base text-slate-800" } },
  defaultVariants: { size: "sm" },
});

export function CardDescription({
  className,
  size,
  ...props
}: ComponentProps<"p"> & VariantProps<typeof cardDescriptionVariants>) {
  return <p className={cn(cardDescriptionVariants({ size }), className)} {...props} />;
}
