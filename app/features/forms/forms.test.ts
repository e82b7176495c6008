import { describe, expect, it } from "vitest";
import { contactSchema, hasMissingRequired, suggestionSchema } from "./form-schemas";
import { CONTACT_REQUIRED_FIELDS, FORM_MESSAGES, missingRequired, stripControlCharacters } from "./forms";

const goodContact = {
  fullName: "Kai Family",
  email: "kai@example.com",
  base: "Schofield Barracks",
  message: "We arrive in June.",
};

describe("stripControlCharacters", () => {
  it("removes control and direction-override characters, keeping line breaks where allowed", () => {
    expect(stripControlCharacters("a\u0000b\u0007c\u202Ed", { multiline: true })).toBe("abcd");
    expect(stripControlCharacters("line one\r\nline two\tend", { multiline: true })).toBe("line one\nline two\tend");
    expect(stripControlCharacters("no\nbreaks", { multiline: false })).toBe("no breaks");
  });
});

describe("contactSchema", () => {
  it("accepts a good message and trims it", () => {
    expect(contactSchema.parse({ ...goodContact, fullName: "  Kai Family  " }).fullName).toBe("Kai Family");
    expect(contactSchema.parse({ ...goodContact, base: undefined }).base).toBe("");
  });

  it.each(["fullName", "email", "message"] as const)("reports a missing %s as Missing Information", (field) => {
    const result = contactSchema.safeParse({ ...goodContact, [field]: "   " });
    expect(hasMissingRequired(result)).toBe(true);
  });

  it("refuses a bad email and over-long fields with clear messages", () => {
    expect(contactSchema.safeParse({ ...goodContact, email: "kai" }).error?.issues[0]?.message).toBe(
      FORM_MESSAGES.invalidEmail,
    );
    expect(contactSchema.safeParse({ ...goodContact, fullName: "x".repeat(101) }).error?.issues[0]?.message).toBe(
      "Full name must be 100 characters or fewer.",
    );
    expect(contactSchema.safeParse({ ...goodContact, message: "x".repeat(5001) }).error?.issues[0]?.message).toBe(
      "Message must be 5,000 characters or fewer.",
    );
    expect(contactSchema.safeParse({ ...goodContact, email: `${"x".repeat(250)}@example.com` }).success).toBe(false);
    expect(contactSchema.safeParse({ ...goodContact, message: "x".repeat(5000) }).success).toBe(true);
  });

  it("counts a message of only control characters as empty", () => {
    expect(hasMissingRequired(contactSchema.safeParse({ ...goodContact, message: "\u0000\u0001" }))).toBe(true);
  });
});

describe("suggestionSchema", () => {
  it("needs only the suggestion", () => {
    expect(suggestionSchema.parse({ suggestion: "A commute map" })).toEqual({
      suggestion: "A commute map",
      email: "",
      category: "",
    });
    expect(hasMissingRequired(suggestionSchema.safeParse({ suggestion: " \n " }))).toBe(true);
  });

  it("checks the optional email and category", () => {
    expect(suggestionSchema.safeParse({ suggestion: "x", email: "bad" }).success).toBe(false);
    expect(suggestionSchema.safeParse({ suggestion: "x", category: "Nonsense" }).success).toBe(false);
    expect(suggestionSchema.safeParse({ suggestion: "x", category: "New guide" }).success).toBe(true);
    expect(suggestionSchema.safeParse({ suggestion: "x".repeat(2001) }).success).toBe(false);
  });
});

describe("missingRequired (the browser's check)", () => {
  it("agrees with the schema on empty and whitespace-only fields", () => {
    expect(missingRequired(goodContact, CONTACT_REQUIRED_FIELDS)).toBe(false);
    expect(missingRequired({ ...goodContact, message: " \n\t " }, CONTACT_REQUIRED_FIELDS)).toBe(true);
    expect(missingRequired({ ...goodContact, fullName: undefined }, CONTACT_REQUIRED_FIELDS)).toBe(true);
    expect(missingRequired({ ...goodContact, base: "" }, CONTACT_REQUIRED_FIELDS)).toBe(false);
  });
});
