import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pcs-toolkit.hawaii-crime-safety";

const PAGE = pageInfo("/pcs-toolkit/hawaii-crime-safety");

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/hawaii-crime-safety");

export default function HawaiiCrimeSafetyPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
