import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { telHref } from "~/content/site";
import { usePublicContact, useSite } from "~/lib/use-site";

/**
 * The practice's own call-or-email block; details come from the site's settings, and only
 * those the public may see (features/site/public-contact.ts). Sending a message always works.
 */
export function AgentContactCard({
  title,
  description,
  headingLevel = "h2",
  className,
}: {
  title: string;
  description: string;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const site = useSite();
  const contact = usePublicContact();
  return (
    <Card tone="ocean" className={className} data-testid="agent-contact">
      <CardTitle as={headingLevel}>{title}</CardTitle>
      <CardDescription size="md">{description}</CardDescription>
      <p className="mt-2 text-sm text-slate-700">
        {contact.founderName ? `${contact.founderName}, ` : null}
        {site.founder.title}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {contact.phone ? (
          <a className={buttonVariants({ variant: "primary" })} href={telHref(contact.phone)}>
            <Phone aria-hidden="true" className="size-4" />
            Call {contact.phone}
          </a>
        ) : null}
        {contact.email ? (
          <a className={buttonVariants({ variant: "outline" })} href={`mailto:${contact.email}`}>
            <Mail aria-hidden="true" className="size-4" />
            Email {contact.email}
          </a>
        ) : null}
        <Link
          className={buttonVariants({ variant: contact.phone || contact.email ? "ghost" : "primary" })}
          to="/contact"
        >
          Send a message
        </Link>
      </div>
    </Card>
  );
}
