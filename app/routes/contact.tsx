import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/contact";

const PAGE = pageInfo("/contact");

export const meta: Route.MetaFunction = () => pageMeta("/contact");

export default function ContactPage() {
  return <PageHeader heading={PAGE.heading} lead={PAGE.description} />;
}
