import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { $ZodType } from "zod/v4/core";
import { contactSchema, suggestionSchema } from "./form-schemas";
import {
  CONTACT_SENT,
  FORM_MESSAGES,
  isBlank,
  refusalNotice,
  REQUIRED_FIELD_MESSAGES,
  stripControlCharacters,
} from "./forms";

/** The schema as both sides run it: Conform reading a posted form. */
function check(schema: $ZodType, fields: Record<string, string | string[]>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat()) formData.append(name, item);
  }
  const submission = parseWithZod(formData, { schema });
  return submission.status === "success"
    ? { value: submission.value as Record<string, string>, error: undefined }
    : { value: undefined, error: submission.error ?? {} };
}

const CONTACT = {
  fullName: "Kai Family",
  email: "kai@example.com",
  base: "Schofield Barracks",
  message: "We arrive in June.",
};
const SCRIPT_PAYLOAD = "<script>alert(1)</script>";
const ATTRIBUTE_PAYLOAD = '"><img src=x onerror=alert(1)>';

describe("stripControlCharacters", () => {
  it("removes control and direction-override characters, keeping line breaks where allowed", () => {
    expect(stripControlCharacters("a\u0000b\u0007c\u202Ed", { multiline: true })).toBe("abcd");
    expect(stripControlCharacters("line one\r\nline two\tend", { multiline: true })).toBe("line one\nline two\tend");
    expect(stripControlCharacters("no\nbreaks", { multiline: false })).toBe("no breaks");
  });
});

describe("isBlank (the suggestion box's submit button)", () => {
  it("agrees with the schema on what counts as empty", () => {
    for (const blank of [undefined, "", "   ", " \n\t ", "\u0000\u202E"]) expect(isBlank(blank)).toBe(true);
    expect(isBlank(" a ")).toBe(false);
    expect(check(suggestionSchema, { suggestion: " \n\t " }).error?.suggestion).toEqual([
      "Please write your suggestion.",
    ]);
  });
});

describe("contactSchema", () => {
  it("accepts a good message, trimmed, with control characters removed and line breaks kept", () => {
    expect(
      check(contactSchema, { ...CONTACT, fullName: "  Kai Family  ", message: "Line one\r\nline\u0000 two" }).value,
    ).toEqual({ ...CONTACT, message: "Line one\nline two" });
    expect(check(contactSchema, { ...CONTACT, base: "" }).value?.base).toBe("");
    const { base: _base, ...withoutBase } = CONTACT;
    expect(check(contactSchema, withoutBase).value?.base).toBe("");
  });

  it.each([
    ["fullName", "Please enter your name."],
    ["email", "Please enter your email address."],
    ["message", "Please write your message."],
  ] as const)(
    "says so under an empty, blank or missing %s in its own words, and Missing Information once for the form",
    (field, message) => {
      for (const value of ["", "   ", "\u0000\u0001", undefined]) {
        const fields: Record<string, string> = { ...CONTACT };
        if (value === undefined) delete fields[field];
        else fields[field] = value;
        const { error } = check(contactSchema, fields);
        expect(error, JSON.stringify(value)).toEqual({ [field]: [message] });
        expect(refusalNotice(error)).toEqual({
          title: "Missing Information",
          text: "Please fill in all required fields.",
        });
      }
    },
  );

  it.each([
    [{ fullName: "x".repeat(101) }, "fullName", "Full name must be 100 characters or fewer."],
    [{ email: "kai" }, "email", "Please enter a valid email address."],
    [{ email: "kai@example" }, "email", "Please enter a valid email address."],
    [{ email: `${"x".repeat(255)}@example.com` }, "email", "Email must be 254 characters or fewer."],
    [{ base: "x".repeat(101) }, "base", "Base must be 100 characters or fewer."],
    [{ message: "x".repeat(5001) }, "message", "Message must be 5,000 characters or fewer."],
    [{ fullName: ["Kai", "Family"] }, "fullName", "Full name must be a single piece of text."],
  ])(
    "refuses %j with the field's message, under the field only (no summary repeats it)",
    (override, field, message) => {
      const { error } = check(contactSchema, { ...CONTACT, ...override });
      expect(error?.[field]?.[0]).toBe(message);
      expect(refusalNotice(error)).toBeNull();
    },
  );

  it("gives each empty field its own message, and the form one summary", () => {
    const { error } = check(contactSchema, { base: "Schofield Barracks" });
    expect(error).toEqual({
      fullName: [REQUIRED_FIELD_MESSAGES.fullName],
      email: [REQUIRED_FIELD_MESSAGES.email],
      message: [REQUIRED_FIELD_MESSAGES.message],
    });
    expect(new Set(Object.values(REQUIRED_FIELD_MESSAGES)).size).toBe(Object.keys(REQUIRED_FIELD_MESSAGES).length);
    expect(Object.values(REQUIRED_FIELD_MESSAGES)).not.toContain(FORM_MESSAGES.missingText);
    expect(refusalNotice(error)).toEqual({ title: "Missing Information", text: "Please fill in all required fields." });
  });

  it("accepts each field at its limit", () => {
    expect(
      check(contactSchema, {
        fullName: "x".repeat(100),
        email: `${"x".repeat(242)}@example.com`,
        base: "x".repeat(100),
        message: "x".repeat(5000),
      }).error,
    ).toBeUndefined();
  });

  it("keeps hostile text exactly as text: nothing is escaped, stripped or interpreted", () => {
    const hostile = {
      fullName: SCRIPT_PAYLOAD,
      email: "kai@example.com",
      base: ATTRIBUTE_PAYLOAD,
      message: `${SCRIPT_PAYLOAD}\n${ATTRIBUTE_PAYLOAD}`,
    };
    expect(check(contactSchema, hostile).value).toEqual(hostile);
  });
});

