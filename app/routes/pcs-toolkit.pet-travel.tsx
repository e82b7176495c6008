import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pcs-toolkit.pet-travel";

const PAGE = pageInfo("/pcs-toolkit/pet-travel");

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/pet-travel");

export default function PetTravelPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
