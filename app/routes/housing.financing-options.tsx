import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/housing.financing-options";

const PAGE = pageInfo("/housing/financing-options");

export const meta: Route.MetaFunction = () => pageMeta("/housing/financing-options");

export default function FinancingOptionsPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
