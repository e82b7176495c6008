import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/housing.gap-lenders";

const PAGE = pageInfo("/housing/gap-lenders");

export const meta: Route.MetaFunction = () => pageMeta("/housing/gap-lenders");

export default function GapLendersPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
