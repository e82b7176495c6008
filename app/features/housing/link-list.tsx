import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import type { ResourceLink } from "~/content/resource-link";
import { cn } from "~/lib/cn";

export function ResourceLinkCards({ links }: { links: readonly ResourceLink[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.href}>
          <Card className="h-full">
            <CardTitle as="h3" size="sm">
              {link.href.startsWith("/") ? (
                <Link
                  className="inline-flex min-h-11 items-center text-ocean-800 underline underline-offset-2 hover:text-ocean-900"
                  to={link.href}
                >
                  {link.title}
                </Link>
              ) : (
                <ExternalLink className="inline-flex min-h-11 items-center" href={link.href}>
                  {link.title}
                </ExternalLink>
              )}
            </CardTitle>
            <p className="mt-1 text-sm text-slate-700">{link.description}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * A page section with its h2; sections are the page's outline. Every section after the first is
 * laid out only when near the viewport (`render-when-visible`, app.css), as a guide's are: on a
 * phone the later sections of a housing page start screens down, and laying them out made
 * `/housing/va-homes`'s first frame the longest task Lighthouse counted after its first paint
 * (decision 0031, session 28). The first is laid out with the page even when the page opens
 * with something else: links from elsewhere land on the cards in it (the map's towns on VA
 * homes), which a skipped section's stand-in size would move.
 */
export function PageSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-page-section
      className="mt-10 first:mt-0 [[data-page-section]~&]:render-when-visible"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-ocean-900">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-3xl text-slate-700">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A link to another site that looks like a button (new tab, as every outbound link). */
export function ExternalButton({
  href,
  variant = "primary",
  size,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<typeof ExternalLink>, "showIcon"> & {
  variant?: "primary" | "outline" | "secondary";
  size?: "md" | "lg";
}) {
  return (
    <ExternalLink
      href={href}
      showIcon={false}
      unstyled
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {children}
    </ExternalLink>
  );
}
