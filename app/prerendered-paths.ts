import { PAGES, type PageInfo } from "./content/pages";

/** Pages written to HTML at build time: every page without per-user data. */
export const PRERENDERED_PATHS: string[] = (PAGES as readonly PageInfo[])
  .filter((page) => !page.perUser)
  .map((page) => page.path);
