import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { data, Form, useNavigation } from "react-router";
import { Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { ActionNotice, FormRefusal } from "~/features/admin/admin-forms";
import { AdminPage, type AdminPageHandle } from "~/features/admin/admin-page";
import { useSchemaForm } from "~/lib/schema-form";
import { digitsOf, twoFactorConfirmSchema, twoFactorPasswordSchema } from "~/features/admin/schemas";
import { adminContext } from "~/features/admin/server/admin-guard.server";
import { replaceSessionCookies } from "~/features/auth/server/session.server";
import {
  confirmTwoFactorSetup,
  regenerateBackupCodes,
  secretOfTotpUri,
  startTwoFactorSetup,
  TWO_FACTOR_MESSAGES,
} from "~/features/auth/server/two-factor.server";
import { requestServices } from "~/server/services.server";
import { FORM_UNREADABLE, parseSubmission, readFormData, refusedForm } from "~/server/http/form-data.server";
import type { Route } from "./+types/admin.two-factor";

const TITLE = "Two-factor sign-in";
const schemas = () => import("~/features/admin/schemas");

export const handle: AdminPageHandle = { title: TITLE };

/**
 * The one admin page open before two-factor sign-in is set up: it is where that happens. Once it
 * is on, the page makes new backup codes (for a session that passed the second factor, as every
 * admin page).
 */
export function loader({ context }: Route.LoaderArgs) {
  return { enabled: context.get(adminContext).twoFactorEnabled };
}

type SetUpAnswer =
  | { step: "password"; result: SubmissionResult<string[]> }
  | { step: "confirm"; result: SubmissionResult<string[]>; totpUri: string; secret: string }
  | { step: "done"; backupCodes: string[] }
  | { step: "regenerate"; result: SubmissionResult<string[]> }
  | { step: "new codes"; backupCodes: string[] };

const answer = (body: SetUpAnswer, status = 200) => data(body, { status });

/** A password step's form answered again: its message (if any), the password never echoed. */
function passwordRefused(
  submission: { reply: (options: { hideFields: string[]; formErrors?: string[] }) => SubmissionResult<string[]> },
  message?: string,
) {
  return submission.reply(message ? { hideFields: ["password"], formErrors: [message] } : { hideFields: ["password"] });
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const { audit } = requestServices(context);
  const form = await readFormData(request);
  if ("error" in form) return answer({ step: "password", result: refusedForm(form.error) }, 400);
  const intent = form.formData.get("intent");

  if (intent === "start") {
    const submission = parseSubmission(form.formData, twoFactorPasswordSchema);
    if (!submission) return answer({ step: "password", result: refusedForm(FORM_UNREADABLE) }, 400);
    const refuse = (status: number, message?: string) =>
      answer({ step: "password", result: passwordRefused(submission, message) }, status);
    if (submission.status !== "success") return refuse(400);
    // Shown where the page is once two-factor is on (better-auth would refuse it too).
    if (admin.twoFactorEnabled) {
      return answer({ step: "regenerate", result: refusedForm(TWO_FACTOR_MESSAGES.alreadyOn) }, 409);
    }
    const started = await startTwoFactorSetup(submission.value.password, request, context);
    if (!started.ok) return refuse(started.status, started.message);
    await audit.record({
      actor: admin,
      action: "start two-factor set-up",
      targetKind: "account",
      targetId: admin.id,
    });
    return answer({
      step: "confirm",
      result: submission.reply({ resetForm: true }),
      totpUri: started.totpUri,
      secret: secretOfTotpUri(started.totpUri),
    });
  }

  if (intent === "confirm") {
    const submission = parseSubmission(form.formData, twoFactorConfirmSchema);
    if (!submission) return answer({ step: "password", result: refusedForm(FORM_UNREADABLE) }, 400);
    // The URI typed back is only shown again; the code is checked against the stored secret.
    const totpUri = String(form.formData.get("totpUri") ?? "");
    const again = (status: number, message?: string) =>
      totpUri.startsWith("otpauth://")
        ? answer(
            {
              step: "confirm",
              result: submission.reply(message ? { formErrors: [message] } : {}),
              totpUri,
              secret: secretOfTotpUri(totpUri),
            },
            status,
          )
        : answer({ step: "password", result: refusedForm(message ?? FORM_UNREADABLE) }, status);
    if (submission.status !== "success") return again(400);
    // Set-up's last step only turns two-factor sign-in on: once it is on, a code here would
    // show the account's backup codes again (they are shown once; new ones replace them).
    if (admin.twoFactorEnabled) {
      return answer({ step: "regenerate", result: refusedForm(TWO_FACTOR_MESSAGES.alreadyOn) }, 409);
    }
    const confirmed = await confirmTwoFactorSetup(
      { code: digitsOf(submission.value.code), userId: admin.id },
      request,
      context,
    );
    if (!confirmed.ok) return again(confirmed.status, confirmed.message);
    // better-auth replaced the session: the new cookie goes out with this page.
    replaceSessionCookies(context, confirmed.cookies);
    await audit.record({
      actor: admin,
      action: "turn on two-factor sign-in",
      targetKind: "account",
      targetId: admin.id,
    });
    return answer({ step: "done", backupCodes: confirmed.backupCodes });
  }

  if (intent === "regenerate") {
    const submission = parseSubmission(form.formData, twoFactorPasswordSchema);
    if (!submission) return answer({ step: "regenerate", result: refusedForm(FORM_UNREADABLE) }, 400);
    const refuse = (status: number, message?: string) =>
      answer({ step: "regenerate", result: passwordRefused(submission, message) }, status);
    if (submission.status !== "success") return refuse(400);
    if (!admin.twoFactorEnabled) return refuse(409, TWO_FACTOR_MESSAGES.notOn);
    const regenerated = await regenerateBackupCodes(submission.value.password, request, context);
    if (!regenerated.ok) return refuse(regenerated.status, regenerated.message);
    await audit.record({
      actor: admin,
      action: "replace backup codes",
      targetKind: "account",
      targetId: admin.id,
    });
    return answer({ step: "new codes", backupCodes: regenerated.backupCodes });
  }

  return answer({ step: "password", result: refusedForm("Unknown form: please reload the page and try again.") }, 400);
}

export default function AdminTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title={TITLE}
      lead="Admin pages open only after a second step at sign-in: a code from an authenticator app on your phone, or a one-time backup code."
    >
      {actionData?.step === "done" ? (
        <BackupCodes codes={actionData.backupCodes} title="Two-factor sign-in is on" />
      ) : actionData?.step === "new codes" ? (
        <BackupCodes
          codes={actionData.backupCodes}
          title="New backup codes"
          replaced="Your old backup codes no longer work."
        />
      ) : actionData?.step === "confirm" ? (
        <ConfirmStep answer={actionData} />
      ) : loaderData.enabled ? (
        <TwoFactorOn answer={actionData?.step === "regenerate" ? actionData.result : undefined} />
      ) : (
        <PasswordStep answer={actionData?.step === "password" ? actionData.result : undefined} />
      )}
    </AdminPage>
  );
}

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function PasswordStep({ answer }: { answer?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm({
    id: "two-factor-start",
    loadSchema: () => schemas().then((module) => module.twoFactorPasswordSchema),
    lastResult: answer,
  });
  const busy = useBusy("start");
  return (
    <Card className="max-w-xl">
      <CardTitle>Set up two-factor sign-in</CardTitle>
      <p className="mt-2 text-sm text-slate-800">
        You need an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, or any
        other TOTP app). Start by confirming your password.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4" aria-label="Password check">
        <input type="hidden" name="intent" value="start" />
        <FormRefusal form={form} />
        <Field
          labelProps={{ children: "Your password" }}
          // A password is never written back into the page.
          inputProps={{
            ...getInputProps(fields.password, { type: "password", value: false }),
            autoComplete: "current-password",
          }}
          errors={fields.password.errors}
        />
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {busy ? "Checking..." : "Continue"}
        </Button>
      </Form>
    </Card>
  );
}

