import { describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "~/content/site";
import { FOUNDER_FIELD_MAX_LENGTH, founderContactFrom, serializeFounderContact } from "./founder-contact";

const DEFAULTS = DEFAULT_SITE.founder;

describe("founderContactFrom", () => {
  it("is the site's founder when nothing is saved or storage is unknown", () => {
    expect(founderContactFrom(null, DEFAULTS)).toBe(DEFAULTS);
    expect(founderContactFrom(undefined, DEFAULTS)).toBe(DEFAULTS);
  });

  it("round-trips every field the welcome page saves", () => {
    const edited = {
      name: "Kai Akana",
      title: "Relocation Specialist",
      phone: "(808) 555-0199",
      email: "kai@example.com",
      location: "Kailua, Hawaii",
    };
    expect(founderContactFrom(serializeFounderContact(edited), DEFAULTS)).toEqual(edited);
  });

  it("trims what it saves and reads", () => {
    const saved = serializeFounderContact({ ...DEFAULTS, name: "  Kai Akana  " });
    expect(JSON.parse(saved).name).toBe("Kai Akana");
    expect(founderContactFrom('{"title":"  Sponsor  "}', DEFAULTS).title).toBe("Sponsor");
  });

  it("keeps the site's value for a missing, empty, too long or non-text field", () => {
    const saved = JSON.stringify({
      name: "",
      title: 42,
      phone: "x".repeat(FOUNDER_FIELD_MAX_LENGTH + 1),
      location: "Hilo, Hawaii",
    });
    expect(founderContactFrom(saved, DEFAULTS)).toEqual({ ...DEFAULTS, location: "Hilo, Hawaii" });
  });

  it.each(["not json", "null", "[]", '"a string"', "7"])("ignores stored text it did not write: %s", (saved) => {
    expect(founderContactFrom(saved, DEFAULTS)).toEqual(DEFAULTS);
  });

  it("ignores fields it does not know", () => {
    expect(founderContactFrom('{"avatar":"https://evil.example/x.png"}', DEFAULTS)).toEqual(DEFAULTS);
  });
});
