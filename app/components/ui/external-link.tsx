import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * A link to another site: opens in a new tab, shares no opener or referrer, and tells
 * screen-reader users that it opens a new tab.
 */
export function ExternalLink({
  children,
  className,
  showIcon = true,
  unstyled = false,
  ...props
}: Omit<ComponentProps<"a">, "target" | "rel"> & {
  href: string;
  showIcon?: boolean;
  /** Drop the text-link look, for a link styled as a button with `buttonVariants()`. */
  unstyled?: boolean;
}) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn(!unstyled && "text-ocean-800 underline underline-offset-2 hover:text-ocean-900", className)}
      {...props}
    >
      {children}
      {showIcon ? <ExternalLinkIcon aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px]" /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
