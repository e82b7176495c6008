import { ArrowRight, Home, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import { SiteLogo } from "~/components/ui/site-logo";
import { POPULAR_BASES } from "~/content/bases";
import { HOME_BADGES, HOME_INTRO, PRIMARY_ACTION, QUICK_LINKS, SECONDARY_ACTION } from "~/content/home";
import { pageInfo } from "~/content/pages";
import type { SiteDetails } from "~/content/site";
import { allMapAreas, baseHousingLinks } from "~/features/oahu-map/areas";
import { OahuMap } from "~/features/oahu-map/oahu-map";
import { WelcomeContent } from "~/features/welcome/welcome-section";
import { pageMeta } from "~/lib/page-meta";
import { organizationJsonLd } from "~/lib/seo";
import { useSite } from "~/lib/use-site";
import type { Route } from "./+types/home";

const PAGE = pageInfo("/");

/** The home page also tells search engines who runs the site (Organization structured data). */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.loaderData as { site?: SiteDetails; origin?: string } | undefined;
  return [
    ...pageMeta("/"),
    ...(root?.site && root.origin ? [{ "script:ld+json": organizationJsonLd(root.site, root.origin) }] : []),
  ];
};

export default function HomePage() {
  const site = useSite();
  return (
    <>
      <section aria-labelledby="home-heading" className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <SiteLogo size={96} label={site.logoAlt} className="size-24 shrink-0" />
        <div>
          <h1 id="home-heading" className="text-3xl font-bold tracking-tight text-ocean-900 sm:text-4xl">
            {PAGE.heading}
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{HOME_INTRO}</p>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <Link to={PRIMARY_ACTION.href} className={buttonVariants({ size: "lg" })}>
              {PRIMARY_ACTION.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link to={SECONDARY_ACTION.href} className={buttonVariants({ size: "lg", variant: "outline" })}>
              {SECONDARY_ACTION.label}
            </Link>
          </div>
          <p className="mt-2 max-w-3xl text-sm text-slate-700">{PRIMARY_ACTION.detail}</p>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label="Our promises">
            {HOME_BADGES.map(({ label, icon: Icon }) => (
              <li key={label}>
                <Badge size="md">
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </Badge>
              </li>
            ))}
          </ul>
          <p className="mt-4 max-w-3xl text-slate-700">
            {site.name} is run by a Hawaii relocation practice and its Veterans Home Program.{" "}
            <Link to={pageInfo("/about").path} className="font-semibold text-ocean-800 underline underline-offset-2">
              Who we are and how the site is paid for
            </Link>
          </p>
        </div>
      </section>

      {/* A container: the columns follow <main>'s width, which the open sidebar narrows. */}
      <section aria-labelledby="quick-links" className="@container mt-12">
        <h2 id="quick-links" className="text-2xl font-bold text-ocean-900">
          Quick links
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 @2xl:grid-cols-4">
          {QUICK_LINKS.map(({ label, description, href, icon: Icon }) => (
            <li key={href}>
              <Link
                to={href}
                className="flex h-full min-h-28 flex-col gap-2 rounded-xl border border-ocean-100 bg-white p-4 shadow-sm transition-colors hover:border-ocean-600 hover:bg-ocean-50"
              >
                <Icon aria-hidden="true" className="size-6 text-ocean-700" />
                <span className="font-semibold text-ocean-900">{label}</span>
                <span className="text-sm text-slate-700">{description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {/* On a phone it starts two screens down: laid out only when near, as the parts after it
          (decision 0031, session 30). */}
      <section aria-labelledby="home-welcome" className="render-when-visible mt-12">
        <h2 id="home-welcome" className="text-2xl font-bold text-ocean-900">
          Aloha, and welcome to {site.name}
        </h2>
        <div className="mt-4">
          <WelcomeContent level="h3" />
        </div>
      </section>

      <section aria-labelledby="where-families-live" className="render-when-visible mt-12">
        <h2 id="where-families-live" className="text-2xl font-bold text-ocean-900">
          Where families live on Oahu
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          The installations, and the towns our rental and home-buying guides cover. Pick a town to read about it.
        </p>
        <div className="mt-4">
          <OahuMap
            title="Oahu's installations and towns"
            areas={allMapAreas()}
            installationLinks={baseHousingLinks()}
          />
        </div>
      </section>

      {/* Laid out only when near: on a phone it starts four screens down, and laying it out was a
          third of the first frame's layout (decision 0031, session 28). Its links outrun the
          stand-in size; the utility clips them, so axe no longer reads them over the footer. */}
      <Card aria-labelledby="popular-bases" className="render-when-visible mt-12">
        <CardTitle id="popular-bases" className="text-2xl">
          Popular Hawaii Military Bases
        </CardTitle>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {POPULAR_BASES.map((base) => (
            <li key={base.name} className="rounded-lg border border-ocean-100 p-4">
              <Badge tone="sand">{base.branch}</Badge>
              <h3 className="mt-2 text-lg font-semibold text-ocean-900">{base.name}</h3>
              <p className="text-sm text-slate-700">{base.location}</p>
              <ul className="mt-3 space-y-1 text-sm">
                <li>
                  <Link
                    to={base.housingLink}
                    className="inline-flex min-h-11 items-center gap-1.5 text-ocean-800 underline underline-offset-2 hover:text-ocean-900"
                  >
                    <Home aria-hidden="true" className="size-4" />
                    Housing info<span className="sr-only"> for {base.name}</span>
                  </Link>
                </li>
                <li>
                  <ExternalLink href={base.baseInfo.url} className="inline-flex min-h-11 items-center">
                    Base info: {base.baseInfo.label}
                  </ExternalLink>
                </li>
                <li>
                  <ExternalLink href={base.mapLink} className="inline-flex min-h-11 items-center gap-1.5">
                    <MapPin aria-hidden="true" className="size-4" />
                    Map<span className="sr-only"> of {base.name}</span>
                  </ExternalLink>
                </li>
              </ul>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
