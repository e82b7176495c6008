import { Term } from "~/components/ui/term";
import { NAMES } from "~/content/names";
import { data, Link, redirect, useSearchParams, type RouterContextProvider } from "react-router";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import {
  answerFor,
  ResendVerificationForm,
  SignInForm,
  SignUpForm,
  SignUpSent,
  type AuthAnswer,
} from "~/features/auth/auth-forms";
import { REDIRECT_TO_PARAM, safeRedirect, signInPath } from "~/features/auth/safe-redirect";
import { readSignUpBrowser } from "~/features/auth/server/signup-browser.server";
import { maskedAddress } from "~/features/mail/mail-policy";
import { requestServices } from "~/server/services.server";
import { resendVerificationSchema, signInSchema, signUpSchema } from "~/features/auth/schemas";
import { AUTH_MESSAGES } from "~/features/auth/validation";
import { pageMeta } from "~/lib/page-meta";
import { resendVerification, signIn, signUp } from "~/features/auth/server/account.server";
import { SIGN_IN_CODE_PATH } from "~/features/auth/server/two-factor.server";
import { FORM_UNREADABLE, parseSubmission, readFormData, refusedForm } from "~/server/http/form-data.server";
import { requireAnonymous } from "~/features/auth/server/session.server";
import type { Route } from "./+types/auth";

const PAGE = pageInfo("/auth");
type Tab = "signin" | "signup";

export const meta: Route.MetaFunction = () => pageMeta("/auth");

/**
 * Signed in already: on to where the family was going (a verification link opened in the browser
 * that signed up lands here signed in: auth.server.ts), else home.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const verified = query.get("verified") === "1" && !query.has("error");
  await requireAnonymous(context, {
    to: safeRedirect(query.get(REDIRECT_TO_PARAM)),
    flash: verified ? AUTH_MESSAGES.emailVerifiedSignedIn : undefined,
  });
  return null;
}

function answer(body: AuthAnswer, status: number, headers?: HeadersInit) {
  return data(body, { status, headers });
}

/** The same-site path the form carried (`redirectTo`), or "" for none. */
function formRedirectTo(formData: FormData): string {
  const target = safeRedirect(formData.get(REDIRECT_TO_PARAM), "");
  return target === "/" ? "" : target;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(context);
  const form = await readFormData(request);
  if ("error" in form) return answer({ intent: "signin", result: refusedForm(form.error) }, 400);
  const intent = form.formData.get("intent");
  if (intent === "verify") return resendVerificationLink(form.formData, request, context);
  if (intent === "resend-signup") return resendSignUpLink(form.formData, request, context);
  if (intent !== "signin" && intent !== "signup") {
    return answer(
      { intent: "signin", result: refusedForm("Unknown form: please reload the page and try again.") },
      400,
    );
  }
  const submission = parseSubmission(form.formData, intent === "signup" ? signUpSchema : signInSchema);
  if (!submission) return answer({ intent, result: refusedForm(FORM_UNREADABLE) }, 400);
  // The password is never sent back; the email comes back so nothing else is lost.
  const refuse = (status: number, message?: string) =>
    answer(
      {
        intent,
        result: submission.reply(
          message ? { hideFields: ["password"], formErrors: [message] } : { hideFields: ["password"] },
        ),
      },
      status,
    );
  if (submission.status !== "success") return refuse(400);

  const redirectTo = formRedirectTo(form.formData);
  if (intent === "signup") {
    const { email, password } = submission.value;
    const { name } = submission.value as { name?: string };
    const result = await signUp({ email, password, name, redirectTo }, request, context);
    if (!result.ok) return refuse(result.status, result.message);
    // This browser is the one that signed up: its link will sign it in (auth.server.ts).
    const headers = new Headers();
    if (result.userId) {
      headers.append(
        "Set-Cookie",
        await requestServices(context).signUpBrowser.serialize({ userId: result.userId, email }),
      );
    }
    return answer(
      {
        intent,
        result: submission.reply({ resetForm: true }),
        success: AUTH_MESSAGES.signUpSuccess,
        sentTo: maskedAddress(email),
      },
      200,
      headers,
    );
  }

  const result = await signIn({ ...submission.value, redirectTo }, request, context);
  if (!result.ok) return refuse(result.status, result.message);
  const headers = new Headers();
  for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
  // Two-factor sign-in (admins): the password was right, the code page finishes signing in.
  if (result.twoFactorRequired) throw redirect(SIGN_IN_CODE_PATH, { headers });
  headers.append("Set-Cookie", await requestServices(context).flash.cookie(AUTH_MESSAGES.signInSuccess));
  throw redirect(redirectTo || "/", { headers });
}

/**
 * "Send the link again" after sign-up: to the address this browser signed up with (its signed
 * cookie), never one from the form; limited as every verification mail (better-auth per client
 * address, the outbox per recipient). The cookie's hour starts again with the new link.
 */
async function resendSignUpLink(formData: FormData, request: Request, context: Readonly<RouterContextProvider>) {
  const { signUpBrowser } = requestServices(context);
  const browser = await readSignUpBrowser(signUpBrowser, request.headers.get("cookie"));
  if (!browser) {
    return answer({ intent: "verify", result: refusedForm(AUTH_MESSAGES.verificationLinkInvalid) }, 400);
  }
  const { limited } = await resendVerification(browser.email, request, context, formRedirectTo(formData));
  if (limited) {
    return answer({ intent: "verify", result: refusedForm(AUTH_MESSAGES.tooManyResends) }, 429);
  }
  return answer(
    {
      intent: "signup",
      result: { status: "success" },
      success: AUTH_MESSAGES.verificationLinkResent,
      sentTo: maskedAddress(browser.email),
    },
    200,
    { "Set-Cookie": await signUpBrowser.serialize(browser) },
  );
}

