import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/calculators.credit";

const PAGE = pageInfo("/calculators/credit");

export const meta: Route.MetaFunction = () => pageMeta("/calculators/credit");

export default function CreditPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
