import { EventEmitter } from "node:events";
import type { ServerResponse } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { flushRequestLog, logWhenFinished } from "./request-log.server";

function finishedResponse(statusCode: number): ServerResponse {
  const response = Object.assign(new EventEmitter(), { statusCode }) as unknown as ServerResponse;
  return response;
}

describe("request log", () => {
  afterEach(() => {
    flushRequestLog();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("writes one line per finished request, batched into one write", () => {
    vi.useFakeTimers();
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    for (const [url, status] of [
      ["/", 200],
      ["/programs", 200],
      ["/nope", 404],
    ] as const) {
      const res = finishedResponse(status);
      logWhenFinished("GET", url, res);
      res.emit("finish");
    }
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(write).toHaveBeenCalledTimes(1);
    expect(String(write.mock.calls[0]![0])).toMatch(
      /^GET \/ 200 \d+\.\dms\nGET \/programs 200 \d+\.\dms\nGET \/nope 404 \d+\.\dms\n$/,
    );
  });

  it("writes at once when the batch grows large, and nothing for a request still running", () => {
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    logWhenFinished("GET", "/still-running", finishedResponse(200));
    const longUrl = `/${"a".repeat(70 * 1024)}`;
    const res = finishedResponse(200);
    logWhenFinished("GET", longUrl, res);
    res.emit("finish");
    expect(write).toHaveBeenCalledTimes(1);
    expect(String(write.mock.calls[0]![0])).not.toContain("still-running");
  });
});
