import { data, redirect } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { NAMES } from "~/content/names";
import { ACCOUNT_INTENTS, type AccountIntent } from "~/features/account/account-intents";
import {
  ACCOUNT_MESSAGES,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  displayNameSchema,
} from "~/features/account/account-schemas";
import {
  ChangeEmailForm,
  ChangePasswordForm,
  DeleteAccountForm,
  DisplayNameForm,
  DownloadData,
  SignOutEverywhereForm,
  type AccountAnswer,
} from "~/features/account/components/account-forms";
import {
  changePassword,
  deleteAccount,
  requestEmailChange,
  saveDisplayName,
  signOutEverywhere,
  type AccountChange,
} from "~/features/account/server/account-actions.server";
import { planFateOf, requireAccountUser } from "~/features/account/server/account-page.server";
import { maskedAddress } from "~/features/mail/mail-policy";
import { replaceSessionCookies } from "~/features/auth/server/session.server";
import { PERSONAL_PAGE_HEADERS, personalPageMeta } from "~/lib/page-meta";
import { requestServices } from "~/server/services.server";
import { FORM_UNREADABLE, parseSubmission, readFormData, refusedForm } from "~/server/http/form-data.server";
import type { Route } from "./+types/account";
import { clearingOfflineData } from "~/features/offline/clear-offline-data";

const EMAIL_CHANGED = "Your email is changed. Sign in with the new one from now on.";

export const meta: Route.MetaFunction = () => personalPageMeta(NAMES.account);

export const headers = () => PERSONAL_PAGE_HEADERS;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccountUser(context);
  const fate = await planFateOf(context);
  const emailChanged = new URL(request.url).searchParams.get("email") === "changed";
  return { name: user.name, email: user.email, fate, emailChanged };
}

const answer = (body: AccountAnswer, status = 200) => data(body, { status });

const INTENTS = new Set<string>(Object.values(ACCOUNT_INTENTS));

/** Every form of the page posts here with an `intent`; each goes to one of better-auth's endpoints. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccountUser(context);
  const form = await readFormData(request);
  if ("error" in form)
    return answer({ intent: ACCOUNT_INTENTS.displayName, result: refusedForm(FORM_UNREADABLE) }, 400);
  const intent = String(form.formData.get("intent") ?? "");
  if (!INTENTS.has(intent)) {
    return answer({ intent: ACCOUNT_INTENTS.displayName, result: refusedForm(ACCOUNT_MESSAGES.failed) }, 400);
  }
  const formIntent = intent as AccountIntent;
  const refuse = (
    change: Extract<AccountChange, { ok: false }>,
    result?: { reply: (options?: object) => AccountAnswer["result"] },
  ) =>
    answer(
      {
        intent: formIntent,
        result: result
          ? result.reply({
              hideFields: ["currentPassword", "newPassword", "password"],
              ...(change.field
                ? { fieldErrors: { [change.field]: [change.message] } }
                : { formErrors: [change.message] }),
            })
          : refusedForm(change.message),
      },
      change.status,
    );

  switch (formIntent) {
    case ACCOUNT_INTENTS.displayName: {
      const submission = parseSubmission(form.formData, displayNameSchema);
      if (!submission) return answer({ intent: formIntent, result: refusedForm(FORM_UNREADABLE) }, 400);
      if (submission.status !== "success") return answer({ intent: formIntent, result: submission.reply() }, 400);
      const name = submission.value.name ?? "";
      const change = await saveDisplayName(name, request, context);
      if (!change.ok) return refuse(change, submission);
      replaceSessionCookies(context, change.cookies);
      return answer({
        intent: formIntent,
        result: submission.reply(),
        success: name ? ACCOUNT_MESSAGES.nameSaved : ACCOUNT_MESSAGES.nameRemoved,
      });
    }
    case ACCOUNT_INTENTS.password: {
      const submission = parseSubmission(form.formData, changePasswordSchema);
      if (!submission) return answer({ intent: formIntent, result: refusedForm(FORM_UNREADABLE) }, 400);
      if (submission.status !== "success") {
        return answer(
          { intent: formIntent, result: submission.reply({ hideFields: ["currentPassword", "newPassword"] }) },
          400,
        );
      }
      const change = await changePassword(submission.value, request, context);
      if (!change.ok) return refuse(change, submission);
      // better-auth made a new session for this browser (the others ended): the page continues in it.
      replaceSessionCookies(context, change.cookies);
      return answer({
        intent: formIntent,
        result: submission.reply({ resetForm: true }),
        success: ACCOUNT_MESSAGES.passwordChanged,
      });
    }
    case ACCOUNT_INTENTS.email: {
      const submission = parseSubmission(form.formData, changeEmailSchema);
      if (!submission) return answer({ intent: formIntent, result: refusedForm(FORM_UNREADABLE) }, 400);
      if (submission.status !== "success") return answer({ intent: formIntent, result: submission.reply() }, 400);
      const { newEmail } = submission.value;
      const change = await requestEmailChange({ newEmail, currentEmail: user.email }, request, context);
      if (!change.ok) return refuse(change, submission);
      return answer({
        intent: formIntent,
        result: submission.reply({ resetForm: true }),
        success: ACCOUNT_MESSAGES.emailChangeSent(maskedAddress(newEmail)),
      });
    }
    case ACCOUNT_INTENTS.signOutEverywhere: {
      const change = await signOutEverywhere(request, context);
      if (!change.ok) return refuse(change);
      const headers = clearingOfflineData();
      for (const cookie of change.cookies) headers.append("Set-Cookie", cookie);
      headers.append("Set-Cookie", await requestServices(context).flash.cookie(ACCOUNT_MESSAGES.signedOutEverywhere));
      throw redirect("/auth", { headers });
    }
    case ACCOUNT_INTENTS.delete: {
      const submission = parseSubmission(form.formData, deleteAccountSchema);
      if (!submission) return answer({ intent: formIntent, result: refusedForm(FORM_UNREADABLE) }, 400);
      if (submission.status !== "success") {
        return answer({ intent: formIntent, result: submission.reply({ hideFields: ["password"] }) }, 400);
      }
      const change = await deleteAccount(submission.value.password, request, context);
      if (!change.ok) return refuse(change, submission);
      const headers = clearingOfflineData();
      for (const cookie of change.cookies) headers.append("Set-Cookie", cookie);
      headers.append("Set-Cookie", await requestServices(context).flash.cookie(ACCOUNT_MESSAGES.deleted));
      throw redirect("/", { headers });
    }
  }
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        heading={NAMES.account}
        lead="Your name, email and password; your data to download; and the way to delete your account."
      />
      {loaderData.emailChanged ? (
        <p role="status" className="mb-6 max-w-2xl rounded-md bg-emerald-100 px-3 py-2 font-semibold text-emerald-900">
          {EMAIL_CHANGED}
        </p>
      ) : null}
      <div className="max-w-2xl space-y-6">
        <DisplayNameForm name={loaderData.name} answer={actionData} />
        <ChangeEmailForm email={loaderData.email} answer={actionData} />
        <ChangePasswordForm answer={actionData} />
        <SignOutEverywhereForm answer={actionData} />
        <DownloadData hasPlan={loaderData.fate.kind !== "none"} />
        <DeleteAccountForm fate={loaderData.fate} answer={actionData} />
      </div>
    </>
  );
}
