import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pcs-toolkit.hawaii-schools";

const PAGE = pageInfo("/pcs-toolkit/hawaii-schools");

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/hawaii-schools");

export default function HawaiiSchoolsPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
