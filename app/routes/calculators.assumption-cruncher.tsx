import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/calculators.assumption-cruncher";

const PAGE = pageInfo("/calculators/assumption-cruncher");

export const meta: Route.MetaFunction = () => pageMeta("/calculators/assumption-cruncher");

export default function AssumptionCruncherPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
