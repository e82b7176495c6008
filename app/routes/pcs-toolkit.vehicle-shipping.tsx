import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pcs-toolkit.vehicle-shipping";

const PAGE = pageInfo("/pcs-toolkit/vehicle-shipping");

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/vehicle-shipping");

export default function VehicleShippingPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
