import { data, Form, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/forms";
import { ActionNotice } from "~/features/admin/admin-forms";
import { AdminPage, formatAdminTime, Pager, type AdminPageHandle } from "~/features/admin/admin-page";
import { accountActionSchema } from "~/features/admin/schemas";
import {
  ACCOUNT_ACTIONS,
  actOnAccount,
  listAccounts,
  type AccountAction,
  type AccountRow,
} from "~/features/admin/server/admin-accounts.server";
import { pageNumber } from "~/features/admin/server/admin-audit.server";
import { adminContext } from "~/features/admin/server/admin-guard.server";
import { requestServices } from "~/server/services.server";
import { FORM_UNREADABLE, parseSubmission, readFormData } from "~/server/http/form-data.server";
import type { Route } from "./+types/admin.accounts";

const TITLE = "Accounts";

export const handle: AdminPageHandle = { title: TITLE };

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url).searchParams.get("page"));
  const accounts = await listAccounts(requestServices(context).database, { page });
  return { accounts, adminId: context.get(adminContext).id };
}

type ActionAnswer = { ok: boolean; message: string; userId?: string };
const answer = (body: ActionAnswer, status = 200) => data(body, { status });

const isAccountAction = (intent: unknown): intent is AccountAction =>
  typeof intent === "string" && (ACCOUNT_ACTIONS as readonly string[]).includes(intent);

/** Each account's forms post here; the intent names the action. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const form = await readFormData(request);
  if ("error" in form) return answer({ ok: false, message: form.error }, 400);
  const intent = form.formData.get("intent");
  if (!isAccountAction(intent))
    return answer({ ok: false, message: "Unknown action: reload the page and try again." }, 400);
  const submission = parseSubmission(form.formData, accountActionSchema);
  if (!submission) return answer({ ok: false, message: FORM_UNREADABLE }, 400);
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? FORM_UNREADABLE;
    return answer({ ok: false, message }, 400);
  }
  const { userId, reason } = submission.value;
  const change = { action: intent, userId, reason: reason || undefined };
  const result = await actOnAccount(requestServices(context), admin, change, request);
  return answer({ ...result, userId }, result.ok ? 200 : 400);
}

export default function AdminAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, adminId } = loaderData;
  return (
    <AdminPage
      title={TITLE}
      lead="Every family's account, newest first: when it was made, whether its email is verified, its last sign-in and its checklist progress."
    >
      {actionData ? (
        <div className="mb-4">
          <ActionNotice ok={actionData.ok}>{actionData.message}</ActionNotice>
        </div>
      ) : null}
      <p className="mb-3 text-sm text-slate-700">
        {accounts.total} {accounts.total === 1 ? "account" : "accounts"}
      </p>
      <ul className="space-y-3">
        {accounts.items.map((account) => (
          <AccountCard key={account.id} account={account} own={account.id === adminId} />
        ))}
      </ul>
      <Pager page={accounts.page} pageCount={accounts.pageCount} hrefFor={(n) => `/admin/accounts?page=${n}`} />
    </AdminPage>
  );
}

function AccountCard({ account, own }: { account: AccountRow; own: boolean }) {
  const headingId = `account-${account.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-ocean-100 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="font-semibold break-all text-ocean-900">
          {account.displayName ? (
            <>
              {account.displayName} <span className="font-normal text-slate-700">({account.email})</span>
            </>
          ) : (
            account.email
          )}
        </h2>
        {account.admin ? <Badge>Admin</Badge> : null}
        {account.banned ? <Badge tone="warning">Banned</Badge> : null}
        {account.verified ? <Badge tone="success">Verified</Badge> : <Badge tone="sand">Not verified</Badge>}
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-700">Created</dt>
          <dd className="text-slate-900">{formatAdminTime(account.createdAtMs)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Last sign-in</dt>
          <dd className="text-slate-900">
            {account.lastSignInMs ? formatAdminTime(account.lastSignInMs) : "None on record"}
          </dd>
        </div>
        <div>
          <dt className="text-slate-700">Checklist</dt>
          <dd className="text-slate-900">
            {account.checklistDone} of {account.checklistTotal} done
          </dd>
        </div>
      </dl>
      {own ? null : <AccountActions account={account} />}
    </li>
  );
}

function AccountActions({ account }: { account: AccountRow }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("userId") === account.id;
  const hidden = (intent: AccountAction) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={account.id} />
    </>
  );
  return (
    <div className="mt-3 flex flex-wrap items-start gap-2">
      {account.verified ? null : (
        <Form method="post">
          {hidden("resend-verification")}
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            Resend verification mail
          </Button>
        </Form>
      )}
      <Form method="post">
        {hidden("revoke-sessions")}
        <Button type="submit" variant="outline" size="sm" disabled={busy}>
          Sign out everywhere
        </Button>
      </Form>
      {account.banned ? (
        <Form method="post">
          {hidden("unban")}
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            Unban
          </Button>
        </Form>
      ) : (
        // A disclosure, so a ban takes a second, deliberate click (with or without JavaScript).
        <details className="rounded-md border border-coral-700/40 px-3 py-1">
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-coral-700">
            Ban…
          </summary>
          <Form method="post" className="flex flex-col gap-2 pb-2">
            {hidden("ban")}
            <Field
              labelProps={{ children: "Reason (optional, kept in the audit log)" }}
              inputProps={{ id: `ban-reason-${account.id}`, name: "reason", maxLength: 200 }}
            />
            <Button type="submit" variant="destructive" size="sm" disabled={busy}>
              Ban {account.email}
            </Button>
          </Form>
        </details>
      )}
    </div>
  );
}
