import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/suggestion-box";

const PAGE = pageInfo("/suggestion-box");

export const meta: Route.MetaFunction = () => pageMeta("/suggestion-box");

export default function SuggestionBoxPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
