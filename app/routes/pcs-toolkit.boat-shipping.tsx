import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pcs-toolkit.boat-shipping";

const PAGE = pageInfo("/pcs-toolkit/boat-shipping");

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/boat-shipping");

export default function BoatShippingPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
