import { Tabs } from "radix-ui";
import { data, Link, redirect, useSearchParams } from "react-router";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import { SignInForm, SignUpForm, useActionToast, type AuthActionData } from "~/features/auth/auth-forms";
import { signInSchema, signUpSchema } from "~/features/auth/schemas";
import { AUTH_MESSAGES } from "~/features/auth/validation";
import { pageMeta } from "~/lib/page-meta";
import { signIn, signUp } from "~/server/data/account.server";
import { flashCookie } from "~/server/http/flash.server";
import { fieldErrorsOf, readForm } from "~/server/http/form-data.server";
import { requireAnonymous } from "~/server/data/session.server";
import type { Route } from "./+types/auth";

const PAGE = pageInfo("/auth");
type Tab = "signin" | "signup";

export const meta: Route.MetaFunction = () => pageMeta("/auth");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAnonymous(request, context);
  return null;
}

function answer(body: AuthActionData, status: number) {
  return data(body, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request, context);
  const form = await readForm(request);
  if ("error" in form) return answer({ intent: "signin", error: form.error }, 400);
  const { fields } = form;

  if (fields.intent === "signup") {
    const parsed = signUpSchema.safeParse(fields);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      return answer(
        { intent: "signup", error: fieldErrors.email ?? AUTH_MESSAGES.passwordRequirements, fieldErrors },
        400,
      );
    }
    const result = await signUp(parsed.data, request, context);
    if (!result.ok) return answer({ intent: "signup", error: result.message }, result.status);
    return answer({ intent: "signup", success: AUTH_MESSAGES.signUpSuccess }, 200);
  }

  if (fields.intent === "signin") {
    const parsed = signInSchema.safeParse(fields);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      return answer({ intent: "signin", error: fieldErrors.email ?? AUTH_MESSAGES.signInFailed, fieldErrors }, 400);
    }
    const result = await signIn(parsed.data, request, context);
    if (!result.ok) return answer({ intent: "signin", error: result.message }, result.status);
    const headers = new Headers();
    for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", flashCookie(AUTH_MESSAGES.signInSuccess));
    throw redirect("/", { headers });
  }

  return answer({ intent: "signin", error: "Unknown form: please reload the page and try again." }, 400);
}

export default function AuthPage({ actionData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Without JavaScript the tabs are links (?tab=signup); with it they switch in place.
  const tab: Tab = actionData?.intent === "signup" || searchParams.get("tab") === "signup" ? "signup" : "signin";
  useActionToast(actionData);

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
            <SignInForm actionData={actionData} />
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
            <SignUpForm actionData={actionData} />
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
