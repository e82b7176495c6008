import { NAMES } from "~/content/names";
import {
  getFormProps,
  getInputProps,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { useCallback, useEffect, useMemo, useRef, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";
import { useSchemaForm } from "~/lib/schema-form";
import { ClientRateLimiter, tooManyAttemptsMessage, type AuthAction } from "./client-rate-limit";
import { DISPLAY_NAME_MAX_LENGTH } from "./display-name";
import { REDIRECT_TO_PARAM } from "./safe-redirect";
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULES,
  unmetPasswordRules,
  verificationSentMessage,
} from "./validation";

/** The schemas load with the form's first touch (app/lib/schema-form.ts). */
const schemas = () => import("./schemas");

export type AuthIntent = "signin" | "signup" | "forgot" | "reset" | "verify" | "resend-signup";

/**
 * What an account action answers: Conform's reply to the form named by `intent` (its field
 * messages and the typed email, never the password) and, on success, what to tell the family.
 */
export type AuthAnswer = {
  intent: AuthIntent;
  result: SubmissionResult<string[]>;
  success?: string;
  /** After sign-up: the address the link went to, masked (j…@example.com). */
  sentTo?: string;
};

/** The answer if it belongs to this form (sign-in and sign-up share one action). */
export function answerFor(answer: AuthAnswer | undefined, intent: AuthIntent): AuthAnswer | undefined {
  return answer?.intent === intent ? answer : undefined;
}

function browserLimiter(): ClientRateLimiter | null {
  try {
    return new ClientRateLimiter(window.localStorage);
  } catch {
    return null;
  }
}

/**
 * Shows each new success from the action once as a toast (the inline notice stays for
 * everyone). A refusal is never a toast: its message is under its field, or the form's summary.
 */
export function useAnswerToast(answer: AuthAnswer | undefined) {
  useEffect(() => {
    if (answer?.success) toast.success(answer.success);
  }, [answer]);
}

/**
 * The action never sends a password back, so after its answer the page without JavaScript
 * shows an empty password box; with JavaScript the box is emptied to match (and the rules
 * list, which follows the form's value, agrees with it).
 */
function useEmptyPasswordAfter(formId: string, answer: AuthAnswer | undefined) {
  const answered = useRef(answer);
  useEffect(() => {
    if (answer === answered.current) return;
    answered.current = answer;
    const password = document.forms.namedItem(formId)?.elements.namedItem("password");
    if (password instanceof HTMLInputElement) password.value = "";
  }, [formId, answer]);
}

export function EmailField({ field, label = "Email" }: { field: FieldMetadata<string>; label?: string }) {
  return (
    <Field
      labelProps={{ children: label }}
      inputProps={{
        ...getInputProps(field, { type: "email" }),
        autoComplete: "email",
        inputMode: "email",
        required: true,
        maxLength: EMAIL_MAX_LENGTH,
      }}
      errors={field.errors}
    />
  );
}

export function PasswordField({
  field,
  label = "Password",
  autoComplete,
  rulesId,
}: {
  field: FieldMetadata<string>;
  label?: string;
  autoComplete: "current-password" | "new-password";
  /** The live rules list under a new password, read with the field. */
  rulesId?: string;
}) {
  return (
    <Field
      labelProps={{ children: label }}
      inputProps={{
        // `value: false`: a password is never written into the page, whatever an answer holds.
        ...getInputProps(field, { type: "password", value: false }),
        autoComplete,
        required: true,
        maxLength: PASSWORD_MAX_LENGTH,
      }}
      errors={field.errors}
      describedBy={rulesId}
    />
  );
}

/** SPEC.md §5's password rules, each ticked off live as the password is typed. */
export function PasswordRulesList({ id, password }: { id: string; password: string }) {
  const unmet = useMemo(() => new Set(unmetPasswordRules(password)), [password]);
  return (
    <ul id={id} aria-live="polite" className="mt-2 space-y-1 text-sm">
      {PASSWORD_RULES.map((rule) => {
        const met = !unmet.has(rule.message);
        return (
          <li key={rule.message} className={cn(met ? "text-emerald-800" : "text-slate-700")}>
            <span aria-hidden="true">{met ? "✓ " : "• "}</span>
            {rule.message}
            <span className="sr-only">{met ? " (met)" : " (not met yet)"}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The form's one summary, visible without JavaScript and announced: why the form as a whole was
 * refused (a wrong password, a limit), else the action's success. A field's own message is
 * shown under the field only, never here as well. The account page's forms show theirs so too.
 */
export function AuthNotice({
  form,
  answer,
}: {
  /** What the summary reads of any Conform form: its own messages and their id. */
  form: Pick<FormMetadata<Record<string, unknown>, string[]>, "errors" | "errorId">;
  answer?: Pick<AuthAnswer, "success">;
}) {
  const refusal = form.errors?.[0];
  if (refusal) {
    return (
      <p
        id={form.errorId}
        role="alert"
        className="rounded-md bg-coral-700/10 px-3 py-2 text-sm font-semibold text-coral-700"
      >
        {refusal}
      </p>
    );
  }
  if (answer?.success) {
    return (
      <p role="status" className="rounded-md bg-emerald-100 px-3 py-2 text-sm font-semibold text-emerald-900">
        {answer.success}
      </p>
    );
  }
  return null;
}

/**
 * SPEC.md §5's per-email attempt limit in the browser, checked once the schema has accepted
 * the form: a blocked attempt is not sent and not counted; success clears the count.
 */
function useAttemptLimit(action: AuthAction) {
  const submittedEmail = useRef<string | null>(null);
  const navigation = useNavigation();

  // A sign-in that succeeded redirects away from /auth: that success resets the count.
  useEffect(() => {
    const email = submittedEmail.current;
    if (
      email &&
      navigation.state === "loading" &&
      navigation.formData?.get("intent") === action &&
      navigation.location.pathname !== "/auth"
    ) {
      browserLimiter()?.recordSuccess(action, email);
      submittedEmail.current = null;
    }
  }, [navigation, action]);

  function onAccepted(event: FormEvent<HTMLFormElement>, { email }: { email: string }) {
    const limiter = browserLimiter();
    if (limiter && !limiter.isAllowed(action, email)) {
      event.preventDefault();
      toast.error(tooManyAttemptsMessage(action));
      return;
    }
    limiter?.recordAttempt(action, email);
    submittedEmail.current = email;
  }

  const recordSuccess = useCallback(() => {
    if (submittedEmail.current) browserLimiter()?.recordSuccess(action, submittedEmail.current);
    submittedEmail.current = null;
  }, [action]);

  return { onAccepted, recordSuccess };
}

function useBusy(intent: AuthIntent): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/** Where the family was going, carried through the form (the action checks it again: safeRedirect). */
function RedirectToField({ redirectTo }: { redirectTo?: string }) {
  return redirectTo ? <input type="hidden" name={REDIRECT_TO_PARAM} value={redirectTo} /> : null;
}

export function SignInForm({ answer, redirectTo }: { answer?: AuthAnswer; redirectTo?: string }) {
  const { onAccepted } = useAttemptLimit("signin");
  const [form, fields] = useSchemaForm({
    id: "signin",
    loadSchema: () => schemas().then((module) => module.signInSchema),
    lastResult: answer?.result,
    onAccepted,
  });
  useEmptyPasswordAfter(form.id, answer);
  const busy = useBusy("signin");
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" aria-label={NAMES.signIn}>
      <input type="hidden" name="intent" value="signin" />
      <RedirectToField redirectTo={redirectTo} />
      <AuthNotice form={form} answer={answer} />
      <EmailField field={fields.email} />
      <PasswordField field={fields.password} autoComplete="current-password" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {busy ? "Signing in..." : NAMES.signIn}
        </Button>
        <Link to="/auth/forgot-password" className="text-sm font-semibold text-ocean-800 underline underline-offset-2">
          Forgot your password?
        </Link>
      </div>
    </Form>
  );
}

export function SignUpForm({ answer, redirectTo }: { answer?: AuthAnswer; redirectTo?: string }) {
  const { onAccepted, recordSuccess } = useAttemptLimit("signup");
  // "Account created!" comes with a reply that empties the form: the next step is in the inbox.
  const [form, fields] = useSchemaForm({
    id: "signup",
    loadSchema: () => schemas().then((module) => module.signUpSchema),
    lastResult: answer?.result,
    onAccepted,
  });
  useEmptyPasswordAfter(form.id, answer);
  const busy = useBusy("signup");
  const rulesId = `${fields.password.id}-rules`;

  useEffect(() => {
    if (answer?.success) recordSuccess();
  }, [answer, recordSuccess]);

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" aria-label={NAMES.createAccount}>
      <input type="hidden" name="intent" value="signup" />
      <RedirectToField redirectTo={redirectTo} />
      <AuthNotice form={form} answer={answer} />
      <DisplayNameField field={fields.name} />
      <EmailField field={fields.email} />
      <div>
        <PasswordField field={fields.password} autoComplete="new-password" rulesId={rulesId} />
        <PasswordRulesList id={rulesId} password={fields.password.value ?? ""} />
      </div>
      <Button type="submit" disabled={busy} aria-disabled={busy}>
        {busy ? "Creating account..." : NAMES.createAccount}
      </Button>
    </Form>
  );
}

/** The name others in a household see (optional; editable later on /account). */
function DisplayNameField({ field }: { field: FieldMetadata<string | undefined> }) {
  return (
    <Field
      labelProps={{
        children: (
          <>
            Your name <span className="font-normal text-slate-700">(optional)</span>
          </>
        ),
      }}
      inputProps={{
        ...getInputProps(field as FieldMetadata<string>, { type: "text" }),
        autoComplete: "name",
        maxLength: DISPLAY_NAME_MAX_LENGTH,
      }}
      errors={field.errors}
    />
  );
}

/**
 * After sign-up: where the link went (masked) and a button that sends it again (the same limits
 * as every verification mail). The address comes from this browser's sign-up cookie, not the form.
 */
export function SignUpSent({ answer, redirectTo }: { answer: AuthAnswer; redirectTo?: string }) {
  const busy = useBusy("resend-signup");
  return (
    <div className="space-y-4">
      <div role="status" className="rounded-md bg-emerald-100 px-3 py-2 text-sm text-emerald-900">
        <p className="font-semibold">{answer.success}</p>
        {answer.sentTo ? <p className="mt-1">{verificationSentMessage(answer.sentTo)}</p> : null}
      </div>
      <p className="text-sm text-slate-700">
        Nothing in your inbox after a few minutes? Check the spam folder, or send the link again.
      </p>
      <Form method="post" aria-label="Send the link again">
        <input type="hidden" name="intent" value="resend-signup" />
        <RedirectToField redirectTo={redirectTo} />
        <Button type="submit" variant="outline" disabled={busy} aria-disabled={busy}>
          {busy ? "Sending..." : "Send the link again"}
        </Button>
      </Form>
    </div>
  );
}

export function ForgotPasswordForm({ answer }: { answer?: AuthAnswer }) {
  const [form, fields] = useSchemaForm({
    id: "forgot-password",
    loadSchema: () => schemas().then((module) => module.forgotPasswordSchema),
    lastResult: answer?.result,
  });
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4" aria-label="Send a reset link">
      <AuthNotice form={form} answer={answer} />
      <EmailField field={fields.email} />
      <Button type="submit" disabled={busy}>
        {busy ? "Sending..." : "Send reset link"}
      </Button>
    </Form>
  );
}

/** A new verification link, for whoever's link expired; it shares /auth's action (intent "verify"). */
export function ResendVerificationForm({ answer }: { answer?: AuthAnswer }) {
  const [form, fields] = useSchemaForm({
    id: "resend-verification",
    loadSchema: () => schemas().then((module) => module.resendVerificationSchema),
    lastResult: answer?.result,
  });
  const busy = useBusy("verify");
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4" aria-label="Send a new verification link">
      <input type="hidden" name="intent" value="verify" />
      <AuthNotice form={form} answer={answer} />
      <EmailField field={fields.email} />
      <Button type="submit" disabled={busy} aria-disabled={busy}>
        {busy ? "Sending..." : "Send a new verification link"}
      </Button>
    </Form>
  );
}

export function ResetPasswordForm({ token, answer }: { token: string; answer?: AuthAnswer }) {
  const [form, fields] = useSchemaForm({
    id: "reset-password",
    loadSchema: () => schemas().then((module) => module.resetPasswordSchema),
    lastResult: answer?.result,
  });
  useEmptyPasswordAfter(form.id, answer);
  const busy = useNavigation().state === "submitting";
  const rulesId = `${fields.password.id}-rules`;
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4" aria-label="Reset password">
      <AuthNotice form={form} answer={answer} />
      <input type="hidden" name="token" value={token} />
      <div>
        <PasswordField field={fields.password} label="New password" autoComplete="new-password" rulesId={rulesId} />
        <PasswordRulesList id={rulesId} password={fields.password.value ?? ""} />
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : "Save new password"}
      </Button>
    </Form>
  );
}
