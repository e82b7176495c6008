import { describe, expect, it } from "vitest";
import { unmetPasswordRules } from "./validation";

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
