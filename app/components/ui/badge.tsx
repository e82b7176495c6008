import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const badgeVariants = cva("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    tone: {
      ocean: "bg-ocean-100 text-ocean-900",
      sand: "bg-sand-100 text-slate-800",
      success: "bg-emerald-100 text-emerald-900",
      warning: "bg-amber-100 text-amber-900",
    },
  },
  defaultVariants: { tone: "ocean" },
});

export function Badge({ className, tone, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}

/**
 * Marks a record that stands for a private business or person we could not confirm: its
 * contact values are reserved examples (555-01xx, example.com), not a real contact.
 */
export function SampleListingTag({ className }: { className?: string }) {
  return (
    <Badge tone="warning" className={className} title="Example details for illustration, not a verified contact">
      Sample listing
    </Badge>
  );
}
