import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pcs-toolkit.hawaii-checklist";

const PAGE = pageInfo("/pcs-toolkit/hawaii-checklist");

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/hawaii-checklist");

export default function HawaiiChecklistPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
