import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "./entry.server";

describe("handleError: loader and action errors in the error log", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ["/plan/feed/feedSECRETtoken", "GET /plan/feed/[redacted]"],
    ["/plan/join/joinSECRETtoken", "GET /plan/join/[redacted]"],
    ["/plan/reminders/unsubscribe/unsubSECRETtoken", "GET /plan/reminders/unsubscribe/[redacted]"],
    ["/sponsor/sponsorSECRETtoken/pdf", "GET /sponsor/[redacted]/pdf"],
  ])("logs a failure on %s with its token blanked, as the access log does", (path, logged) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const request = new Request(`http://localhost${path}`);
    handleError(new Error(`could not answer ${path}`), { request, params: {}, context: {} as never });
    expect(log).toHaveBeenCalledTimes(1);
    const [line, detail] = log.mock.calls[0] as [string, string];
    expect(line).toBe(`[error] ${logged}`);
    expect(detail).toContain(`could not answer ${logged.slice(4)}`);
    expect(`${line} ${detail}`).not.toContain("SECRET");
  });
});
