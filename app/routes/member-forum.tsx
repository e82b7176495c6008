import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/member-forum";

const PAGE = pageInfo("/member-forum");

export const meta: Route.MetaFunction = () => pageMeta("/member-forum");

export default function MemberForumPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
