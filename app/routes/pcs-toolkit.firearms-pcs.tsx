import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pcs-toolkit.firearms-pcs";

const PAGE = pageInfo("/pcs-toolkit/firearms-pcs");

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/firearms-pcs");

export default function FirearmsPcsPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
