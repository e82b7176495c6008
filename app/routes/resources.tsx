import { Term } from "~/components/ui/term";
import { NAMES } from "~/content/names";
import { BookOpen, Calculator, Hotel, House, KeyRound, Lightbulb, MessageSquare, Smartphone } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { RESOURCE_TOOLS, type ToolCard } from "~/content/resources";
import { ExternalButton, PageSection } from "~/features/housing/link-list";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/resources";

const PAGE = pageInfo("/resources");

const TOOL_ICONS = {
  smartphone: Smartphone,
  calculator: Calculator,
  key: KeyRound,
  home: House,
  book: BookOpen,
  hotel: Hotel,
} as const;

export const meta: Route.MetaFunction = () => pageMeta("/resources");

export default function ResourcesPage() {
  return (
    <>
      <PageHeader
        heading={PAGE.heading}
        lead={
          <>
            The tools families use most during a <Term acronym="PCS">permanent change of station</Term> to Hawaii, in
            one place: calculators for a <Term acronym="VA">Veterans Affairs</Term> loan, searches, the guidebook and{" "}
            <Term acronym="TLA">temporary lodging allowance</Term> hotels. Everything here is free.
          </>
        }
      />

      <PageSection id="tools" title="Tools and guides">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {RESOURCE_TOOLS.map((tool) => {
            const Icon = TOOL_ICONS[tool.icon];
            return (
              <li key={tool.title}>
                <Card className="flex h-full flex-col" data-testid="tool-card">
                  <Icon aria-hidden="true" className="size-7 text-ocean-700" />
                  <CardTitle as="h3" className="mt-2">
                    {tool.title}
                  </CardTitle>
                  <CardDescription>{tool.description}</CardDescription>
                  <div className="mt-auto pt-4">
                    <ToolAction action={tool.action} />
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection id="more" title="Help us build the next tool">
        <div className="grid gap-4 md:grid-cols-2">
          <Card>
            <Lightbulb aria-hidden="true" className="size-6 text-coral-700" />
            <CardTitle as="h3" className="mt-2">
              Have an idea?
            </CardTitle>
            <CardDescription>Tell us which guide or calculator would have made your move easier.</CardDescription>
            <Link className={buttonVariants({ variant: "outline", className: "mt-4" })} to="/suggestion-box">
              Open the suggestion box
            </Link>
          </Card>
          <Card>
            <MessageSquare aria-hidden="true" className="size-6 text-ocean-700" />
            <CardTitle as="h3" className="mt-2">
              Need a person?
            </CardTitle>
            <CardDescription>We can answer questions about housing, schools and your first week.</CardDescription>
            <Link className={buttonVariants({ variant: "primary", className: "mt-4" })} to="/contact">
              {NAMES.contact}
            </Link>
          </Card>
        </div>
      </PageSection>
    </>
  );
}

function ToolAction({ action }: { action: ToolCard["action"] }) {
  switch (action.kind) {
    case "internal":
      return (
        <Link className={buttonVariants({ variant: "primary", className: "w-full" })} to={action.href}>
          {action.label}
        </Link>
      );
    case "external":
      return (
        <ExternalButton href={action.href} format={action.format} className="w-full">
          {action.label}
        </ExternalButton>
      );
    case "coming-soon":
      return (
        <Badge tone="warning" size="md">
          Coming soon
        </Badge>
      );
  }
}
