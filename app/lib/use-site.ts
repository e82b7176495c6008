import { useRouteLoaderData } from "react-router";
import { CONTENT_LAST_UPDATED } from "~/content/pages";
import { DEFAULT_SITE, type SiteDetails } from "~/content/site";

/**
 * The site's contact details as the server resolved them (defaults plus env overrides).
 * Outside the root route's data (an error page before data loaded) the defaults apply.
 */
export function useSite(): SiteDetails {
  const data = useRouteLoaderData("root") as { site?: SiteDetails } | undefined;
  return data?.site ?? DEFAULT_SITE;
}

/**
 * The year the page was rendered (for the footer's copyright), from the root route's data, so
 * a page prerendered in one year reads the same when it hydrates in the next. An error page
 * without that data uses the content's own date.
 */
export function useRenderedYear(): number {
  const data = useRouteLoaderData("root") as { renderedYear?: number } | undefined;
  return data?.renderedYear ?? Number(CONTENT_LAST_UPDATED.slice(0, 4));
}
