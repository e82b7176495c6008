import { describe, expect, it } from "vitest";
import { signInSchema, signUpSchema } from "./schemas";
import { AUTH_MESSAGES, isValidEmail, unmetPasswordRules } from "./validation";

describe("unmetPasswordRules", () => {
  it("lists every unmet rule with SPEC.md §5's words", () => {
    expect(unmetPasswordRules("")).toEqual([
      "Password must be at least 8 characters long",
      "Password must contain at least one lowercase letter",
      "Password must contain at least one uppercase letter",
      "Password must contain at least one number",
    ]);
    expect(unmetPasswordRules("abcdefgh")).toEqual([
      "Password must contain at least one uppercase letter",
      "Password must contain at least one number",
    ]);
    expect(unmetPasswordRules("Aloha2026")).toEqual([]);
  });
});

describe("email", () => {
  it("accepts simple addresses and refuses others", () => {
    expect(isValidEmail("family@example.com")).toBe(true);
    for (const bad of ["", "family", "family@", "@example.com", "a b@c.de", "a@b", `${"x".repeat(250)}@example.com`]) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });
});

describe("schemas", () => {
  it("normalises the email and refuses a 10 KB email or password cleanly", () => {
    expect(signInSchema.parse({ email: " Family@Example.COM ", password: "x" }).email).toBe("family@example.com");
    const huge = "a".repeat(10_240);
    const emailResult = signInSchema.safeParse({ email: `${huge}@example.com`, password: "x" });
    expect(emailResult.success).toBe(false);
    expect(emailResult.error?.issues[0]?.message).toBe(AUTH_MESSAGES.invalidEmail);
    expect(signUpSchema.safeParse({ email: "a@b.co", password: `Aa1${huge}` }).success).toBe(false);
  });

  it("applies the password rules on sign-up only", () => {
    expect(signUpSchema.safeParse({ email: "a@b.co", password: "weak" }).success).toBe(false);
    expect(signInSchema.safeParse({ email: "a@b.co", password: "weak" }).success).toBe(true);
  });
});
