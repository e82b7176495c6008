import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/auth";

const PAGE = pageInfo("/auth");

export const meta: Route.MetaFunction = () => pageMeta("/auth");

export default function AuthPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
