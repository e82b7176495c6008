import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { FormRefusal, TextField } from "~/features/admin/admin-forms";
import { digitsOf, signInBackupCodeSchema, signInTotpSchema } from "~/features/admin/schemas";
import { AUTH_MESSAGES } from "~/features/auth/validation";
import { documentTitle } from "~/lib/page-meta";
import { useSchemaForm } from "~/lib/schema-form";
import { requireAnonymous } from "~/server/data/session.server";
import { hasTwoFactorChallenge, verifySignInCode } from "~/server/data/two-factor.server";
import { flashCookie } from "~/server/http/flash.server";
import { FORM_UNREADABLE, parseSubmission, readFormData, refusedForm } from "~/server/http/form-data.server";
import type { Route } from "./+types/auth.two-factor";

const TITLE = "Sign-in code";
const schemas = () => import("~/features/admin/schemas");
/** Where an admin lands once signed in. */
const AFTER_SIGN_IN = "/admin";

type Kind = "totp" | "backup";

export const meta: Route.MetaFunction = () => [{ title: documentTitle(TITLE) }, { name: "robots", content: "noindex" }];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** Only halfway through a sign-in (better-auth's challenge cookie); anyone else starts at /auth. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(request, context);
  if (!hasTwoFactorChallenge(request)) throw redirect("/auth");
  return null;
}

type CodeAnswer = { kind: Kind; result: SubmissionResult<string[]> };

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request, context);
  const form = await readFormData(request);
  if ("error" in form) return data<CodeAnswer>({ kind: "totp", result: refusedForm(form.error) }, { status: 400 });
  const kind: Kind = form.formData.get("kind") === "backup" ? "backup" : "totp";
  const submission = parseSubmission(form.formData, kind === "totp" ? signInTotpSchema : signInBackupCodeSchema);
  if (!submission) return data<CodeAnswer>({ kind, result: refusedForm(FORM_UNREADABLE) }, { status: 400 });
  if (submission.status !== "success") return data<CodeAnswer>({ kind, result: submission.reply() }, { status: 400 });
  const verified = await verifySignInCode(
    { code: kind === "totp" ? digitsOf(submission.value.code) : submission.value.code, kind },
    request,
    context,
  );
  if (!verified.ok) {
    return data<CodeAnswer>(
      { kind, result: submission.reply({ formErrors: [verified.message], hideFields: ["code"] }) },
      { status: verified.status },
    );
  }
  const headers = new Headers();
  for (const cookie of verified.cookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", flashCookie(AUTH_MESSAGES.signInSuccess));
  throw redirect(AFTER_SIGN_IN, { headers });
}

export default function SignInCode({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const kind: Kind = actionData?.kind ?? (searchParams.get("with") === "backup" ? "backup" : "totp");
  return (
    <>
      <PageHeader heading={TITLE} lead="Your account has two-factor sign-in: one more step after your password." />
      <Card className="mx-auto max-w-md">
        {kind === "totp" ? <TotpForm answer={actionData?.result} /> : <BackupCodeForm answer={actionData?.result} />}
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

function useBusy() {
  const navigation = useNavigation();
  return navigation.state === "submitting";
}

function TotpForm({ answer }: { answer?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm({
    id: "sign-in-totp",
    loadSchema: () => schemas().then((module) => module.signInTotpSchema),
    lastResult: answer,
  });
  const busy = useBusy();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" aria-label="Code from your authenticator app">
      <CardTitle>Code from your authenticator app</CardTitle>
      <input type="hidden" name="kind" value="totp" />
      <FormRefusal form={form} />
      <TextField field={fields.code} label="6-digit code" autoComplete="one-time-code" inputMode="numeric" />
      <Button type="submit" disabled={busy} aria-disabled={busy}>
        {busy ? "Checking..." : "Sign In"}
      </Button>
    </Form>
  );
}

function BackupCodeForm({ answer }: { answer?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm({
    id: "sign-in-backup-code",
    loadSchema: () => schemas().then((module) => module.signInBackupCodeSchema),
    lastResult: answer,
  });
  const busy = useBusy();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" aria-label="Backup code">
      <CardTitle>Backup code</CardTitle>
      <input type="hidden" name="kind" value="backup" />
      <FormRefusal form={form} />
      <TextField
        field={fields.code}
        label="One of your backup codes"
        autoComplete="off"
        hint="Each backup code works once."
      />
      <Button type="submit" disabled={busy} aria-disabled={busy}>
        {busy ? "Checking..." : "Sign In"}
      </Button>
    </Form>
  );
}
