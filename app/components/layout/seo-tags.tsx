import { useLocation, useRouteLoaderData } from "react-router";
import { PAGES, type PageInfo } from "~/content/pages";
import type { SiteDetails } from "~/content/site";
import { documentTitle } from "~/lib/page-meta";
import { canonicalUrl, SOCIAL_IMAGE } from "~/lib/seo";

const pagesByPath = new Map<string, PageInfo>((PAGES as readonly PageInfo[]).map((page) => [page.path, page]));

/**
 * Canonical URL, Open Graph and Twitter card tags for every registered page, rendered once in
 * the document head. (Structured data comes from each route's `meta`, as "script:ld+json".)
 */
export function SeoTags() {
  const { pathname } = useLocation();
  const root = useRouteLoaderData("root") as { origin?: string; site?: SiteDetails } | undefined;
  // Prerendering asks for "/path/"; the canonical form has no trailing slash.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const page = pagesByPath.get(path);
  if (!root?.origin || !root.site || !page) return null;

  const url = canonicalUrl(root.origin, page.path);
  const image = `${root.origin}${SOCIAL_IMAGE.path}`;
  const title = documentTitle(page.title);
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={root.site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={page.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE.height)} />
      <meta property="og:image:alt" content={SOCIAL_IMAGE.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={page.description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
