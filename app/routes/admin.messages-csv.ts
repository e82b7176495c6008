import { data } from "react-router";
import { inboxCsvFileName, readInboxFilter } from "~/features/inbox/inbox";
import { adminContext } from "~/features/admin/server/admin-guard.server";
import { inboxCsv } from "~/features/inbox/server/inbox-csv.server";
import { requestServices } from "~/server/services.server";
import type { Route } from "./+types/admin.messages-csv";

/**
 * `GET /admin/messages.csv?kind=&status=&q=`: every message the inbox's filter keeps (all its
 * pages), as a CSV download. Each export is audited: it carries families' names and emails.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  const { inbox, audit } = requestServices(context);
  const filter = readInboxFilter(new URL(request.url).searchParams);
  const messages = await inbox.all(filter);
  await audit.record({
    actor: { id: admin.id, email: admin.email },
    action: "export messages as CSV",
    targetKind: "inbox",
    targetId: "messages.csv",
    detail: `${messages.length} message${messages.length === 1 ? "" : "s"}; kind ${filter.kind}, status ${filter.status}${filter.q ? `, search "${filter.q}"` : ""}`,
  });
  return new Response(inboxCsv(messages), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${inboxCsvFileName(new Date())}"`,
      // Families' names and emails: no shared cache may keep it.
      "Cache-Control": "private, no-store",
    },
  });
}

/** A download only: after the layout's guard (non-admins: not found), a post is not allowed. */
export function action() {
  throw data("Method not allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
}
