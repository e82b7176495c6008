import { data, Link } from "react-router";
import { Card, CardTitle } from "~/components/ui/card";
import { ForgotPasswordForm, useAnswerToast, type AuthAnswer } from "~/features/auth/auth-forms";
import { forgotPasswordSchema } from "~/features/auth/schemas";
import { AUTH_MESSAGES } from "~/features/auth/validation";
import { documentTitle } from "~/lib/page-meta";
import { requestPasswordReset } from "~/features/auth/server/account.server";
import { FORM_UNREADABLE, parseSubmission, readFormData, refusedForm } from "~/server/http/form-data.server";
import { requireAnonymous } from "~/features/auth/server/session.server";
import type { Route } from "./+types/auth.forgot-password";

export const meta: Route.MetaFunction = () => [
  { title: documentTitle("Reset your password") },
  { name: "description", content: "Get a link to reset your Aloha PCS password." },
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: Route.LoaderArgs) {
  await requireAnonymous(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  if ("error" in form) return data<AuthAnswer>({ intent: "forgot", result: refusedForm(form.error) }, { status: 400 });
  const submission = parseSubmission(form.formData, forgotPasswordSchema);
  if (!submission) return data<AuthAnswer>({ intent: "forgot", result: refusedForm(FORM_UNREADABLE) }, { status: 400 });
  if (submission.status !== "success") {
    return data<AuthAnswer>({ intent: "forgot", result: submission.reply() }, { status: 400 });
  }
  await requestPasswordReset(submission.value.email, request, context);
  // The same answer whether or not the account exists: never reveal which emails are registered.
  return data<AuthAnswer>({
    intent: "forgot",
    result: submission.reply({ resetForm: true }),
    success: AUTH_MESSAGES.resetLinkSent,
  });
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  useAnswerToast(actionData);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ocean-900">Reset your password</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Enter the email you signed up with and we'll send you a link to choose a new password.
      </p>
      <Card className="mt-8 max-w-md">
        <CardTitle>Send a reset link</CardTitle>
        <ForgotPasswordForm answer={actionData} />
        <p className="mt-4 text-sm">
          <Link to="/auth" className="font-semibold text-ocean-800 underline underline-offset-2">
            Back to sign in
          </Link>
        </p>
      </Card>
    </>
  );
}
