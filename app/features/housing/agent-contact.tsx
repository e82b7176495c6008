import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { SampleContactNote } from "~/components/ui/sample-contact-note";
import { telHref } from "~/content/site";
import { useSite } from "~/lib/use-site";

/** The practice's own call-or-email block; details come from site.ts (overridable by env). */
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
  return (
    <Card tone="ocean" className={className} data-testid="agent-contact">
      <CardTitle as={headingLevel}>{title}</CardTitle>
      <CardDescription size="md">{description}</CardDescription>
      <p className="mt-2 text-sm text-slate-700">
        {site.founder.name}, {site.founder.title}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a className={buttonVariants({ variant: "primary" })} href={telHref(site.phone)}>
          <Phone aria-hidden="true" className="size-4" />
          Call {site.phone}
        </a>
        <a className={buttonVariants({ variant: "outline" })} href={`mailto:${site.email}`}>
          <Mail aria-hidden="true" className="size-4" />
          Email {site.email}
        </a>
        <Link className={buttonVariants({ variant: "ghost" })} to="/contact">
          Send a message
        </Link>
      </div>
      <SampleContactNote contact={site} className="mt-3" />
    </Card>
  );
}
