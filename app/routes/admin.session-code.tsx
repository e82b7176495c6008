import { Link, redirect, useSearchParams } from "react-router";
import { Card } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { BackupCodeForm, TotpForm, type CodeKind } from "~/features/admin/code-forms";
import { verifyPostedCode } from "~/features/admin/server/code-form.server";
import type { AdminPageHandle } from "~/features/admin/admin-page";
import { adminContext, adminReturnPath } from "~/features/admin/server/admin-guard.server";
import { replaceSessionCookies } from "~/features/auth/server/session.server";
import { verifySessionCode } from "~/features/auth/server/two-factor.server";
import type { Route } from "./+types/admin.session-code";

const TITLE = "Confirm it is you";
const LEAD =
  "This browser signed in before two-factor sign-in was on for your account. Type a code once, and the admin pages open here.";

export const handle: AdminPageHandle = { title: TITLE };

const returnPath = (request: Request) => adminReturnPath(new URL(request.url).searchParams.get("next"));

/**
 * Where the admin guard sends a session whose account has two-factor sign-in on but which has not
 * itself passed it: a code for this session, then back to the admin page asked for (`?next=`).
 * A session that has passed it goes straight back.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  if (context.get(adminContext).sessionPassedTwoFactor) throw redirect(returnPath(request), 303);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const verified = await verifyPostedCode(request, (code) =>
    verifySessionCode({ ...code, userId: admin.id }, request, context),
  );
  if (!verified.ok) return verified.answer;
  replaceSessionCookies(context, verified.cookies);
  throw redirect(returnPath(request), 303);
}

export default function SessionCode({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const kind: CodeKind = actionData?.kind ?? (searchParams.get("with") === "backup" ? "backup" : "totp");
  const next = searchParams.get("next");
  const switchTo = (other: CodeKind) => {
    const query = new URLSearchParams(next ? { next } : {});
    if (other === "backup") query.set("with", "backup");
    return `?${query}`;
  };
  return (
    <>
      <PageHeader heading={TITLE} lead={LEAD} />
      <Card className="mx-auto max-w-md">
        {kind === "totp" ? (
          <TotpForm id="session-totp" submitLabel="Continue" answer={actionData?.result} />
        ) : (
          <BackupCodeForm id="session-backup-code" submitLabel="Continue" answer={actionData?.result} />
        )}
        <p className="mt-4 text-sm text-slate-700">
          <Link
            to={switchTo(kind === "totp" ? "backup" : "totp")}
            replace
            className="font-semibold text-ocean-800 underline underline-offset-2"
          >
            {kind === "totp" ? "No phone? Use a backup code" : "Use a code from your authenticator app"}
          </Link>
        </p>
      </Card>
    </>
  );
}