function ConfirmStep({ answer }: { answer: Extract<SetUpAnswer, { step: "confirm" }> }) {
  const [form, fields] = useSchemaForm({
    id: "two-factor-confirm",
    loadSchema: () => schemas().then((module) => module.twoFactorConfirmSchema),
    lastResult: answer.result,
  });
  const busy = useBusy("confirm");
  return (
    <Card className="max-w-xl">
      <CardTitle>Add the site to your authenticator app</CardTitle>
      <ol className="mt-3 list-decimal space-y-3 pl-5 text-sm text-slate-800">
        <li>
          In your authenticator app, add an account and choose to enter a setup key. Type this key (spaces do not
          matter), with the type “time-based”:
          <code className="mt-2 block rounded-md bg-sand-100 px-3 py-2 font-mono text-base tracking-wider break-all text-slate-900">
            {answer.secret.replace(/(.{4})/g, "$1 ").trim()}
          </code>
        </li>
        <li>
          Or, on this phone, open the set-up link:{" "}
          <a href={answer.totpUri} className="font-semibold break-all text-ocean-800 underline underline-offset-2">
            {answer.totpUri}
          </a>
        </li>
        <li>Type the 6-digit code the app now shows for the site.</li>
      </ol>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4" aria-label="Confirm the first code">
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="totpUri" value={answer.totpUri} />
        <FormRefusal form={form} />
        <Field
          labelProps={{ children: "Code from the app" }}
          inputProps={{
            ...getInputProps(fields.code, { type: "text" }),
            autoComplete: "one-time-code",
            inputMode: "numeric",
          }}
          errors={fields.code.errors}
        />
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {busy ? "Checking..." : "Turn on two-factor sign-in"}
        </Button>
      </Form>
    </Card>
  );
}

