import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/housing.new-construction";

const PAGE = pageInfo("/housing/new-construction");

export const meta: Route.MetaFunction = () => pageMeta("/housing/new-construction");

export default function NewConstructionPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
