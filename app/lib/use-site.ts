import { useRouteLoaderData } from "react-router";
import { DEFAULT_SITE, type SiteDetails } from "~/content/site";

/**
 * The site's contact details as the server resolved them (defaults plus env overrides).
 * Outside the root route's data (an error page before data loaded) the defaults apply.
 */
export function useSite(): SiteDetails {
  const data = useRouteLoaderData("root") as { site?: SiteDetails } | undefined;
  return data?.site ?? DEFAULT_SITE;
}
