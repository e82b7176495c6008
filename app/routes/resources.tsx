import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/resources";

const PAGE = pageInfo("/resources");

export const meta: Route.MetaFunction = () => pageMeta("/resources");

export default function ResourcesPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
