import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/housing.va-assumptions";

const PAGE = pageInfo("/housing/va-assumptions");

export const meta: Route.MetaFunction = () => pageMeta("/housing/va-assumptions");

export default function VaAssumptionsPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
