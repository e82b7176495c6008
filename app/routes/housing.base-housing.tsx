import { SourcesBlock } from "~/components/ui/sources-block";
import { BASE_HOUSING_GUIDE } from "~/content/base-housing";
import { Building2, Clock, Home, Lightbulb, MapPin, Phone } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card, CardTitle } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import { BaseHousingIllustration } from "~/components/illustrations/base-housing";
import { PageHeader } from "~/components/ui/page-header";
import { BASE_HOUSING_RESOURCES, BASE_HOUSING_TIPS, BASES } from "~/content/base-housing";
import { pageInfo } from "~/content/pages";
import { telHref } from "~/content/site";
import { PageSection, ResourceLinkCards } from "~/features/housing/link-list";
import { allMapAreas, baseHousingLinks } from "~/features/oahu-map/areas";
import { OahuMap } from "~/features/oahu-map/oahu-map";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/housing.base-housing";

const PAGE = pageInfo("/housing/base-housing");

export const meta: Route.MetaFunction = () => pageMeta("/housing/base-housing");

export default function BaseHousingPage() {
  return (
    <>
      <PageHeader
        heading={PAGE.heading}
        lead="Each Oahu installation's family housing is run by a private partner with the housing office. Here is who runs what, how long families tend to wait, and who to call."
        illustration={<BaseHousingIllustration />}
      />

      <PageSection
        id="installations"
        title="Installations"
        intro="Waitlists change with the season, your rank and bedroom count. Treat these ranges as a starting point and check your place with the housing office."
      >
        <OahuMap
          title="Oahu's installations and the towns around them"
          areas={allMapAreas()}
          installationLinks={baseHousingLinks()}
        />
        <ul className="mt-6 grid gap-4 lg:grid-cols-2">
          {BASES.map((base) => (
            <li key={base.name}>
              <Card id={base.installation} className="flex h-full scroll-mt-20 flex-col" data-testid="base-card">
                <div className="flex flex-wrap gap-2">
                  <Badge>{base.branch}</Badge>
                  <Badge tone="sand">Oahu</Badge>
                </div>
                <CardTitle as="h3" className="mt-2">
                  {base.name}
                </CardTitle>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
                  <MapPin aria-hidden="true" className="size-4" />
                  {base.location}
                </p>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
                  <dt className="flex items-center gap-1.5 font-semibold text-slate-900">
                    <Building2 aria-hidden="true" className="size-4" />
                    Partner
                  </dt>
                  <dd className="text-slate-800">{base.partner}</dd>
                  <dt className="flex items-center gap-1.5 font-semibold text-slate-900">
                    <Home aria-hidden="true" className="size-4" />
                    Housing
                  </dt>
                  <dd className="text-slate-800">{base.housing.onBase}</dd>
                  <dt className="pl-5.5 font-semibold text-slate-900">Homes</dt>
                  <dd className="text-slate-800">
                    {base.housing.homes ? (
                      <>
                        {base.housing.homes.count}{" "}
                        <ExternalLink href={base.housing.homes.source.url}>Source</ExternalLink>
                      </>
                    ) : (
                      "No published count we could confirm: ask the housing office"
                    )}
                  </dd>
                  <dt className="flex items-center gap-1.5 font-semibold text-slate-900">
                    <Clock aria-hidden="true" className="size-4" />
                    Waitlist
                  </dt>
                  <dd className="text-slate-800">{base.housing.waitlist} (changes often)</dd>
                </dl>
                <p className="mt-3 text-sm font-semibold text-slate-900">Amenities</p>
                <ul className="mt-1 flex flex-wrap gap-1.5">
                  {base.housing.amenities.map((amenity) => (
                    <li key={amenity}>
                      <Badge tone="sand">{amenity}</Badge>
                    </li>
                  ))}
                </ul>
                <div className="mt-auto space-y-1 pt-4 text-sm">
                  {base.contact.phone ? (
                    <p>
                      {base.contact.phone.office}:{" "}
                      <a
                        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-ocean-800 underline underline-offset-2"
                        href={telHref(base.contact.phone.number)}
                      >
                        <Phone aria-hidden="true" className="size-4" />
                        {base.contact.phone.number}
                      </a>
                      {base.contact.phone.note ? (
                        <span className="block text-xs text-slate-700">{base.contact.phone.note}</span>
                      ) : null}
                    </p>
                  ) : (
                    <p className="text-slate-700">Phone: use the current number on the official page.</p>
                  )}
                  <p>
                    <ExternalLink className="inline-flex min-h-11 items-center" href={base.contact.website.url}>
                      {base.contact.website.label}
                    </ExternalLink>
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="tips" title="Tips before you apply">
        <ul className="grid gap-4 sm:grid-cols-2">
          {BASE_HOUSING_TIPS.map((tip) => (
            <li key={tip.title}>
              <Card className="h-full">
                <div className="flex items-start gap-2">
                  <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-coral-700" />
                  <CardTitle as="h3" size="sm">
                    {tip.title}
                  </CardTitle>
                </div>
                <p className="mt-1 text-sm text-slate-700">{tip.detail}</p>
                {tip.link ? (
                  <p className="mt-1 text-sm">
                    <ExternalLink className="inline-flex min-h-11 items-center" href={tip.link.url}>
                      {tip.link.label}
                    </ExternalLink>
                  </p>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="resources" title="More resources">
        <ResourceLinkCards links={BASE_HOUSING_RESOURCES} />
      </PageSection>
      <SourcesBlock guide={BASE_HOUSING_GUIDE} />
    </>
  );
}
