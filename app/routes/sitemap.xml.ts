import { CONTENT_LAST_UPDATED } from "~/content/pages";
import { INDEXABLE_PAGES, publicOrigin, sitemapXml } from "~/lib/seo";

export function loader() {
  return new Response(sitemapXml(publicOrigin(process.env), INDEXABLE_PAGES, CONTENT_LAST_UPDATED), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
