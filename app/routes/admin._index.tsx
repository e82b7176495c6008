import { AdminPage, Pager, type AdminPageHandle } from "~/features/admin/admin-page";
import { siteSetupUnfinished } from "~/features/site/public-contact";
import { BackupProblemNotice } from "~/features/backups/backup-problem-notice";
import { backupRuns } from "~/features/backups/server/backup-runs.server";
import { FinishSetupNotice } from "~/features/site-settings/setup-notice";
import { inboxFilterQuery, INBOX_PATH, readInboxFilter } from "~/features/inbox/inbox";
import { InboxCounts, InboxFilterForm, InboxList } from "~/features/inbox/inbox-view";
import { notFound } from "~/features/admin/server/admin-guard.server";
import { requestServices } from "~/server/services.server";
import type { Route } from "./+types/admin._index";

const TITLE = "Inbox";
const LEAD =
  "Contact messages and suggestions from families, newest first: read them, answer them by email, file them.";

export const handle: AdminPageHandle = { title: `${TITLE} (site owner)` };

/** `/admin`: the counts, the filter (from the address) and one page of the messages it keeps. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = readInboxFilter(new URL(request.url).searchParams);
  const { inbox, database, site } = requestServices(context);
  const [page, counts, backupProblem] = await Promise.all([
    inbox.list(filter),
    inbox.counts(),
    backupRuns(database).latestProblem(),
  ]);
  return {
    backupProblem,
    setupUnfinished: siteSetupUnfinished(site.current()),
    filter,
    counts,
    total: page.total,
    pageCount: page.pageCount,
    messages: page.messages.map(({ kind, id, receivedAt, status, name, email, text }) => ({
      kind,
      id,
      receivedAt,
      status,
      name,
      email,
      text,
    })),
  };
}

/** Nothing posts here: the not-found answer, after the layout's guard (as every admin address). */
export function action() {
  throw notFound();
}

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const { backupProblem, setupUnfinished, filter, counts, messages, total, pageCount } = loaderData;
  return (
    <AdminPage title={TITLE} lead={LEAD}>
      {setupUnfinished ? <FinishSetupNotice /> : null}
      <BackupProblemNotice problem={backupProblem} />
      <InboxCounts counts={counts} />
      <InboxFilterForm filter={filter} />
      <InboxList messages={messages} total={total} firstPageHref={`${INBOX_PATH}${inboxFilterQuery(filter, 1)}`} />
      <Pager
        page={filter.page}
        pageCount={pageCount}
        hrefFor={(page) => `${INBOX_PATH}${inboxFilterQuery(filter, page)}`}
      />
    </AdminPage>
  );
}
