import { describe, expect, it } from "vitest";
import { redactSecrets } from "./request-log.server";

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
