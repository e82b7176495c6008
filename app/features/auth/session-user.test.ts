import { describe, expect, it } from "vitest";
import { initialsFor } from "./session-user";

describe("initialsFor", () => {
  it("takes two letters from the name part of the email", () => {
    expect(initialsFor("kai.alana@example.com")).toBe("KA");
    expect(initialsFor("family@example.com")).toBe("FA");
    expect(initialsFor("j@example.com")).toBe("J");
    expect(initialsFor("@example.com")).toBe("?");
  });

  it("takes the first letters of a display name's first two words", () => {
    expect(initialsFor("Jamie Kahale")).toBe("JK");
    expect(initialsFor("Noa")).toBe("NO");
  });
});
