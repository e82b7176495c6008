import { MapPin, PawPrint } from "lucide-react";
import { useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { Badge, SampleListingTag } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { SourcesBlock } from "~/components/ui/sources-block";
import {
  Callout,
  EmailLink,
  GuideSection,
  PhoneLink,
  TipList,
  InfoCard,
  guideSections,
  OnThisPage,
} from "~/components/ui/guide";
import { TlaHotelsIllustration } from "~/components/illustrations/tla-hotels";
import { PageHeader } from "~/components/ui/page-header";
import {
  HOTEL_GUIDE,
  HOTELS,
  hotelsFor,
  MCBH_TLA_OFFICE,
  PET_TRAVEL_TIPS,
  PETS_FILTER_PARAM,
  petsOnlyFrom,
  TLA_RULES,
  TLA_WARNINGS,
  type Hotel,
} from "~/content/hotels";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pcs-toolkit.tla-hotels";

const PAGE = pageInfo("/pcs-toolkit/tla-hotels");

const SECTIONS = guideSections([
  ["tla-rules", "How TLA works on Oahu"],
  ["hotels", "Hotels"],
  ["warnings", "Before you book"],
  ["pet-travel-tips", "Traveling with pets"],
]);

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/tla-hotels");

/** `?pets=1` from a plain GET form: the server renders the filtered list without JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  return { petsOnly: petsOnlyFrom(new URL(request.url).searchParams) };
}

/** With JavaScript, the same filter runs in the browser: no round trip to the server. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { petsOnly: petsOnlyFrom(new URL(request.url).searchParams) };
}

export default function TlaHotelsPage({ loaderData }: Route.ComponentProps) {
  // The box and the list change the moment it is ticked, before the address catches up;
  // they follow the address again when it changes another way (back, forward, a link).
  const [petsOnly, setPetsOnly] = useState(loaderData.petsOnly);
  const [addressPetsOnly, setAddressPetsOnly] = useState(loaderData.petsOnly);
  if (addressPetsOnly !== loaderData.petsOnly) {
    setAddressPetsOnly(loaderData.petsOnly);
    setPetsOnly(loaderData.petsOnly);
  }
  const hotels = hotelsFor(petsOnly);
  const submit = useSubmit();

  return (
    <>
      <PageHeader heading={PAGE.heading} lead={PAGE.description} illustration={<TlaHotelsIllustration />} />
      <OnThisPage sections={SECTIONS} />

      <GuideSection {...SECTIONS["tla-rules"]}>
        <TipList items={TLA_RULES} />
        <InfoCard as="div" className="mt-4" title={MCBH_TLA_OFFICE.name}>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {MCBH_TLA_OFFICE.phones.map((phone) => (
              <PhoneLink key={phone} phone={phone} className="min-h-11" />
            ))}
            <EmailLink email={MCBH_TLA_OFFICE.email} className="min-h-11" />
          </p>
        </InfoCard>
      </GuideSection>

      <GuideSection
        {...SECTIONS["hotels"]}
        lead="Military lodging first, with the details we could confirm, then sample listings that show what to compare. Your installation's TLA office has the current approved list."
      >
        <Form
          method="get"
          action={PAGE.path}
          preventScrollReset
          className="flex flex-wrap items-center gap-3 rounded-xl border border-ocean-100 bg-white p-3"
        >
          <label className="flex min-h-11 cursor-pointer items-center gap-2 font-medium text-slate-900">
            <input
              type="checkbox"
              name={PETS_FILTER_PARAM}
              value="1"
              checked={petsOnly}
              onChange={(event) => {
                setPetsOnly(event.currentTarget.checked);
                submit(event.currentTarget.form, { replace: true, preventScrollReset: true });
              }}
              className="size-5 accent-ocean-700"
            />
            <PawPrint aria-hidden="true" className="size-4 text-ocean-700" />
            Show only hotels that allow pets
          </label>
          <noscript>
            <Button type="submit" variant="outline" size="sm">
              Apply filter
            </Button>
          </noscript>
          <p role="status" className="text-sm text-slate-700 sm:ml-auto">
            {`Showing ${hotels.length} of ${HOTELS.length} hotels`}
          </p>
        </Form>
        {petsOnly ? (
          <p className="mt-2 text-sm text-slate-600">Hotels whose pet policy we couldn&apos;t confirm are hidden.</p>
        ) : null}

        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {hotels.map((hotel) => (
            <HotelCard key={hotel.name} hotel={hotel} />
          ))}
        </ul>
      </GuideSection>

      <GuideSection {...SECTIONS["warnings"]}>
        <Callout tone="warning" title="TLA warnings">
          <TipList items={TLA_WARNINGS} />
        </Callout>
      </GuideSection>

      <GuideSection {...SECTIONS["pet-travel-tips"]}>
        <TipList items={PET_TRAVEL_TIPS} />
        <p className="mt-4 text-slate-700">
          Quarantine rules, deadlines and fees are in our{" "}
          <Link to="/pcs-toolkit/pet-travel" className="text-ocean-800 underline underline-offset-2">
            pet travel guide
          </Link>
          .
        </p>
      </GuideSection>

      <SourcesBlock guide={HOTEL_GUIDE} />
    </>
  );
}

function HotelCard({ hotel }: { hotel: Hotel }) {
  return (
    <InfoCard title={hotel.name} titleClassName="text-lg">
      {hotel.sample ? <SampleListingTag className="mt-1" /> : null}
      <p className="mt-2 flex gap-1.5 text-sm text-slate-700">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {hotel.address}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 self-stretch text-sm">
        {hotel.sample ? (
          // A sample listing offers nothing that acts like a real contact.
          <>
            <dt className="font-semibold text-slate-800">Contact</dt>
            <dd className="text-slate-700">None: this is a sample listing</dd>
          </>
        ) : (
          <>
            <dt className="font-semibold text-slate-800">Phone</dt>
            <dd>
              {hotel.phone ? (
                <>
                  <PhoneLink phone={hotel.phone} />
                  {hotel.phoneNote ? <span className="block text-xs text-slate-600">{hotel.phoneNote}</span> : null}
                </>
              ) : (
                <span className="text-slate-700">Not confirmed: use the website</span>
              )}
            </dd>
            <dt className="font-semibold text-slate-800">Email</dt>
            <dd>
              {hotel.email ? (
                <EmailLink email={hotel.email} />
              ) : (
                <span className="text-slate-700">Not published here</span>
              )}
            </dd>
            <dt className="font-semibold text-slate-800">Website</dt>
            <dd>
              {hotel.website ? (
                <ExternalLink href={hotel.website.url}>{hotel.website.label}</ExternalLink>
              ) : (
                <span className="text-slate-700">Ask your installation&apos;s lodging office</span>
              )}
            </dd>
          </>
        )}
        <dt className="font-semibold text-slate-800">Pets</dt>
        <dd className="text-slate-700">{petPolicy(hotel)}</dd>
      </dl>
      {hotel.amenities.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Amenities at ${hotel.name}`}>
          {hotel.amenities.map((amenity) => (
            <li key={amenity}>
              <Badge tone="sand">{amenity}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 text-sm text-slate-700">{hotel.notes}</p>
    </InfoCard>
  );
}

function petPolicy(hotel: Hotel): string {
  if (hotel.petsAllowed === null) return "Pet policy not confirmed: ask the hotel";
  if (!hotel.petsAllowed) return "No pets";
  return hotel.petFee ? `Pets allowed, ${hotel.petFee}` : "Pets allowed; ask about fees when you book";
}
