import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { $ZodType } from "zod/v4/core";
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from "./schemas";

/** The schema as both sides run it: Conform reading a posted form. */
function check(schema: $ZodType, fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  const submission = parseWithZod(formData, { schema });
  return submission.status === "success"
    ? { value: submission.value as Record<string, string>, error: undefined }
    : { value: undefined, error: submission.error ?? {} };
}

const INVALID_EMAIL = "Please enter a valid email address.";
const PASSWORD_REQUIREMENTS = "Password does not meet requirements.";
const SIGN_IN_FAILED = "Invalid email or password";
const HUGE = "a".repeat(10_240);

describe("the email every account form asks for", () => {
  it.each([signInSchema, signUpSchema, forgotPasswordSchema])("is trimmed, lowercased and checked (%#)", (schema) => {
    const good = { email: " Family@Example.COM ", password: "Aloha2026!" };
    expect(check(schema, good).value?.email).toBe("family@example.com");
    for (const email of ["", "   ", "family", "family@", "@example.com", "a b@c.de", "a@b", `${HUGE}@example.com`]) {
      expect(check(schema, { ...good, email }).error?.email?.[0], JSON.stringify(email.slice(0, 20))).toBe(
        INVALID_EMAIL,
      );
    }
  });

  it("keeps a hostile local part as text (the pattern is simple on purpose; better-auth refuses it later)", () => {
    const email = "<script>alert(1)</script>@example.com";
    expect(check(forgotPasswordSchema, { email }).value).toEqual({ email });
  });
});

describe("signInSchema", () => {
  it("has no password rules, only a sane size, and every failure reads as one message", () => {
    expect(check(signInSchema, { email: "a@b.co", password: "weak" }).value).toEqual({
      email: "a@b.co",
      password: "weak",
    });
    expect(check(signInSchema, { email: "a@b.co", password: "" }).error).toEqual({ password: [SIGN_IN_FAILED] });
    expect(check(signInSchema, { email: "a@b.co" }).error).toEqual({ password: [SIGN_IN_FAILED] });
    expect(check(signInSchema, { email: "a@b.co", password: HUGE }).error).toEqual({ password: [SIGN_IN_FAILED] });
  });
});

describe("the new password (sign-up and reset)", () => {
  it.each(["", "weakpass", "alllowercase1", "ALLUPPER1", "NoNumbers", "Sh0rt", `Aa1${HUGE}`])(
    "refuses %j with SPEC.md §8's one message",
    (password) => {
      expect(check(signUpSchema, { email: "a@b.co", password }).error).toEqual({ password: [PASSWORD_REQUIREMENTS] });
      expect(check(resetPasswordSchema, { token: "t", password }).error).toEqual({ password: [PASSWORD_REQUIREMENTS] });
    },
  );

  it("accepts one that meets every rule, keeping it exactly as typed", () => {
    expect(check(signUpSchema, { email: "a@b.co", password: " Aloha2026! " }).value?.password).toBe(" Aloha2026! ");
  });
});

describe("resetPasswordSchema", () => {
  it("says the link failed when the token is missing or absurd", () => {
    const link = "This reset link has expired or was already used. Ask for a new one.";
    expect(check(resetPasswordSchema, { password: "Aloha2026!" }).error).toEqual({ token: [link] });
    expect(check(resetPasswordSchema, { token: "x".repeat(513), password: "Aloha2026!" }).error).toEqual({
      token: [link],
    });
  });
});
