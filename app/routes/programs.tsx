import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/programs";

const PAGE = pageInfo("/programs");

export const meta: Route.MetaFunction = () => pageMeta("/programs");

export default function ProgramsPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
