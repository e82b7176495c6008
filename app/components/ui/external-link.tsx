import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * A link that opens in a new tab: to another site, or to a file of ours such as the PDF guide.
 * It shares no opener or referrer, and tells screen-reader users that it opens a new tab.
 */
export function ExternalLink({
  children,
  className,
  showIcon = true,
  unstyled = false,
  format,
  ...props
}: Omit<ComponentProps<"a">, "target" | "rel"> & {
  href: string;
  showIcon?: boolean;
  /** Drop the text-link look, for a link styled as a button with `buttonVariants()`. */
  unstyled?: boolean;
  /** A file's format ("PDF"), shown after the text and read with the new-tab note: "(PDF, opens in a new tab)". */
  format?: string;
}) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn(!unstyled && "text-ocean-800 underline underline-offset-2 hover:text-ocean-900", className)}
      {...props}
    >
      {format ? (
        // One element with the text, so a button-styled link's flex gap does not set "(PDF)" apart.
        <span>
          {children}
          <span aria-hidden="true"> ({format})</span>
        </span>
      ) : (
        children
      )}
      {showIcon ? <ExternalLinkIcon aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px]" /> : null}
      {/* One note, read as written: split around the visible "(PDF)" it would be read "(PDF , opens…". */}
      <span className="sr-only">{format ? ` (${format}, opens in a new tab)` : " (opens in a new tab)"}</span>
    </a>
  );
}
