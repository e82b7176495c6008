import { getFormProps, getInputProps, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { AuthNotice, EmailField, PasswordField, PasswordRulesList } from "~/features/auth/auth-forms";
import { DISPLAY_NAME_MAX_LENGTH } from "~/features/auth/display-name";
import { useSchemaForm } from "~/lib/schema-form";
import { ACCOUNT_INTENTS, type AccountIntent } from "../account-intents";

const schemas = () => import("../account-schemas");

/** The account action's answer: Conform's reply for the form named by `intent`, and what happened. */
export type AccountAnswer = { intent: AccountIntent; result: SubmissionResult<string[]>; success?: string };

const answerFor = (answer: AccountAnswer | undefined, intent: AccountIntent) =>
  answer?.intent === intent ? answer : undefined;

/** A password is never echoed back: after an answer the box is emptied, with or without JavaScript. */
function useEmptyPasswordsAfter(formId: string, answer: AccountAnswer | undefined) {
  const answered = useRef(answer);
  useEffect(() => {
    if (answer === answered.current) return;
    answered.current = answer;
    const form = document.forms.namedItem(formId);
    for (const input of form?.querySelectorAll<HTMLInputElement>('input[type="password"]') ?? []) input.value = "";
  }, [formId, answer]);
}

function useBusy(intent: AccountIntent): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/**
 * One of the page's Conform forms: its intent, its one summary (the form's messages; a field's
 * message stays under its field) and its submit button, which says so while the form posts.
 */
function IntentForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  answer,
  submit,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  intent: AccountIntent;
  answer: AccountAnswer | undefined;
  submit: { label: string; busyLabel: string; variant?: "destructive" };
  children: ReactNode;
}) {
  const busy = useBusy(intent);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <AuthNotice form={form} answer={answer} />
      {children}
      <Button type="submit" variant={submit.variant} disabled={busy} aria-disabled={busy}>
        {busy ? submit.busyLabel : submit.label}
      </Button>
    </Form>
  );
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-heading`}>
      <CardTitle id={`${id}-heading`}>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

export function DisplayNameForm({ name, answer }: { name: string | null; answer?: AccountAnswer }) {
  const ours = answerFor(answer, ACCOUNT_INTENTS.displayName);
  const [form, fields] = useSchemaForm({
    id: "display-name",
    loadSchema: () => schemas().then((module) => module.displayNameSchema),
    lastResult: ours?.result,
    defaultValue: { name: name ?? "" },
  });
  return (
    <Section
      id="display-name"
      title="Your name"
      description="Optional. People who share your plan see it beside what you tick, instead of your email."
    >
      <IntentForm
        form={form}
        intent={ACCOUNT_INTENTS.displayName}
        answer={ours}
        submit={{ label: "Save name", busyLabel: "Saving..." }}
      >
        <Field
          labelProps={{ children: "Display name" }}
          inputProps={{
            ...getInputProps(fields.name, { type: "text" }),
            autoComplete: "name",
            maxLength: DISPLAY_NAME_MAX_LENGTH,
          }}
          errors={fields.name.errors}
          hint="Leave it empty to be shown by your email."
        />
      </IntentForm>
    </Section>
  );
}

export function ChangeEmailForm({ email, answer }: { email: string; answer?: AccountAnswer }) {
  const ours = answerFor(answer, ACCOUNT_INTENTS.email);
  const [form, fields] = useSchemaForm({
    id: "change-email",
    loadSchema: () => schemas().then((module) => module.changeEmailSchema),
    lastResult: ours?.result,
  });
  return (
    <Section
      id="email"
      title="Email"
      description={
        <>
          You sign in with <strong className="break-all">{email}</strong>. A new address changes once you open the link
          we send to it; we also tell this one.
        </>
      }
    >
      <IntentForm
        form={form}
        intent={ACCOUNT_INTENTS.email}
        answer={ours}
        submit={{ label: "Send confirmation link", busyLabel: "Sending..." }}
      >
        <EmailField field={fields.newEmail} label="New email" />
      </IntentForm>
    </Section>
  );
}

export function ChangePasswordForm({ answer }: { answer?: AccountAnswer }) {
  const ours = answerFor(answer, ACCOUNT_INTENTS.password);
  const [form, fields] = useSchemaForm({
    id: "change-password",
    loadSchema: () => schemas().then((module) => module.changePasswordSchema),
    lastResult: ours?.result,
  });
  useEmptyPasswordsAfter(form.id, ours);
  const rulesId = `${fields.newPassword.id}-rules`;
  return (
    <Section
      id="password"
      title="Password"
      description="Changing it signs you out on every other device; this one stays signed in."
    >
      <IntentForm
        form={form}
        intent={ACCOUNT_INTENTS.password}
        answer={ours}
        submit={{ label: "Change password", busyLabel: "Saving..." }}
      >
        <PasswordField field={fields.currentPassword} label="Current password" autoComplete="current-password" />
        <div>
          <PasswordField
            field={fields.newPassword}
            label="New password"
            autoComplete="new-password"
            rulesId={rulesId}
          />
          <PasswordRulesList id={rulesId} password={fields.newPassword.value ?? ""} />
        </div>
      </IntentForm>
    </Section>
  );
}

export function SignOutEverywhereForm({ answer }: { answer?: AccountAnswer }) {
  const ours = answerFor(answer, ACCOUNT_INTENTS.signOutEverywhere);
  const busy = useBusy(ACCOUNT_INTENTS.signOutEverywhere);
  return (
    <Section
      id="devices"
      title="Signed-in devices"
      description="Lost a phone, or signed in on a shared computer? Sign out on every device at once, this one included."
    >
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value={ACCOUNT_INTENTS.signOutEverywhere} />
        {ours?.result.error?.[""]?.[0] ? (
          <p role="alert" className="rounded-md bg-coral-700/10 px-3 py-2 text-sm font-semibold text-coral-700">
            {ours.result.error[""][0]}
          </p>
        ) : null}
        <Button type="submit" variant="outline" disabled={busy} aria-disabled={busy}>
          {busy ? "Signing out..." : "Sign out everywhere"}
        </Button>
      </Form>
    </Section>
  );
}

export function DownloadData({ hasPlan }: { hasPlan: boolean }) {
  const linkClass = "font-semibold text-ocean-800 underline underline-offset-2";
  return (
    <Section
      id="data"
      title="Your data"
      description="Everything the site keeps about your account: your checklist, your plan and its items, your household, your reminders and the messages you sent us."
    >
      <ul className="space-y-2">
        <li>
          <a href="/account/data.json" download className={`${linkClass} inline-flex min-h-11 items-center`}>
            Download my data (JSON)
          </a>
        </li>
        {hasPlan ? (
          <li>
            <a href="/account/plan.csv" download className={`${linkClass} inline-flex min-h-11 items-center`}>
              Download my plan (CSV, for a spreadsheet)
            </a>
          </li>
        ) : null}
      </ul>
    </Section>
  );
}

/** What deleting the account does to the plan, in the family's terms. */
export type PlanFate =
  { kind: "none" } | { kind: "deleted" } | { kind: "handed-over"; to: string } | { kind: "leaves"; owner: string };

function planFateText(fate: PlanFate): string {
  switch (fate.kind) {
    case "none":
      return "You have no saved plan.";
    case "deleted":
      return "Your plan, its ticks and your own items are deleted with it.";
    case "handed-over":
      return `Your plan is handed to ${fate.to}, who shares it: it stays as it is, becomes theirs, and they are told by email.`;
    case "leaves":
      return `You leave ${fate.owner}'s plan; it stays theirs, and what you ticked stays ticked.`;
  }
}

