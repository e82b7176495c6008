import { describe, expect, it } from "vitest";
import { displayNameOf, personLabel } from "./display-name";

describe("display names", () => {
  it("shows the chosen name, trimmed", () => {
    expect(displayNameOf({ name: "  Jamie ", email: "jamie@example.com" })).toBe("Jamie");
    expect(personLabel({ name: "Jamie", email: "jamie@example.com" })).toBe("Jamie");
  });

  it("treats no name, a blank one, or the email (older accounts) as none, and falls back to the email", () => {
    for (const name of [null, undefined, "", "   ", "kai@example.com", "KAI@Example.com"]) {
      expect(displayNameOf({ name, email: "kai@example.com" })).toBeNull();
      expect(personLabel({ name, email: "kai@example.com" })).toBe("kai@example.com");
    }
  });
});
