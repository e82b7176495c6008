import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { ClientRateLimiter, tooManyAttemptsMessage, type AuthAction } from "./client-rate-limit";
import { AUTH_MESSAGES, isValidEmail, PASSWORD_MAX_LENGTH, PASSWORD_RULES, unmetPasswordRules } from "./validation";

/** What the /auth action answers (never the password). */
export type AuthActionData = {
  intent: "signin" | "signup" | "forgot" | "reset";
  error?: string;
  success?: string;
  fieldErrors?: { email?: string; password?: string };
};

function browserLimiter(): ClientRateLimiter | null {
  try {
    return new ClientRateLimiter(window.localStorage);
  } catch {
    return null;
  }
}

/** Shows each new server answer once as a toast (the inline message stays for everyone). */
export function useActionToast(actionData: AuthActionData | undefined) {
  useEffect(() => {
    if (actionData?.error) toast.error(actionData.error);
    else if (actionData?.success) toast.success(actionData.success);
  }, [actionData]);
}

const inputClass =
  "mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-ocean-600 aria-[invalid=true]:border-coral-700";

export function EmailField({ id, error, defaultValue }: { id: string; error?: string; defaultValue?: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        Email
      </label>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        maxLength={254}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-coral-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function PasswordField({
  id,
  label = "Password",
  autoComplete,
  error,
  onChange,
  describedBy,
}: {
  id: string;
  label?: string;
  autoComplete: "current-password" | "new-password";
  error?: string;
  onChange?: (value: string) => void;
  describedBy?: string;
}) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name="password"
        type="password"
        autoComplete={autoComplete}
        required
        maxLength={PASSWORD_MAX_LENGTH}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy, errorId].filter(Boolean).join(" ") || undefined}
        className={inputClass}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-coral-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The sign-up password rules, each ticked off live as the password is typed. */
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

/** The server's answer, visible without JavaScript and announced to screen readers. */
export function FormMessage({ actionData, intent }: { actionData?: AuthActionData; intent: AuthActionData["intent"] }) {
  if (!actionData || actionData.intent !== intent) return null;
  if (actionData.error) {
    return (
      <p role="alert" className="rounded-md bg-coral-700/10 px-3 py-2 text-sm font-semibold text-coral-700">
        {actionData.error}
      </p>
    );
  }
  if (actionData.success) {
    return (
      <p role="status" className="rounded-md bg-emerald-100 px-3 py-2 text-sm font-semibold text-emerald-900">
        {actionData.success}
      </p>
    );
  }
  return null;
}

/**
 * Client-side checks before a sign-in or sign-up leaves the browser: the email pattern, the
 * password rules (sign-up) and the per-email attempt limit. Returns the submit handler and
 * the messages to show on the fields.
 */
function useGuardedSubmit(action: AuthAction) {
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const submittedEmailRef = useRef<string | null>(null);
  const navigation = useNavigation();

  // A sign-in that succeeded redirects away from /auth: that success resets the count.
  useEffect(() => {
    const email = submittedEmailRef.current;
    if (
      email &&
      navigation.state === "loading" &&
      navigation.formData?.get("intent") === action &&
      navigation.location.pathname !== "/auth"
    ) {
      browserLimiter()?.recordSuccess(action, email);
      submittedEmailRef.current = null;
    }
  }, [navigation, action]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const email = String(data.get("email") ?? "").trim();
    const password = String(data.get("password") ?? "");
    const errors: { email?: string; password?: string } = {};
    if (!isValidEmail(email)) errors.email = AUTH_MESSAGES.invalidEmail;
    if (action === "signup" && unmetPasswordRules(password).length)
      errors.password = AUTH_MESSAGES.passwordRequirements;
    setFieldErrors(errors);
    if (errors.email || errors.password) {
      event.preventDefault();
      toast.error(errors.email ?? errors.password);
      return;
    }
    const limiter = browserLimiter();
    if (limiter && !limiter.isAllowed(action, email)) {
      event.preventDefault();
      toast.error(tooManyAttemptsMessage(action));
      return;
    }
    limiter?.recordAttempt(action, email);
    submittedEmailRef.current = email;
  }

  return { onSubmit, fieldErrors, submittedEmailRef };
}

function useBusy(intent: AuthActionData["intent"]): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export function SignInForm({ actionData }: { actionData?: AuthActionData }) {
  const { onSubmit, fieldErrors } = useGuardedSubmit("signin");
  const busy = useBusy("signin");
  const serverErrors = actionData?.intent === "signin" ? actionData.fieldErrors : undefined;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign in">
      <input type="hidden" name="intent" value="signin" />
      <FormMessage actionData={actionData} intent="signin" />
      <EmailField id="signin-email" error={fieldErrors.email ?? serverErrors?.email} />
      <PasswordField id="signin-password" autoComplete="current-password" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {busy ? "Signing in..." : "Sign In"}
        </Button>
        <Link to="/auth/forgot-password" className="text-sm font-semibold text-ocean-800 underline underline-offset-2">
          Forgot your password?
        </Link>
      </div>
    </Form>
  );
}

export function SignUpForm({ actionData }: { actionData?: AuthActionData }) {
  const { onSubmit, fieldErrors, submittedEmailRef } = useGuardedSubmit("signup");
  const busy = useBusy("signup");
  // The rules list follows what is typed; after "Account created!" the form is empty again.
  const [typed, setTyped] = useState({ value: "", answer: actionData });
  const password = actionData?.success && typed.answer !== actionData ? "" : typed.value;
  const formRef = useRef<HTMLFormElement>(null);
  const serverErrors = actionData?.intent === "signup" ? actionData.fieldErrors : undefined;

  // After "Account created!", clear the form: the next step is in the family's inbox.
  useEffect(() => {
    if (actionData?.intent === "signup" && actionData.success) {
      formRef.current?.reset();
      if (submittedEmailRef.current) browserLimiter()?.recordSuccess("signup", submittedEmailRef.current);
      submittedEmailRef.current = null;
    }
  }, [actionData, submittedEmailRef]);

  return (
    <Form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign up">
      <input type="hidden" name="intent" value="signup" />
      <FormMessage actionData={actionData} intent="signup" />
      <EmailField id="signup-email" error={fieldErrors.email ?? serverErrors?.email} />
      <div>
        <PasswordField
          id="signup-password"
          autoComplete="new-password"
          onChange={(value) => setTyped({ value, answer: actionData })}
          describedBy="signup-password-rules"
          error={fieldErrors.password ?? serverErrors?.password}
        />
        <PasswordRulesList id="signup-password-rules" password={password} />
      </div>
      <Button type="submit" disabled={busy} aria-disabled={busy}>
        {busy ? "Creating account..." : "Create Account"}
      </Button>
    </Form>
  );
}
