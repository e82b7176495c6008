import { Link } from "react-router";
import { pageInfo } from "~/content/pages";
import { telHref } from "~/content/site";
import { usePublicContact, useRenderedYear, useSite } from "~/lib/use-site";
import { NAV_BOTTOM_LINKS, NAV_GROUPS, SUGGESTION_LINK } from "./navigation";

/** Contact details, tagline and a plain site map (the menu also works here without JavaScript). */
export function Footer() {
  const site = useSite();
  const contact = usePublicContact();
  const renderedYear = useRenderedYear();
  const groups = [...NAV_GROUPS, { label: "Support", links: [...NAV_BOTTOM_LINKS, SUGGESTION_LINK] }];
  return (
    // On a phone, below the first screen of all but the shortest pages: laid out only as the
    // reader nears it (`render-when-visible`, app.css), not in the first frame (decision 0031,
    // session 30). On a short page the browser lays it out with the rest.
    <footer className="render-when-visible mt-12 border-t border-ocean-100 bg-ocean-900 px-4 py-8 text-sm text-ocean-50 print-hidden">
      <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-[1.2fr_3fr]">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-1">{site.tagline}</p>
          <address className="mt-4 space-y-1 not-italic">
            {contact.phone ? (
              <p>
                <a className="underline hover:text-white" href={telHref(contact.phone)}>
                  {contact.phone}
                </a>
              </p>
            ) : null}
            {contact.email ? (
              <p>
                <a className="break-all underline hover:text-white" href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              </p>
            ) : null}
            <p>{site.founder.location}</p>
          </address>
          <p className="mt-4">
            <Link className="underline hover:text-white" to={pageInfo("/about").path}>
              About {site.name}
            </Link>
            : who runs it and how it is paid for
          </p>
        </div>
        <nav aria-label="Site map" className="grid grid-cols-2 gap-6 sm:grid-cols-4">
          {groups.map((group) => (
            <div key={group.label}>
              <h2 className="font-semibold text-white">{group.label}</h2>
              <ul className="mt-2 space-y-1.5">
                {group.links
                  .flatMap((link) => [link, ...(link.children ?? [])])
                  .filter((link) => !link.external)
                  .map((link) => (
                    <li key={link.href}>
                      <Link className="hover:text-white hover:underline" to={link.href}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <p className="mx-auto mt-8 max-w-6xl border-t border-ocean-800 pt-4 text-xs text-ocean-100">
        © {renderedYear} {site.name}. Free tools for military families, run by the practice behind the Veterans Home
        Program. Not affiliated with the Department of Defense or the Department of Veterans Affairs.
      </p>
    </footer>
  );
}
