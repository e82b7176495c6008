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

/** A page section with its h2; sections are the page's outline. */
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
    <section aria-labelledby={`${id}-heading`} className="mt-10 first:mt-0">
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
