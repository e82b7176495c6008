import type { MetaDescriptor } from "react-router";
import { pageInfo, type PagePath } from "~/content/pages";

const SITE_NAME = "Aloha PCS";

export function documentTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/** Title and description tags for a registered page (app/content/pages.ts). */
export function pageMeta(path: PagePath): MetaDescriptor[] {
  const page = pageInfo(path);
  return [{ title: documentTitle(page.title) }, { name: "description", content: page.description }];
}
