import { Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { ABOUT_FREE, ABOUT_FUNDING, ABOUT_SOURCES, NOT_AFFILIATED } from "~/content/about";
import { pageInfo } from "~/content/pages";
import { PROGRAM_BENEFITS } from "~/content/programs";
import { PageSection } from "~/features/housing/link-list";
import { FounderCard } from "~/features/welcome/founder-card";
import { pageMeta } from "~/lib/page-meta";
import { usePublicContact, useSite } from "~/lib/use-site";
import type { Route } from "./+types/about";

const PAGE = pageInfo("/about");

export const meta: Route.MetaFunction = () => pageMeta("/about");

const LINK = "font-semibold text-ocean-800 underline underline-offset-2";

/**
 * Who runs the site, what the Veterans Home Program is, how the site is paid for, that every
 * tool is free, and how figures are sourced (issue 30). The practice's name and founder come
 * from the site's details, and only what the public may see of them.
 */
export default function AboutPage() {
  const site = useSite();
  const { founderName } = usePublicContact();
  return (
    <>
      <PageHeader
        heading={PAGE.heading}
        lead={`${site.name} is a free guide for military families and veterans making a permanent change of station (PCS) move to Hawaii. Here is who runs it, how it is paid for and where its figures come from.`}
      />

      <PageSection id="who" title="Who runs the site">
        <p className="max-w-3xl text-slate-700">
          {site.name} is run by a Hawaii relocation practice based in {site.founder.location}. The practice helps
          military families and veterans buy, sell and rent out homes in Hawaii through its Veterans Home Program. Its
          founder{founderName ? `, ${founderName},` : null} is the person who answers when you write to us.
        </p>
        <FounderCard headingLevel="h3" className="mt-6 max-w-2xl" />
      </PageSection>

      <PageSection id="program" title="What the Veterans Home Program is">
        <p className="max-w-3xl text-slate-700">
          The Veterans Home Program is the practice&apos;s offer to families who choose to buy, sell or rent out a home
          with it:
        </p>
        {/* Title and figure only: each benefit's full description speaks to the programs page's sliders. */}
        <ul className="mt-3 max-w-3xl list-disc space-y-1 pl-5 text-slate-700">
          {PROGRAM_BENEFITS.map((benefit) => (
            <li key={benefit.title}>
              <span className="font-semibold text-slate-900">{benefit.title}:</span> {benefit.figure}
            </li>
          ))}
        </ul>
        <p className="mt-3 max-w-3xl text-slate-700">
          <Link to="/programs" className={LINK}>
            See what each benefit means and work out the credits for your price
          </Link>
          .
        </p>
      </PageSection>

      <PageSection id="funding" title="How the site is paid for">
        {/* The owner's own disclosure (/admin/site), first and in their words, when they have written one. */}
        {site.programDisclosure ? (
          <p className="mb-2 max-w-3xl whitespace-pre-line text-slate-700">{site.programDisclosure}</p>
        ) : null}
        {ABOUT_FUNDING.map((paragraph) => (
          <p key={paragraph} className="mt-2 max-w-3xl text-slate-700 first:mt-0">
            {paragraph}
          </p>
        ))}
      </PageSection>

      <PageSection id="free" title="Free, with no sign-up to the program">
        {ABOUT_FREE.map((paragraph) => (
          <p key={paragraph} className="mt-2 max-w-3xl text-slate-700 first:mt-0">
            {paragraph}
          </p>
        ))}
      </PageSection>

      <PageSection id="sources" title="Where the figures come from">
        {ABOUT_SOURCES.map((paragraph) => (
          <p key={paragraph} className="mt-2 max-w-3xl text-slate-700 first:mt-0">
            {paragraph}
          </p>
        ))}
        <p className="mt-4 max-w-3xl text-slate-700">{NOT_AFFILIATED}</p>
        <p className="mt-4 max-w-3xl text-slate-700">
          Seen something out of date?{" "}
          <Link to="/suggestion-box" className={LINK}>
            Tell us in the suggestion box
          </Link>{" "}
          or{" "}
          <Link to="/contact" className={LINK}>
            send us a message
          </Link>
          .
        </p>
      </PageSection>
    </>
  );
}
