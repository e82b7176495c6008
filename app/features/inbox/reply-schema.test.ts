import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { REPLY_LIMITS, REPLY_MESSAGES, replySchema } from "./reply-schema";

const parse = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema: replySchema });
};
const errorsOf = (fields: Record<string, string>) => parse(fields).reply().error;

describe("the reply form's schema", () => {
  it("keeps the body's lines and makes the subject one line", () => {
    const submission = parse({ subject: " Re:\r\nYour\u0000 message ", body: "\n Aloha,\r\n\r\nYes.\u202E \n" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      subject: "Re: Your message",
      body: "Aloha,\n\nYes.",
    });
  });

  it("asks for a subject and a body", () => {
    expect(errorsOf({ subject: "  ", body: "\n\n" })).toEqual({
      subject: [REPLY_MESSAGES.subjectMissing],
      body: [REPLY_MESSAGES.bodyMissing],
    });
    expect(errorsOf({})).toEqual({ subject: [REPLY_MESSAGES.subjectMissing], body: [REPLY_MESSAGES.bodyMissing] });
  });

  it("refuses a subject or body over its limit", () => {
    const errors = errorsOf({
      subject: "s".repeat(REPLY_LIMITS.subject + 1),
      body: "b".repeat(REPLY_LIMITS.body + 1),
    });
    expect(errors).toEqual({ subject: [REPLY_MESSAGES.subjectTooLong], body: [REPLY_MESSAGES.bodyTooLong] });
    expect(parse({ subject: "s".repeat(REPLY_LIMITS.subject), body: "b".repeat(REPLY_LIMITS.body) }).status).toBe(
      "success",
    );
  });
});
