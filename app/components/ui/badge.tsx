import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const badgeVariants = cva("inline-flex items-center gap-1 rounded-full font-semibold", {
  variants: {
    size: { sm: "px-2.5 py-0.5 text-xs", md: "px-3 py-1 text-sm" },
    tone: {
      ocean: "bg-ocean-100 text-ocean-900",
      sand: "bg-sand-100 text-slate-800",
      success: "bg-emerald-100 text-emerald-900",
      warning: "bg-amber-100 text-amber-900",
    },
  },
  defaultVariants: { tone: "ocean", size: "sm" },
});

export function Badge({
  className,
  tone,
  size,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone, size }), className)} {...props} />;
}

/**
 * Marks a record that stands for a private business or person we could not confirm. Its
 * contact values are reserved examples (555-01xx, example.com), so the page shows none of them.
 */
export function SampleListingTag({ className }: { className?: string }) {
  return (
    <Badge
      tone="warning"
      className={className}
      title="An illustration of this kind of business, not a verified contact"
    >
      Sample listing
    </Badge>
  );
}
