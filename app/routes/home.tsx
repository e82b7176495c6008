import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/home";

const PAGE = pageInfo("/");

export const meta: Route.MetaFunction = () => pageMeta("/");

export default function HomePage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
