import type { ReactNode } from "react";
import { NavLink } from "react-router";

/** The admin pages, in the order the admin nav lists them. */
export const ADMIN_NAV = [
  { to: "/admin", label: "Inbox", end: true },
  { to: "/admin/accounts", label: "Accounts", end: false },
  { to: "/admin/site", label: "Site settings", end: false },
  { to: "/admin/audit", label: "Audit log", end: false },
  { to: "/admin/two-factor", label: "Two-factor", end: false },
] as const;

/** What each admin page tells the admin layout (routes/admin.layout.tsx): its document title. */
export type AdminPageHandle = { title: string };

/**
 * The frame of every admin page (the site owner's side, issue 19): its one h1, a short lead,
 * the admin nav and the page's content. Admin pages are never in the public sidebar.
 */
export function AdminPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="max-w-5xl">
      <header className="mb-6">
        <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Site owner</p>
        <h1 className="text-3xl font-bold tracking-tight break-words text-ocean-900">{title}</h1>
        {lead ? <p className="mt-2 max-w-3xl text-base text-slate-700">{lead}</p> : null}
        <nav aria-label="Admin" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {ADMIN_NAV.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className="inline-flex min-h-11 items-center rounded-md border border-ocean-100 bg-white px-4 text-sm font-semibold text-ocean-800 hover:bg-ocean-50 aria-[current=page]:border-ocean-700 aria-[current=page]:bg-ocean-700 aria-[current=page]:text-white"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {children}
    </div>
  );
}

/** Previous / next links for a paged admin list (plain links: they work without JavaScript). */
export function Pager({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const linkClass =
    "inline-flex min-h-11 items-center rounded-md border border-ocean-700 bg-white px-4 text-sm font-semibold text-ocean-800 hover:bg-ocean-50";
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <a href={hrefFor(page - 1)} className={linkClass} rel="prev">
          Newer
        </a>
      ) : null}
      <p className="text-sm text-slate-700">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <a href={hrefFor(page + 1)} className={linkClass} rel="next">
          Older
        </a>
      ) : null}
    </nav>
  );
}

/** A time as the owner reads it: in Hawaii, where the practice is. */
export function formatAdminTime(ms: number): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "Pacific/Honolulu",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(ms));
}
