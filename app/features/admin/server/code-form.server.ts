import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { TwoFactorFailure } from "~/features/auth/server/two-factor.server";
import { FORM_UNREADABLE, parseSubmission, readFormData, refusedForm } from "~/server/http/form-data.server";
import type { CodeKind } from "../code-forms";
import { digitsOf, signInBackupCodeSchema, signInTotpSchema } from "../schemas";

/** What a code page's action answers when the code is not taken: which form, and its messages. */
export type CodeAnswer = { kind: CodeKind; result: SubmissionResult<string[]> };

type CodeVerdict = { ok: true; cookies: string[] } | TwoFactorFailure;

/**
 * A posted app or backup code (the sign-in code page and the admin session's code page): read,
 * checked against its form's schema and handed to `verify`. Either the cookies of the accepted
 * code, or the answer to send back: the form's messages, the code never echoed.
 */
export async function verifyPostedCode(
  request: Request,
  verify: (code: { code: string; kind: CodeKind }) => Promise<CodeVerdict>,
) {
  const form = await readFormData(request);
  if ("error" in form) {
    return {
      ok: false as const,
      answer: data<CodeAnswer>({ kind: "totp", result: refusedForm(form.error) }, { status: 400 }),
    };
  }
  const kind: CodeKind = form.formData.get("kind") === "backup" ? "backup" : "totp";
  const submission = parseSubmission(form.formData, kind === "totp" ? signInTotpSchema : signInBackupCodeSchema);
  if (!submission) {
    return {
      ok: false as const,
      answer: data<CodeAnswer>({ kind, result: refusedForm(FORM_UNREADABLE) }, { status: 400 }),
    };
  }
  if (submission.status !== "success") {
    return { ok: false as const, answer: data<CodeAnswer>({ kind, result: submission.reply() }, { status: 400 }) };
  }
  const verified = await verify({
    code: kind === "totp" ? digitsOf(submission.value.code) : submission.value.code,
    kind,
  });
  if (!verified.ok) {
    return {
      ok: false as const,
      answer: data<CodeAnswer>(
        { kind, result: submission.reply({ formErrors: [verified.message], hideFields: ["code"] }) },
        { status: verified.status },
      ),
    };
  }
  return { ok: true as const, cookies: verified.cookies };
}
