import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/welcome";

const PAGE = pageInfo("/welcome");

export const meta: Route.MetaFunction = () => pageMeta("/welcome");

export default function WelcomePage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
