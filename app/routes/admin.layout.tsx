import { Outlet } from "react-router";
import type { AdminPageHandle } from "~/features/admin/admin-page";
import { adminGuard } from "~/features/admin/server/admin-guard.server";
import { documentTitle } from "~/lib/page-meta";
import type { Route } from "./+types/admin.layout";

/**
 * The site owner's side (issue 19), as one section: its guard runs once before every loader and
 * action under it (admins only: everyone else gets the site's not-found page, direct POSTs
 * included), and puts the admin in `adminContext` for them.
 */
export const middleware: Route.MiddlewareFunction[] = [adminGuard];

/** Each page's title (its `handle`); no admin page is for search engines. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const page = matches.at(-1)?.handle as AdminPageHandle | undefined;
  return [{ title: documentTitle(page?.title ?? "Site owner") }, { name: "robots", content: "noindex" }];
};

/** Families' names and emails, and the owner's settings: no shared cache may keep any of it. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function AdminLayout() {
  return <Outlet />;
}
