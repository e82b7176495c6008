import { useRouteLoaderData } from "react-router";
import { CONTENT_LAST_UPDATED } from "~/content/pages";
import { DEFAULT_SITE, type SiteDetails } from "~/content/site";
import { publicContact, type PublicContact } from "~/features/site/public-contact";

/**
 * The site's contact details as the server resolved them (defaults plus env overrides).
 * Outside the root route's data (an error page before data loaded) the defaults apply.
 */
export function useSite(): SiteDetails {
  const data = useRouteLoaderData("root") as { site?: SiteDetails } | undefined;
  return data?.site ?? DEFAULT_SITE;
}

/**
 * What the public may see of the practice's phone, email and founder's name on this
 * deployment (features/site/public-contact.ts). Without the root route's data (an error page
 * before data loaded) the address is unknown, so it errs on the side of a real deployment:
 * no placeholder is shown.
 */
export function usePublicContact(): PublicContact {
  const data = useRouteLoaderData("root") as { site?: SiteDetails; origin?: string } | undefined;
  return publicContact(data?.site ?? DEFAULT_SITE, data?.origin ?? "https://");
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
