import { serverEnv } from "~/server/env.server";
import { CONTENT_LAST_UPDATED } from "~/content/pages";
import { INDEXABLE_PAGES, sitemapXml } from "~/lib/seo";

export function loader() {
  return new Response(sitemapXml(serverEnv().PUBLIC_URL, INDEXABLE_PAGES, CONTENT_LAST_UPDATED), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