describe("suggestionSchema", () => {
  it("needs only the suggestion", () => {
    expect(check(suggestionSchema, { suggestion: "  A commute map " }).value).toEqual({
      suggestion: "A commute map",
      email: "",
      category: "",
    });
    expect(refusalNotice(check(suggestionSchema, {}).error)?.title).toBe("Missing Information");
  });

  it.each([
    [{ suggestion: "x".repeat(2001) }, "suggestion", "Suggestion must be 2,000 characters or fewer."],
    [{ email: "bad" }, "email", "Please enter a valid email address."],
    [{ email: `${SCRIPT_PAYLOAD}@example` }, "email", "Please enter a valid email address."],
    [{ category: "Nonsense" }, "category", "Please choose a category from the list."],
    [{ category: ATTRIBUTE_PAYLOAD }, "category", "Please choose a category from the list."],
  ])("refuses %j with the field's message", (override, field, message) => {
    expect(check(suggestionSchema, { suggestion: "An idea", ...override }).error).toEqual({ [field]: [message] });
  });

  it("accepts a listed category and keeps hostile text as text", () => {
    expect(
      check(suggestionSchema, { suggestion: `${ATTRIBUTE_PAYLOAD} ${SCRIPT_PAYLOAD}`, category: "New guide" }).value,
    ).toEqual({ suggestion: `${ATTRIBUTE_PAYLOAD} ${SCRIPT_PAYLOAD}`, email: "", category: "New guide" });
  });
});

describe("refusalNotice", () => {
  it("is the form's own message, else Missing Information for an empty required field, else nothing", () => {
    expect(refusalNotice(undefined)).toBeNull();
    expect(refusalNotice({})).toBeNull();
    expect(refusalNotice({ "": [FORM_MESSAGES.tooMany], fullName: [REQUIRED_FIELD_MESSAGES.fullName] })).toEqual({
      text: FORM_MESSAGES.tooMany,
    });
    expect(refusalNotice({ email: [FORM_MESSAGES.invalidEmail], message: [REQUIRED_FIELD_MESSAGES.message] })).toEqual({
      title: FORM_MESSAGES.missingTitle,
      text: FORM_MESSAGES.missingText,
    });
    // A field's message stays under its field: the summary does not say it a second time.
    expect(refusalNotice({ email: [FORM_MESSAGES.invalidEmail], base: null })).toBeNull();
  });
});

describe("the contact form's confirmation", () => {
  it("says where the message went (the practice's inbox) and how the answer comes, and promises no sponsor", () => {
    expect(CONTACT_SENT).toEqual({
      title: "Message Sent!",
      text: "It's in the practice's inbox, and the reply will come to the email address you gave.",
    });
    expect(CONTACT_SENT.text).not.toMatch(/sponsor/i);
  });
});
