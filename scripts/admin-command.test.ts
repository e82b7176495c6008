import { describe, expect, it } from "vitest";
import { parseAdminCommand } from "./admin-command";

describe("npm run admin's arguments", () => {
  it("reads grant, revoke (each with one email) and list", () => {
    expect(parseAdminCommand(["grant", "owner@example.com"])).toEqual({ command: "grant", email: "owner@example.com" });
    expect(parseAdminCommand(["revoke", " owner@example.com "])).toEqual({
      command: "revoke",
      email: "owner@example.com",
    });
    expect(parseAdminCommand(["list"])).toEqual({ command: "list" });
  });

  it("refuses anything else", () => {
    for (const args of [
      [],
      ["grant"],
      ["grant", " "],
      ["revoke"],
      ["promote", "a@example.com"],
      ["list", "extra"],
      ["grant", "a@example.com", "b@example.com"],
    ]) {
      expect(parseAdminCommand(args)).toBeNull();
    }
  });
});
