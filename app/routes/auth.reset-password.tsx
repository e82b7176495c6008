import { data, Link, redirect } from "react-router";
import { Card, CardTitle } from "~/components/ui/card";
import { ResetPasswordForm, useAnswerToast, type AuthAnswer } from "~/features/auth/auth-forms";
import { resetPasswordSchema } from "~/features/auth/schemas";
import { AUTH_MESSAGES } from "~/features/auth/validation";
import { documentTitle } from "~/lib/page-meta";
import { resetPassword } from "~/features/auth/server/account.server";
import { FORM_UNREADABLE, parseSubmission, readFormData, refusedForm } from "~/server/http/form-data.server";
import { requestServices } from "~/server/services.server";
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
  const form = await readFormData(request);
  if ("error" in form) return data<AuthAnswer>({ intent: "reset", result: refusedForm(form.error) }, { status: 400 });
  const submission = parseSubmission(form.formData, resetPasswordSchema);
  if (!submission) return data<AuthAnswer>({ intent: "reset", result: refusedForm(FORM_UNREADABLE) }, { status: 400 });
  // Neither the new password nor the emailed token goes back into the page's data.
  const hideFields = ["password", "token"];
  if (submission.status !== "success") {
    return data<AuthAnswer>({ intent: "reset", result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const saved = await resetPassword(submission.value, request, context);
  if (!saved.ok) {
    return data<AuthAnswer>(
      { intent: "reset", result: submission.reply({ hideFields, formErrors: [saved.message] }) },
      { status: saved.status },
    );
  }
  throw redirect("/auth", {
    headers: { "Set-Cookie": await requestServices(context).flash.cookie(AUTH_MESSAGES.passwordUpdated) },
  });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  useAnswerToast(actionData);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ocean-900">Choose a new password</h1>
      <Card className="mt-8 max-w-md">
        {loaderData.token ? (
          <>
            <CardTitle>New password</CardTitle>
            <ResetPasswordForm token={loaderData.token} answer={actionData} />
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
