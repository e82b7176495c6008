import { afterEach, describe, expect, it, vi } from "vitest";
import { logServerError, redactSecrets } from "./request-log.server";

describe("redactSecrets", () => {
  it("blanks a calendar feed's token", () => {
    expect(redactSecrets("/plan/feed/Zm9vYmFyYmF6cXV4LTEyMzQ1Njc4OTBhYmNkZWZnaGlqa2w")).toBe("/plan/feed/[redacted]");
    expect(redactSecrets("/plan/feed/abc?x=1")).toBe("/plan/feed/[redacted]?x=1");
  });

  it("blanks a plan invitation's token", () => {
    expect(redactSecrets("/plan/join/Zm9vYmFyYmF6cXV4LTEyMzQ1Njc4OTBhYmNkZWZnaGlqa2w")).toBe("/plan/join/[redacted]");
    expect(redactSecrets("/plan/join/abc?_data=1")).toBe("/plan/join/[redacted]?_data=1");
  });

  it("blanks a reminder's unsubscribe token, as a page or as React Router's data request", () => {
    expect(redactSecrets("/plan/reminders/unsubscribe/q2V4Zl9yZW1pbmRlci10b2tlbi0xMjM0NTY3ODkw")).toBe(
      "/plan/reminders/unsubscribe/[redacted]",
    );
    expect(redactSecrets("/plan/reminders/unsubscribe/abc.data?_routes=x")).toBe(
      "/plan/reminders/unsubscribe/[redacted]?_routes=x",
    );
  });

  it("blanks a sponsor packet's token, on its page, its PDF and React Router's data request", () => {
    expect(redactSecrets("/sponsor/Zm9vYmFyYmF6cXV4LTEyMzQ1Njc4OTBhYmNkZWZnaGlqa2w")).toBe("/sponsor/[redacted]");
    expect(redactSecrets("/sponsor/abc/pdf")).toBe("/sponsor/[redacted]/pdf");
    expect(redactSecrets("/sponsor/abc.data?_routes=x")).toBe("/sponsor/[redacted]?_routes=x");
    // The family's own page has no token.
    expect(redactSecrets("/plan/sponsor?adults=2")).toBe("/plan/sponsor?adults=2");
  });

  it("blanks an emailed link's token and keeps the rest of the query", () => {
    expect(redactSecrets("/api/auth/verify-email?token=eyJhbGciOi.abc&callbackURL=%2Fauth")).toBe(
      "/api/auth/verify-email?token=[redacted]&callbackURL=%2Fauth",
    );
    expect(redactSecrets("/auth/reset-password?email=a%40b.c&token=xyz")).toBe(
      "/auth/reset-password?email=a%40b.c&token=[redacted]",
    );
  });

  it("leaves other URLs as they are", () => {
    expect(redactSecrets("/plan/calendar.ics")).toBe("/plan/calendar.ics");
    expect(redactSecrets("/calculators/credit?price=750000")).toBe("/calculators/credit?price=750000");
  });
});

describe("redactSecrets in text that quotes URLs", () => {
  it("blanks every token in a message or stack, and keeps the words around them", () => {
    const stack = [
      'Error: No plan for "/plan/feed/feedSECRET123" (see /plan/join/joinSECRET456)',
      "    at loader (/plan/reminders/unsubscribe/unsubSECRET789:1:2)",
      "    from http://localhost/api/auth/verify-email?token=linkSECRET.abc next",
    ].join("\n");
    const redacted = redactSecrets(stack);
    expect(redacted).toBe(
      [
        'Error: No plan for "/plan/feed/[redacted]" (see /plan/join/[redacted])',
        "    at loader (/plan/reminders/unsubscribe/[redacted]:1:2)",
        "    from http://localhost/api/auth/verify-email?token=[redacted] next",
      ].join("\n"),
    );
    expect(redacted).not.toMatch(/SECRET/);
  });
});

describe("logServerError: the error log", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("writes the request and the whole error (stack and cause) without the URL's secrets", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const cause = new Error("feed lookup for /plan/feed/causeSECRET failed");
    logServerError("GET /plan/feed/pathSECRET?x=1", new Error("no plan at /plan/join/messageSECRET", { cause }));
    expect(logged).toHaveBeenCalledTimes(1);
    const [line, detail] = logged.mock.calls[0] as [string, string];
    expect(line).toBe("[error] GET /plan/feed/[redacted]?x=1");
    expect(detail).toContain("no plan at /plan/join/[redacted]");
    expect(detail).toContain("feed lookup for /plan/feed/[redacted] failed");
    expect(detail).toMatch(/\n\s+at /);
    expect(`${line} ${detail}`).not.toMatch(/SECRET/);
  });

  it("writes a thrown value that is not an Error too", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    logServerError("POST /plan/reminders/unsubscribe/tokenSECRET", { url: "/plan/feed/objectSECRET" });
    expect(logged.mock.calls[0]).toEqual([
      "[error] POST /plan/reminders/unsubscribe/[redacted]",
      "{ url: '/plan/feed/[redacted]' }",
    ]);
  });
});
