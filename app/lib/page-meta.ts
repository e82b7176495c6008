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
