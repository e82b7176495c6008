import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** Button look, shared by <button>s and by links styled as buttons (`buttonVariants()`). */
export const buttonVariants = cva(
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-ocean-700 text-white hover:bg-ocean-800",
        secondary: "bg-sand-100 text-ocean-900 hover:bg-ocean-100",
        outline: "border border-ocean-700 bg-white text-ocean-800 hover:bg-ocean-50",
        ghost: "text-ocean-800 hover:bg-ocean-50",
        destructive: "bg-coral-700 text-white hover:bg-coral-600",
      },
      size: {
        md: "",
        lg: "min-h-12 px-6 text-base",
        sm: "min-h-11 px-3",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
