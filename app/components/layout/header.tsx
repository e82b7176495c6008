import { NAMES } from "~/content/names";
import { Mail, Menu, Phone } from "lucide-react";
import { Link, useLocation, type Location } from "react-router";
import { telHref } from "~/content/site";
import { usePublicContact, useSite } from "~/lib/use-site";
import { cn } from "~/lib/cn";
import { useMenuExpanded, useSidebar } from "./sidebar-context";
import { SiteLogo } from "../ui/site-logo";
import { MENU_BUTTON_ID, SITE_MENU_ID } from "./sidebar-state";

/**
 * The header's "Sign in", coming back afterwards to the page it was pressed on (issue 33): the
 * page's path and query as /auth's `redirectTo`. Rendered from the router's location, so a
 * prerendered page has its own link in its HTML. The location is this site's by construction,
 * and /auth checks every `redirectTo` again (safeRedirect) before it follows one; so the header
 * leaves out only home (where /auth goes anyway), the sign-in pages themselves (a loop) and a
 * path that a browser would read as another site ("//…"), rather than carry signInPath's full
 * check onto every page (half a kilobyte that /plan's budget does not have; decision 0004).
 * header.test.tsx holds the two to the same links.
 */
export function signInHref({ pathname, search }: Pick<Location, "pathname" | "search">): string {
  // A prerendered page is rendered at its folder's path ("/contact/"), and shown at "/contact".
  const path = pathname.replace(/(.)\/$/, "$1");
  return /^\/(\/|auth(\/|$)|$)/.test(path) ? "/auth" : `/auth?redirectTo=${encodeURIComponent(path + search)}`;
}

export function Header({ userArea }: { userArea?: React.ReactNode }) {
  const site = useSite();
  const location = useLocation();
  const contact = usePublicContact();
  return (
    <header className="sticky top-0 z-20 flex min-h-14 items-center gap-1 border-b border-ocean-100 bg-white/95 px-2 backdrop-blur sm:gap-2 sm:px-4 print-hidden">
      <MenuButton />
      {/* Phones have no sidebar on screen to show whose site this is. */}
      <Link to="/" className="inline-flex min-h-11 shrink-0 items-center md:hidden">
        <SiteLogo size={32} className="size-8" />
        <span className="sr-only">{site.name} home</span>
      </Link>
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-1.5 gap-y-1 text-sm sm:gap-x-4">
        {/* Only details the public may see (features/site/public-contact.ts); with neither, the contact page. */}
        {contact.phone ? (
          <a
            href={telHref(contact.phone)}
            className="inline-flex min-h-11 items-center gap-1.5 text-ocean-800 hover:underline"
          >
            <Phone aria-hidden="true" className="size-4" />
            <span className="sr-only">Call </span>
            {contact.phone}
          </a>
        ) : null}
        {contact.email ? (
          <a
            href={`mailto:${contact.email}`}
            className={cn(
              "min-h-11 items-center gap-1.5 text-ocean-800 hover:underline",
              // A phone's header has room for one detail: the email when there is no number.
              contact.phone ? "hidden sm:inline-flex" : "inline-flex min-w-0 break-all",
            )}
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Email </span>
            {contact.email}
          </a>
        ) : null}
        {contact.phone || contact.email ? null : (
          <Link to="/contact" className="inline-flex min-h-11 items-center gap-1.5 text-ocean-800 hover:underline">
            <Mail aria-hidden="true" className="size-4" />
            Send us a message
          </Link>
        )}
      </div>
      {userArea ?? (
        <Link
          to={signInHref(location)}
          className="inline-flex min-h-11 shrink-0 items-center rounded-md bg-ocean-700 px-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-ocean-800 sm:px-4"
        >
          {NAMES.signIn}
        </Link>
      )}
    </header>
  );
}

/**
 * The menu button, a component of its own: whether the menu is expanded is known only in the
 * browser (the screen's width), so React re-renders it at once after hydrating, and that urgent
 * re-render is this button's, not the whole header's with its links (issue 34).
 */
function MenuButton() {
  const { toggle } = useSidebar();
  const expanded = useMenuExpanded();
  const hydrated = expanded !== null;
  // Until the scripts run (or without them) the browser opens the sidebar as a popover itself;
  // once hydrated the button opens the drawer (focus trapped) or collapses the rail.
  return (
    <button
      type="button"
      id={MENU_BUTTON_ID}
      popoverTarget={hydrated ? undefined : SITE_MENU_ID}
      onClick={toggle}
      aria-expanded={hydrated ? expanded : undefined}
      aria-label="Toggle menu"
      title="Toggle menu (Ctrl+B)"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-800 hover:bg-ocean-50"
    >
      <Menu aria-hidden="true" className="size-5" />
    </button>
  );
}
