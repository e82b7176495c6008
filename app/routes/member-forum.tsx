import { Term } from "~/components/ui/term";
import { NAMES } from "~/content/names";
import { Car, GraduationCap, House, PawPrint, Plane, Search, TreePalm, Users } from "lucide-react";
import { Link } from "react-router";
import { Frame } from "~/components/forms";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { FORUM_CATEGORIES, FORUM_GUIDELINES, FORUM_SAMPLE_QUESTIONS } from "~/content/forum";
import { pageInfo } from "~/content/pages";
import { PageSection } from "~/features/housing/link-list";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/member-forum";

const PAGE = pageInfo("/member-forum");

const CATEGORY_ICONS = {
  plane: Plane,
  home: House,
  paw: PawPrint,
  school: GraduationCap,
  car: Car,
  palm: TreePalm,
} as const;

export const meta: Route.MetaFunction = () => pageMeta("/member-forum");

export default function MemberForumPage() {
  return (
    <>
      <PageHeader
        heading={PAGE.heading}
        lead={
          <>
            A place for military families to trade questions and answers about a{" "}
            <Term acronym="PCS">permanent change of station</Term> to Hawaii with people who have just done it.
          </>
        }
      >
        <p
          role="note"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
          data-testid="forum-preview-note"
        >
          <strong>Preview:</strong> The forum is not open yet. The questions below are examples, not real posts.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link className={buttonVariants({ variant: "primary" })} to="/auth?tab=signup">
            <Users aria-hidden="true" className="size-4" />
            {NAMES.createAccount} to join
          </Link>
          <a className={buttonVariants({ variant: "outline" })} href="#guidelines">
            Continue as guest
          </a>
        </div>
      </PageHeader>

      <Frame
        frame={{
          className: "max-w-xl",
          labelProps: { children: "Search the forum" },
          hint: "Search is coming when the forum opens.",
        }}
        id="forum-search"
        render={(control) => (
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-3.5 left-3 size-4 text-slate-600" />
            <input
              {...control}
              type="search"
              disabled
              placeholder="Search opens with the forum"
              className="min-h-11 w-full rounded-md border border-slate-400 bg-slate-100 py-2 pr-3 pl-9 text-slate-900 placeholder:text-slate-600"
            />
          </div>
        )}
      />

      <PageSection id="categories" title="Categories">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FORUM_CATEGORIES.map((category) => {
            const Icon = CATEGORY_ICONS[category.icon];
            return (
              <li key={category.title}>
                <Card className="h-full" data-testid="forum-category">
                  <Icon aria-hidden="true" className="size-6 text-ocean-700" />
                  <CardTitle as="h3" className="mt-2">
                    {category.title}
                  </CardTitle>
                  <p className="mt-1 text-sm text-slate-700">{category.description}</p>
                </Card>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection id="recent" title="Questions it is for">
        <ul className="divide-y divide-ocean-100 rounded-xl border border-ocean-100 bg-white">
          {FORUM_SAMPLE_QUESTIONS.map((question) => (
            <li key={question.title} className="p-4" data-testid="forum-question">
              <h3 className="font-semibold text-ocean-900">{question.title}</h3>
              <p className="mt-1">
                <Badge tone="sand">{question.branch}</Badge>
              </p>
            </li>
          ))}
        </ul>
      </PageSection>

      <section id="guidelines" aria-labelledby="guidelines-heading" className="mt-10 scroll-mt-20">
        <h2 id="guidelines-heading" className="text-2xl font-bold text-ocean-900">
          Community guidelines
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-800">
          {FORUM_GUIDELINES.map((guideline) => (
            <li key={guideline}>{guideline}</li>
          ))}
        </ol>
        <p className="mt-4 text-slate-700">
          Questions before the forum opens?{" "}
          <Link className="font-semibold text-ocean-800 underline underline-offset-2" to="/contact">
            {NAMES.contact}
          </Link>
          .
        </p>
      </section>
    </>
  );
}
