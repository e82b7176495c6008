import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthAnswer } from "~/features/auth/auth-forms";
import { PASSWORD_HASHING_BUSY } from "~/features/auth/server/password-hashing.server";
import { AUTH_MESSAGES } from "~/features/auth/validation";
import { firstMessage } from "~/lib/schema-form";
import {
  authCall,
  linkInMail,
  mailArriving,
  signUpAndVerify,
  startTestServices,
  testRequestContext,
  TEST_PUBLIC_URL,
} from "../../tests/support/services";
import { outcome } from "../../tests/support/route-answers";
import { action } from "./auth.reset-password";

/** The reset form's post: the page's answer (status and message), or where its redirect goes. */
async function saveNewPassword(token: string, password: string) {
  const request = new Request(`${TEST_PUBLIC_URL}/auth/reset-password?token=${token}`, {
    method: "POST",
    body: new URLSearchParams({ token, password }),
  });
  const answer = await outcome(() => action({ request, context: testRequestContext(request), params: {} } as never));
  if (answer.location) return { status: answer.status, location: answer.location };
  return { status: answer.status, message: firstMessage((answer.body as AuthAnswer).result.error) };
}

// What the page says for each of better-auth's answers; no engine-specific storage is involved.
describe("the reset form's answer", () => {
  let services: Awaited<ReturnType<typeof startTestServices>>;
  const email = "forgot@example.com";
  let token: string;
  beforeEach(async () => {
    services = await startTestServices({ name: "sqlite" });
    await signUpAndVerify(services, email);
    await authCall(services, "/request-password-reset", { email, redirectTo: "/auth/reset-password" });
    const mail = await mailArriving(services.env.DATA_DIR, email, (text) =>
      Boolean(linkInMail(text, "/api/auth/reset-password/")),
    );
    token = linkInMail(mail, "/api/auth/reset-password/")!.match(/reset-password\/([^?]+)/)![1]!;
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await services.cleanUp();
  });

  /** better-auth answers the next reset with `status`, as a busy or failing server would. */
  function nextResetAnswers(status: number) {
    const handler = services.auth.handler;
    vi.spyOn(services.auth, "handler").mockImplementationOnce(async (request) =>
      new URL(request.url).pathname.endsWith("/reset-password")
        ? Response.json({ message: "refused in this test" }, { status })
        : handler(request),
    );
  }

  it("saves the password and sends the family to sign in; the used link is then refused as used", async () => {
    expect(await saveNewPassword(token, "Mahalo2027!")).toEqual({ status: 302, location: "/auth" });
    expect(await saveNewPassword(token, "Other2027!")).toEqual({
      status: 400,
      message: AUTH_MESSAGES.resetLinkInvalid,
    });
  });

  it("a busy server asks to try again in a moment, and the same link then works", async () => {
    nextResetAnswers(503);
    expect(await saveNewPassword(token, "Mahalo2027!")).toEqual({ status: 503, message: PASSWORD_HASHING_BUSY });
    expect(await saveNewPassword(token, "Mahalo2027!")).toEqual({ status: 302, location: "/auth" });
  });

  it("a failing server is logged and never blamed on the link", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    nextResetAnswers(500);
    expect(await saveNewPassword(token, "Mahalo2027!")).toEqual({ status: 500, message: AUTH_MESSAGES.resetFailed });
    expect(logged).toHaveBeenCalledWith("[auth] password reset failed with 500");
    expect(await saveNewPassword(token, "Mahalo2027!")).toEqual({ status: 302, location: "/auth" });
  });
});
