import { describe, expect, it } from "vitest";
import { safeRedirect, signInPath } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeRedirect("/plan")).toBe("/plan");
    expect(safeRedirect("/plan/join/abc_DEF-123")).toBe("/plan/join/abc_DEF-123");
    expect(safeRedirect("/calculators/credit?price=750000#results")).toBe("/calculators/credit?price=750000#results");
    expect(safeRedirect("/pcs-toolkit/hawaii-checklist")).toBe("/pcs-toolkit/hawaii-checklist");
  });

  it("goes home for another origin, however it is written", () => {
    for (const evil of [
      "//evil.com",
      "//evil.com/plan",
      "///evil.com",
      "https://evil.com",
      "http://localhost:3000/plan",
      "javascript:alert(1)",
      "/\\evil.com",
      "\\\\evil.com",
      "/%2Fevil.com",
      "%2F%2Fevil.com",
      "/%5Cevil.com",
      "/%255Cevil.com",
      "%2f%2fevil.com",
      "/\tevil.com",
      "/%09/evil.com",
      " /plan",
      "evil.com",
      "plan",
    ]) {
      expect(safeRedirect(evil), evil).toBe("/");
    }
  });

  it("goes home for nothing, a malformed encoding, or an overlong value", () => {
    expect(safeRedirect(undefined)).toBe("/");
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect("")).toBe("/");
    expect(safeRedirect(["/plan"])).toBe("/");
    expect(safeRedirect("/plan%")).toBe("/");
    expect(safeRedirect(`/${"a".repeat(2048)}`)).toBe("/");
  });

  it("never leads back into signing in or to the auth API (a loop)", () => {
    expect(safeRedirect("/auth")).toBe("/");
    expect(safeRedirect("/auth?tab=signup")).toBe("/");
    expect(safeRedirect("/auth/sign-out")).toBe("/");
    expect(safeRedirect("/api/auth/sign-out")).toBe("/");
    expect(safeRedirect("/authors")).toBe("/authors");
  });

  it("takes another fallback when given one", () => {
    expect(safeRedirect("//evil.com", "/account")).toBe("/account");
  });
});

describe("signInPath", () => {
  it("carries a same-site destination, and only that", () => {
    expect(signInPath("/plan")).toBe("/auth?redirectTo=%2Fplan");
    expect(signInPath("/plan/join/abc", "signup")).toBe("/auth?tab=signup&redirectTo=%2Fplan%2Fjoin%2Fabc");
    expect(signInPath("//evil.com")).toBe("/auth");
    expect(signInPath("/")).toBe("/auth");
    expect(signInPath(null, "signup")).toBe("/auth?tab=signup");
  });
});