/** "Send a new verification link": the same answer whether or not the address has an account to verify. */
async function resendVerificationLink(formData: FormData, request: Request, context: Route.ActionArgs["context"]) {
  const submission = parseSubmission(formData, resendVerificationSchema);
  if (!submission) return answer({ intent: "verify", result: refusedForm(FORM_UNREADABLE) }, 400);
  if (submission.status !== "success") return answer({ intent: "verify", result: submission.reply() }, 400);
  await resendVerification(submission.value.email, request, context);
  return answer(
    { intent: "verify", result: submission.reply({ resetForm: true }), success: AUTH_MESSAGES.verificationLinkSent },
    200,
  );
}

export default function AuthPage({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const tab: Tab = actionData?.intent === "signup" || searchParams.get("tab") === "signup" ? "signup" : "signin";
  // better-auth sends an expired or bad verification link here with ?error=…
  const linkFailed = searchParams.has("error");
  const verifyAnswer = answerFor(actionData, "verify");
  const signUpAnswer = answerFor(actionData, "signup");
  // Carried from the link that brought the family here to the form, and on through sign-up.
  const redirectTo = safeRedirect(searchParams.get(REDIRECT_TO_PARAM), "") || undefined;

  if (linkFailed || verifyAnswer) {
    return (
      <>
        <PageHeader
          heading={PAGE.heading}
          lead={
            <>
              Confirm your email to sign in and save your checklist for your{" "}
              <Term acronym="PCS">permanent change of station</Term> to Hawaii.
            </>
          }
        />
        <Card className="mx-auto max-w-md">
          <CardTitle size="lg" className="text-center">
            Send a new verification link
          </CardTitle>
          {linkFailed && !verifyAnswer ? (
            <p role="alert" className="mt-4 rounded-md bg-coral-700/10 px-3 py-2 text-sm font-semibold text-coral-700">
              {AUTH_MESSAGES.verificationLinkInvalid}
            </p>
          ) : null}
          <ResendVerificationForm answer={verifyAnswer} />
          <SwitchTab prompt="Verified already?" to={TABS[0].to} label={NAMES.signIn} />
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeader
        heading={PAGE.heading}
        lead={
          <>
            Save your checklist for your <Term acronym="PCS">permanent change of station</Term> to Hawaii and pick up
            where you left off on any device.
          </>
        }
      />
      <Card className="mx-auto max-w-md">
        <CardTitle size="lg" className="text-center">
          Veterans Home Program
        </CardTitle>
        {/* The two tabs are links (?tab=signup), so they switch with or without JavaScript. */}
        <nav
          aria-label={`${NAMES.signIn} or ${NAMES.createAccount.toLowerCase()}`}
          className="mt-4 grid grid-cols-2 rounded-lg bg-sand-100 p-1"
        >
          {TABS.map(({ value, label }) => (
            <Link
              key={value}
              to={tabPath(value, redirectTo)}
              replace
              preventScrollReset
              aria-current={tab === value ? "page" : undefined}
              className="flex min-h-11 items-center justify-center rounded-md text-sm font-semibold text-slate-700 aria-[current=page]:bg-white aria-[current=page]:text-ocean-900 aria-[current=page]:shadow"
            >
              {label}
            </Link>
          ))}
        </nav>
        {/* Where a verification link lands (it verifies, it does not sign in). */}
        {searchParams.get("verified") === "1" && tab === "signin" && !actionData ? (
          <p role="status" className="mt-4 rounded-md bg-emerald-100 px-3 py-2 text-sm font-semibold text-emerald-900">
            {AUTH_MESSAGES.emailVerified}
          </p>
        ) : null}
        <div className="mt-5">
          {tab === "signin" ? (
            <>
              <SignInForm answer={answerFor(actionData, "signin")} redirectTo={redirectTo} />
              <SwitchTab prompt="New here?" to={tabPath("signup", redirectTo)} label={NAMES.createAccount} />
            </>
          ) : (
            <>
              {signUpAnswer?.success ? (
                <SignUpSent answer={signUpAnswer} redirectTo={redirectTo} />
              ) : (
                <SignUpForm answer={signUpAnswer} redirectTo={redirectTo} />
              )}
              <SwitchTab prompt="Already have an account?" to={tabPath("signin", redirectTo)} label={NAMES.signIn} />
            </>
          )}
        </div>
      </Card>
      <p className="mx-auto mt-6 max-w-md text-center text-sm text-slate-700">
        Every guide and calculator works without an account. Signing in only saves your checklist progress.
      </p>
    </>
  );
}

const TABS = [
  { value: "signin", label: NAMES.signIn, to: "/auth" },
  { value: "signup", label: NAMES.createAccount, to: "/auth?tab=signup" },
] as const;

/** A tab's address, keeping where the family was going. */
function tabPath(tab: Tab, redirectTo?: string): string {
  return signInPath(redirectTo, tab === "signup" ? "signup" : undefined);
}

function SwitchTab({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <p className="mt-4 text-sm text-slate-700">
      {prompt}{" "}
      <Link to={to} replace preventScrollReset className="font-semibold text-ocean-800 underline underline-offset-2">
        {label}
      </Link>
    </p>
  );
}
