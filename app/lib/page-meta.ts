import type { MetaDescriptor } from "react-router";
import { pageInfo, type PagePath } from "~/content/pages";

const SITE_NAME = "Aloha PCS";

/** "Title | Aloha PCS", or the title alone when it already names the site ("Welcome to Aloha PCS"). */
export function documentTitle(title: string): string {
  return title.toLowerCase().includes(SITE_NAME.toLowerCase()) ? title : `${title} | ${SITE_NAME}`;
}

/** Title and description tags for a registered page (app/content/pages.ts). */
export function pageMeta(path: PagePath): MetaDescriptor[] {
  const page = pageInfo(path);
  return [{ title: documentTitle(page.title) }, { name: "description", content: page.description }];
}

/**
 * A page with a family's own data (their plan, their account): titled and described, and kept
 * out of search engines, which have nothing to find there.
 */
export function personalPageMeta(title: string, description?: string): MetaDescriptor[] {
  return [
    { title: documentTitle(title) },
    ...(description ? [{ name: "description", content: description }] : []),
    { name: "robots", content: "noindex" },
  ];
}

/** Such a page is rendered for its one visitor: no cache keeps it. */
export const PERSONAL_PAGE_HEADERS = { "Cache-Control": "private, no-store" } as const;
