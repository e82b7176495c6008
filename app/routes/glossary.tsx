import { buttonVariants } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHeader } from "~/components/ui/page-header";
import { GLOSSARY } from "~/content/glossary";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/glossary";

const PAGE = pageInfo("/glossary");

export const meta: Route.MetaFunction = () => pageMeta("/glossary");

/** Every acronym the site uses, A to Z; each page's first use of one links to its entry here. */
export default function GlossaryPage() {
  return (
    <>
      <PageHeader heading={PAGE.heading} lead={PAGE.description} />
      {/* A long page on a phone: jump straight to the letters on your form. Plain anchors, no script. */}
      <nav aria-label="Terms" className="mb-8">
        <ul className="flex flex-wrap gap-2">
          {GLOSSARY.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                {entry.acronym}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <dl className="max-w-3xl divide-y divide-ocean-100">
        {GLOSSARY.map((entry) => (
          <div key={entry.id} id={entry.id} className="scroll-mt-20 py-4 first:pt-0">
            <dt className="text-lg font-semibold text-ocean-900">
              {entry.expansion.charAt(0).toUpperCase() + entry.expansion.slice(1)} ({entry.acronym})
            </dt>
            <dd className="mt-1 text-slate-800">
              {entry.explanation}
              {entry.source ? (
                <>
                  {" "}
                  <ExternalLink href={entry.source.url}>{entry.source.title}</ExternalLink>
                </>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
