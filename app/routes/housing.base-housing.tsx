import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/housing.base-housing";

const PAGE = pageInfo("/housing/base-housing");

export const meta: Route.MetaFunction = () => pageMeta("/housing/base-housing");

export default function BaseHousingPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
