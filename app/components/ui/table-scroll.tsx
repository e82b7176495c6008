import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * The box a wide table scrolls in on a narrow screen. It takes focus, so a keyboard can scroll
 * it too, and is named after its table so the tab stop says what it is.
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={cn("overflow-x-auto", className)}>
      {children}
    </div>
  );
}
