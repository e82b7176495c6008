import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import {
  FormMessage,
  PasswordField,
  PasswordRulesList,
  useActionToast,
  type AuthActionData,
} from "~/features/auth/auth-forms";
import { resetPasswordSchema } from "~/features/auth/schemas";
import { AUTH_MESSAGES } from "~/features/auth/validation";
import { documentTitle } from "~/lib/page-meta";
import { resetPassword } from "~/server/data/account.server";
import { flashCookie } from "~/server/http/flash.server";
import { readForm } from "~/server/http/form-data.server";
import type { Route } from "./+types/auth.reset-password";

export const meta: Route.MetaFunction = () => [
  { title: documentTitle("Choose a new password") },
  { name: "robots", content: "noindex" },
];

/** better-auth sends the emailed link here with ?token=… (or ?error=INVALID_TOKEN). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  return { token: token && !url.searchParams.get("error") ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if ("error" in form) return data<AuthActionData>({ intent: "reset", error: form.error }, { status: 400 });
  const { fields } = form;
  const parsed = resetPasswordSchema.safeParse(fields);
  if (!parsed.success) {
    const invalidToken = parsed.error.issues.some((issue) => issue.path[0] === "token");
    return data<AuthActionData>(
      {
        intent: "reset",
        error: invalidToken ? AUTH_MESSAGES.resetLinkInvalid : AUTH_MESSAGES.passwordRequirements,
        fieldErrors: invalidToken ? undefined : { password: AUTH_MESSAGES.passwordRequirements },
      },
      { status: 400 },
    );
  }
  if (!(await resetPassword(parsed.data, request, context))) {
    return data<AuthActionData>({ intent: "reset", error: AUTH_MESSAGES.resetLinkInvalid }, { status: 400 });
  }
  throw redirect("/auth", { headers: { "Set-Cookie": flashCookie(AUTH_MESSAGES.passwordUpdated) } });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [password, setPassword] = useState("");
  useActionToast(actionData);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ocean-900">Choose a new password</h1>
      <Card className="mt-8 max-w-md">
        {loaderData.token ? (
          <>
            <CardTitle>New password</CardTitle>
            <Form method="post" className="mt-4 space-y-4">
              <FormMessage actionData={actionData} intent="reset" />
              <input type="hidden" name="token" value={loaderData.token} />
              <div>
                <PasswordField
                  id="reset-password"
                  label="New password"
                  autoComplete="new-password"
                  onChange={setPassword}
                  describedBy="reset-password-rules"
                  error={actionData?.fieldErrors?.password}
                />
                <PasswordRulesList id="reset-password-rules" password={password} />
              </div>
              <Button type="submit" disabled={busy}>
                {busy ? "Saving..." : "Save new password"}
              </Button>
            </Form>
          </>
        ) : (
          <>
            <CardTitle>Link not valid</CardTitle>
            <p className="mt-2 text-slate-700">{AUTH_MESSAGES.resetLinkInvalid}</p>
            <p className="mt-4">
              <Link to="/auth/forgot-password" className="font-semibold text-ocean-800 underline underline-offset-2">
                Send a new reset link
              </Link>
            </p>
          </>
        )}
      </Card>
    </>
  );
}
