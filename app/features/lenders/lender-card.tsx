import { Mail, Phone } from "lucide-react";
import { Badge, SampleListingTag } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { telHref } from "~/content/site";
import type { Lender } from "~/content/lenders";
import { cn } from "~/lib/cn";
import { lenderMailto, type MailtoSite } from "./mailto";

/** Two letters for the avatar: sample lenders have no photo, so nothing shifts while loading. */
export function lenderInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

/**
 * One lender: name, company, bio, specialties and, for a lender we have confirmed, the phone,
 * a prefilled email and a Call Now button. A sample listing offers nothing that acts like a
 * real contact: no number, no email, no button. `compact` leaves out the bio for short lists.
 */
export function LenderCard({
  lender,
  site,
  headingLevel = "h3",
  compact = false,
}: {
  lender: Lender;
  site: MailtoSite;
  headingLevel?: "h2" | "h3" | "h4";
  compact?: boolean;
}) {
  return (
    <Card className="flex h-full flex-col" aria-labelledby={`lender-${lender.id}`} data-testid="lender-card">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-ocean-100 text-base font-bold text-ocean-900"
        >
          {lenderInitials(lender.name)}
        </span>
        <div className="min-w-0">
          <CardTitle as={headingLevel} id={`lender-${lender.id}`}>
            {lender.name}
          </CardTitle>
          <p className="text-sm text-slate-700">{lender.company}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {lender.sample ? <SampleListingTag /> : null}
            {lender.badge ? <Badge tone="success">{lender.badge}</Badge> : null}
          </div>
        </div>
      </div>
      {compact ? null : <p className="mt-3 text-sm text-slate-700">{lender.bio}</p>}
      <p className="mt-3 text-sm font-semibold text-slate-900">Specialties</p>
      <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={`${lender.name}'s specialties`}>
        {lender.specialties.map((specialty) => (
          <li key={specialty}>
            <Badge tone="sand">{specialty}</Badge>
          </li>
        ))}
      </ul>
      {lender.sample ? null : <LenderContact lender={lender} site={site} />}
    </Card>
  );
}

/** A confirmed lender's phone, prefilled email and Call Now button. */
function LenderContact({ lender, site }: { lender: Lender; site: MailtoSite }) {
  return (
    <>
      <ul className="mt-4 space-y-1 text-sm">
        <li>
          <a
            className="inline-flex min-h-11 items-center gap-2 text-ocean-800 underline underline-offset-2"
            href={telHref(lender.phone)}
          >
            <Phone aria-hidden="true" className="size-4" />
            {lender.phone}
          </a>
        </li>
        <li>
          <a
            className="inline-flex min-h-11 items-center gap-2 break-all text-ocean-800 underline underline-offset-2"
            href={lenderMailto(lender, site)}
          >
            <Mail aria-hidden="true" className="size-4" />
            {lender.email}
          </a>
        </li>
      </ul>
      <div className="mt-auto pt-4">
        <a
          className={cn(buttonVariants({ variant: "primary" }), "w-full sm:w-auto")}
          href={telHref(lender.phone)}
          aria-label={`Call Now: ${lender.name}, ${lender.company}`}
        >
          <Phone aria-hidden="true" className="size-4" />
          Call Now
        </a>
      </div>
    </>
  );
}
