import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/housing.verified-rentals";

const PAGE = pageInfo("/housing/verified-rentals");

export const meta: Route.MetaFunction = () => pageMeta("/housing/verified-rentals");

export default function VerifiedRentalsPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
