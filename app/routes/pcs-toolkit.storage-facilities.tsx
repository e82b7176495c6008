import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pcs-toolkit.storage-facilities";

const PAGE = pageInfo("/pcs-toolkit/storage-facilities");

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/storage-facilities");

export default function StorageFacilitiesPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
