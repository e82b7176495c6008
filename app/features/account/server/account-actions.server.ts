import type { RouterContextProvider } from "react-router";
import { callAuth, errorCode } from "~/features/auth/server/account.server";
import { PASSWORD_HASHING_BUSY } from "~/features/auth/server/password-hashing.server";
import { maskedAddress } from "~/features/mail/mail-policy";
import { requestServices } from "~/server/services.server";
import { ACCOUNT_MESSAGES } from "../account-schemas";

/** Where the link that confirms a new email lands: the account page, which says it changed. */
export const EMAIL_CHANGED_LANDING = "/account?email=changed";

/**
 * What one of better-auth's account endpoints answered: its Set-Cookie values (a new session
 * after a change of password, expired cookies after sign-out or deletion), or the refusal
 * to show, under a field (`field`) or for the whole form.
 */
export type AccountChange =
  { ok: true; cookies: string[] } | { ok: false; status: number; message: string; field?: string };

type Context = Readonly<RouterContextProvider>;

/** better-auth's refusals in the account page's words; a wrong password goes under its field. */
async function changeOutcome(response: Response, passwordField?: string): Promise<AccountChange> {
  if (response.ok) return { ok: true, cookies: response.headers.getSetCookie() };
  if (response.status === 429) return { ok: false, status: 429, message: ACCOUNT_MESSAGES.tooManyAttempts };
  if (response.status === 503) return { ok: false, status: 503, message: PASSWORD_HASHING_BUSY };
  if (passwordField && (await errorCode(response)) === "INVALID_PASSWORD") {
    return { ok: false, status: 400, message: ACCOUNT_MESSAGES.currentPasswordWrong, field: passwordField };
  }
  if (response.status >= 500) console.error(`[account] better-auth answered ${response.status}`);
  return { ok: false, status: response.status >= 500 ? 500 : 400, message: ACCOUNT_MESSAGES.failed };
}

/** The display name; "" removes it (better-auth's `name` is required, so no name is stored as ""). */
export async function saveDisplayName(name: string, request: Request, context: Context): Promise<AccountChange> {
  return changeOutcome(await callAuth("/update-user", { name }, request, context));
}

/** A new password, with the current one; every other session of the account ends. */
export async function changePassword(
  input: { currentPassword: string; newPassword: string },
  request: Request,
  context: Context,
): Promise<AccountChange> {
  const response = await callAuth("/change-password", { ...input, revokeOtherSessions: true }, request, context);
  return changeOutcome(response, "currentPassword");
}

/**
 * Asks better-auth to change the account's email: it mails a link to the new address, and the
 * email changes only when that link is opened (auth.server.ts words the mail). The current
 * address is told at once, so a change someone else started does not go unnoticed. better-auth
 * answers the same whether or not the new address has an account, and so does this.
 */
export async function requestEmailChange(
  input: { newEmail: string; currentEmail: string },
  request: Request,
  context: Context,
): Promise<AccountChange> {
  if (input.newEmail === input.currentEmail.trim().toLowerCase()) {
    return { ok: false, status: 400, message: ACCOUNT_MESSAGES.emailSame, field: "newEmail" };
  }
  const response = await callAuth(
    "/change-email",
    { newEmail: input.newEmail, callbackURL: EMAIL_CHANGED_LANDING },
    request,
    context,
  );
  const outcome = await changeOutcome(response);
  if (!outcome.ok) return outcome;
  const { mailer, env } = requestServices(context);
  const site = env.site.name;
  await mailer.send({
    kind: "email-change-notice",
    to: input.currentEmail,
    subject: `A change of email was asked for your ${site} account`,
    text: `Aloha,\n\nSomeone signed in to your ${site} account asked to use ${maskedAddress(input.newEmail)} as its email from now on. We sent a link there; the email changes only when it is opened, and until then this address stays the account's.\n\nIf it was you, there is nothing else to do. If it wasn't, change your password now at ${env.PUBLIC_URL}/account (which signs out every other device), or reset it at ${env.PUBLIC_URL}/auth/forgot-password.\n\nMahalo,\n${site}`,
  });
  return outcome;
}

/**
 * Ends every session of the account, this one included (better-auth's revoke-sessions), then
 * signs this browser out so its cookie goes too.
 */
export async function signOutEverywhere(request: Request, context: Context): Promise<AccountChange> {
  const revoked = await callAuth("/revoke-sessions", {}, request, context);
  if (!revoked.ok) return changeOutcome(revoked);
  const signedOut = await callAuth("/sign-out", {}, request, context);
  return { ok: true, cookies: signedOut.headers.getSetCookie() };
}

/**
 * Deletes the account with its password (better-auth's delete-user, whose `beforeDelete`
 * settles the app's tables: account-deletion.server.ts). Its sessions go with it.
 */
export async function deleteAccount(password: string, request: Request, context: Context): Promise<AccountChange> {
  return changeOutcome(await callAuth("/delete-user", { password }, request, context), "password");
}
