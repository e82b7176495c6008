import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/housing.va-homes";

const PAGE = pageInfo("/housing/va-homes");

export const meta: Route.MetaFunction = () => pageMeta("/housing/va-homes");

export default function VaHomesPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
