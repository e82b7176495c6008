import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pcs-toolkit.tla-hotels";

const PAGE = pageInfo("/pcs-toolkit/tla-hotels");

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/tla-hotels");

export default function TlaHotelsPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