function TwoFactorOn({ answer }: { answer?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm({
    id: "backup-codes-regenerate",
    loadSchema: () => schemas().then((module) => module.twoFactorPasswordSchema),
    lastResult: answer,
  });
  const busy = useBusy("regenerate");
  return (
    <div className="max-w-xl space-y-4">
      <Card tone="success">
        <CardTitle tone="success">Two-factor sign-in is on</CardTitle>
        <p className="mt-2 text-sm text-slate-800">
          Each sign-in asks for a code from your authenticator app after your password. Lost your phone? Sign in with
          one of your backup codes.
        </p>
      </Card>
      <Card>
        <CardTitle>New backup codes</CardTitle>
        <p className="mt-2 text-sm text-slate-800">
          Your backup codes were shown once, when you set up two-factor sign-in. Lost them, or used most of them? Make
          new ones: they replace every old code and are shown once.
        </p>
        <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4" aria-label="Make new backup codes">
          <input type="hidden" name="intent" value="regenerate" />
          <FormRefusal form={form} />
          <Field
            labelProps={{ children: "Your password" }}
            // A password is never written back into the page.
            inputProps={{
              ...getInputProps(fields.password, { type: "password", value: false }),
              autoComplete: "current-password",
            }}
            errors={fields.password.errors}
          />
          <Button type="submit" disabled={busy} aria-disabled={busy}>
            {busy ? "Making codes..." : "Make new backup codes"}
          </Button>
        </Form>
      </Card>
    </div>
  );
}

function BackupCodes({ codes, title, replaced }: { codes: string[]; title: string; replaced?: string }) {
  return (
    <Card tone="success" className="max-w-xl">
      <CardTitle tone="success">{title}</CardTitle>
      <div className="mt-3">
        <ActionNotice ok>
          {replaced ? `${replaced} ` : ""}Save these backup codes now: they are shown only this once.
        </ActionNotice>
      </div>
      <p className="mt-3 text-sm text-slate-800">
        Each code signs you in once if you do not have your phone. Keep them somewhere safe, away from your phone (a
        password manager, or printed).
      </p>
      <ul aria-label="Backup codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-base text-slate-900">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-white px-3 py-2">
            {code}
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <a href="/admin" className="font-semibold text-ocean-800 underline underline-offset-2">
          Go to the inbox
        </a>
      </p>
    </Card>
  );
}
