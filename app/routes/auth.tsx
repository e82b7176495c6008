import { Tabs } from "radix-ui";
import { data, Link, redirect, useSearchParams } from "react-router";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { answerFor, SignInForm, SignUpForm, useAnswerToast, type AuthAnswer } from "~/features/auth/auth-forms";
import { signInSchema, signUpSchema } from "~/features/auth/schemas";
import { AUTH_MESSAGES } from "~/features/auth/validation";
import { pageMeta } from "~/lib/page-meta";
import { signIn, signUp } from "~/server/data/account.server";
import { flashCookie } from "~/server/http/flash.server";
import { FORM_UNREADABLE, parseSubmission, readFormData, refusedForm } from "~/server/http/form-data.server";
import { requireAnonymous } from "~/server/data/session.server";
import type { Route } from "./+types/auth";

const PAGE = pageInfo("/auth");
type Tab = "signin" | "signup";

export const meta: Route.MetaFunction = () => pageMeta("/auth");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(request, context);
  return null;
}

function answer(body: AuthAnswer, status: number) {
  return data(body, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request, context);
  const form = await readFormData(request);
  if ("error" in form) return answer({ intent: "signin", result: refusedForm(form.error) }, 400);
  const intent = form.formData.get("intent");
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

  if (intent === "signup") {
    const result = await signUp(submission.value, request, context);
    if (!result.ok) return refuse(result.status, result.message);
    return answer({ intent, result: submission.reply({ resetForm: true }), success: AUTH_MESSAGES.signUpSuccess }, 200);
  }

  const result = await signIn(submission.value, request, context);
  if (!result.ok) return refuse(result.status, result.message);
  const headers = new Headers();
  for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", flashCookie(AUTH_MESSAGES.signInSuccess));
  throw redirect("/", { headers });
}

export default function AuthPage({ actionData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Without JavaScript the tabs are links (?tab=signup); with it they switch in place.
  const tab: Tab = actionData?.intent === "signup" || searchParams.get("tab") === "signup" ? "signup" : "signin";
  useAnswerToast(actionData);

  function selectTab(next: string) {
    setSearchParams(next === "signup" ? { tab: "signup" } : {}, { replace: true, preventScrollReset: true });
  }

  return (
    <>
      <PageHeader
        heading={PAGE.heading}
        lead="Save your Hawaii PCS checklist and pick up where you left off on any device."
      />
      <Card className="mx-auto max-w-md">
        <CardTitle size="lg" className="text-center">
          Veterans Home Program
        </CardTitle>
        <Tabs.Root value={tab} onValueChange={selectTab} className="mt-4">
          <Tabs.List aria-label="Sign in or sign up" className="grid grid-cols-2 rounded-lg bg-sand-100 p-1">
            {(["signin", "signup"] as const).map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="min-h-11 rounded-md text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-ocean-900 data-[state=active]:shadow"
              >
                {value === "signin" ? "Sign In" : "Sign Up"}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="signin" className="mt-5">
            <SignInForm answer={answerFor(actionData, "signin")} />
            <p className="mt-4 text-sm text-slate-700">
              New here?{" "}
              <Link
                to="?tab=signup"
                replace
                preventScrollReset
                className="font-semibold text-ocean-800 underline underline-offset-2"
              >
                Create an account
              </Link>
            </p>
          </Tabs.Content>
          <Tabs.Content value="signup" className="mt-5">
            <SignUpForm answer={answerFor(actionData, "signup")} />
            <p className="mt-4 text-sm text-slate-700">
              Already have an account?{" "}
              <Link
                to="/auth"
                replace
                preventScrollReset
                className="font-semibold text-ocean-800 underline underline-offset-2"
              >
                Sign in
              </Link>
            </p>
          </Tabs.Content>
        </Tabs.Root>
      </Card>
      <p className="mx-auto mt-6 max-w-md text-center text-sm text-slate-700">
        Every guide and calculator works without an account. Signing in only saves your checklist progress.
      </p>
    </>
  );
}