export function DeleteAccountForm({ fate, answer }: { fate: PlanFate; answer?: AccountAnswer }) {
  const ours = answerFor(answer, ACCOUNT_INTENTS.delete);
  const [form, fields] = useSchemaForm({
    id: "delete-account",
    loadSchema: () => schemas().then((module) => module.deleteAccountSchema),
    lastResult: ours?.result,
  });
  useEmptyPasswordsAfter(form.id, ours);
  return (
    <Section id="delete" title="Delete your account" description="This cannot be undone. When you delete your account:">
      <ul className="mb-4 list-disc space-y-1 pl-5 text-slate-800">
        <li>{planFateText(fate)}</li>
        <li>
          You are signed out everywhere, and your calendar address, sponsor links, reminder emails and invitation links
          stop working at once.
        </li>
        <li>
          Your checklist progress, name and email are removed; our records keep only that an account was deleted.
          Messages you sent us through the contact form or suggestion box stay with us, as an email would.
        </li>
      </ul>
      <IntentForm
        form={form}
        intent={ACCOUNT_INTENTS.delete}
        answer={ours}
        submit={{ label: "Delete my account", busyLabel: "Deleting...", variant: "destructive" }}
      >
        <PasswordField field={fields.password} label="Your password, to confirm" autoComplete="current-password" />
      </IntentForm>
    </Section>
  );
}
