import { NAMES } from "~/content/names";
import { Link, redirect, useSearchParams } from "react-router";
import { Card } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { BackupCodeForm, TotpForm, type CodeKind } from "~/features/admin/code-forms";
import { verifyPostedCode } from "~/features/admin/server/code-form.server";
import { AUTH_MESSAGES } from "~/features/auth/validation";
import { documentTitle } from "~/lib/page-meta";
import { requireAnonymous } from "~/features/auth/server/session.server";
import { hasTwoFactorChallenge, verifySignInCode } from "~/features/auth/server/two-factor.server";
import { requestServices } from "~/server/services.server";
import type { Route } from "./+types/auth.two-factor";

const TITLE = "Sign-in code";
/** Where an admin lands once signed in. */
const AFTER_SIGN_IN = "/admin";

export const meta: Route.MetaFunction = () => [{ title: documentTitle(TITLE) }, { name: "robots", content: "noindex" }];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** Only halfway through a sign-in (better-auth's challenge cookie); anyone else starts at /auth. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(context);
  if (!hasTwoFactorChallenge(request)) throw redirect("/auth");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(context);
  const verified = await verifyPostedCode(request, (code) => verifySignInCode(code, request, context));
  if (!verified.ok) return verified.answer;
  const headers = new Headers();
  for (const cookie of verified.cookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await requestServices(context).flash.cookie(AUTH_MESSAGES.signInSuccess));
  throw redirect(AFTER_SIGN_IN, { headers });
}

export default function SignInCode({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const kind: CodeKind = actionData?.kind ?? (searchParams.get("with") === "backup" ? "backup" : "totp");
  return (
    <>
      <PageHeader heading={TITLE} lead="Your account has two-factor sign-in: one more step after your password." />
      <Card className="mx-auto max-w-md">
        {kind === "totp" ? (
          <TotpForm id="sign-in-totp" submitLabel={NAMES.signIn} answer={actionData?.result} />
        ) : (
          <BackupCodeForm id="sign-in-backup-code" submitLabel={NAMES.signIn} answer={actionData?.result} />
        )}
        <p className="mt-4 text-sm text-slate-700">
          {kind === "totp" ? (
            <Link to="?with=backup" replace className="font-semibold text-ocean-800 underline underline-offset-2">
              No phone? Use a backup code
            </Link>
          ) : (
            <Link to="?" replace className="font-semibold text-ocean-800 underline underline-offset-2">
              Use a code from your authenticator app
            </Link>
          )}
        </p>
        <p className="mt-2 text-sm text-slate-700">
          <Link to="/auth" className="font-semibold text-ocean-800 underline underline-offset-2">
            Start again with your password
          </Link>
        </p>
      </Card>
    </>
  );
}
