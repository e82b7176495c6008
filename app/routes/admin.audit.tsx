import { AdminPage, formatAdminTime, Pager, type AdminPageHandle } from "~/features/admin/admin-page";
import { pageNumber } from "~/features/admin/server/admin-audit.server";
import { notFound } from "~/features/admin/server/admin-guard.server";
import { requestServices } from "~/server/services.server";
import type { Route } from "./+types/admin.audit";

const TITLE = "Audit log";

export const handle: AdminPageHandle = { title: TITLE };

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  return requestServices(context).audit.list({ page });
}

/** Nothing posts here: the not-found answer, after the layout's guard (as every admin address). */
export function action() {
  throw notFound();
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { items, page, pageCount, total } = loaderData;
  return (
    <AdminPage
      title={TITLE}
      lead="Every admin action, newest first: who did what, to what, and when. Entries are never changed or removed."
    >
      {total === 0 ? (
        <p className="text-slate-700">No admin actions yet.</p>
      ) : (
        // Focusable, so the table scrolls sideways from the keyboard on a narrow screen.
        <div
          role="region"
          aria-label="Audit log entries"
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-ocean-100 bg-white"
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">
              Audit log, page {page} of {pageCount}
            </caption>
            <thead className="bg-sand-100 text-slate-800">
              <tr>
                <th scope="col" className="px-3 py-2">
                  When
                </th>
                <th scope="col" className="px-3 py-2">
                  Who
                </th>
                <th scope="col" className="px-3 py-2">
                  What
                </th>
                <th scope="col" className="px-3 py-2">
                  On
                </th>
                <th scope="col" className="px-3 py-2">
                  Detail
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <tr key={entry.id} className="border-t border-ocean-100 align-top">
                  <td className="px-3 py-2 whitespace-nowrap text-slate-800">
                    <time dateTime={new Date(entry.createdAtMs).toISOString()}>
                      {formatAdminTime(entry.createdAtMs)}
                    </time>
                  </td>
                  <td className="px-3 py-2 break-all text-slate-900">{entry.actorEmail}</td>
                  <td className="px-3 py-2 font-semibold text-slate-900">{entry.action}</td>
                  <td className="px-3 py-2 break-all text-slate-800">
                    {entry.targetKind} <span className="font-mono text-xs">{entry.targetId}</span>
                  </td>
                  <td className="px-3 py-2 break-all text-slate-800">{entry.detail ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pageCount={pageCount} hrefFor={(n) => `/admin/audit?page=${n}`} />
    </AdminPage>
  );
}
