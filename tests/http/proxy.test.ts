import { describe, expect, test } from "vitest";
import { startApp, type TestApp } from "./app";

/**
 * Six suggestions, each claiming a different client address in X-Forwarded-For; with
 * `appendedBy`, as a proxy that appends the address it saw would pass them on.
 */
async function sixSubmissionsFromClaimedAddresses(app: TestApp, appendedBy?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const claimed = `203.0.113.${i + 1}`;
    const response = await fetch(`${app.url}/suggestion-box`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": appendedBy ? `${claimed}, ${appendedBy}` : claimed,
      },
      body: new URLSearchParams({ suggestion: `Idea ${i}` }),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}

/** One app per TRUST_PROXY setting, each on a fresh database (from tests/e2e/proxy.spec.ts). */
async function withApp(config: Record<string, string>, check: (app: TestApp) => Promise<void>) {
  const app = await startApp(config);
  try {
    await check(app);
  } finally {
    await app.stop();
  }
}

describe("client addresses for limits", () => {
  test("without TRUST_PROXY, X-Forwarded-For is ignored: one address, limited after 5", async () => {
    await withApp({}, async (app) => {
      expect(await sixSubmissionsFromClaimedAddresses(app)).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });

  test("with TRUST_PROXY=1, each forwarded address has its own limit, and addresses a client puts in front count for nothing", async () => {
    await withApp({ TRUST_PROXY: "1" }, async (app) => {
      expect(await sixSubmissionsFromClaimedAddresses(app)).toEqual([200, 200, 200, 200, 200, 200]);
      // The proxy appended the address it saw (198.51.100.7); what the client wrote before it is ignored.
      expect(await sixSubmissionsFromClaimedAddresses(app, "198.51.100.7")).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });

  test("with TRUST_PROXY as proxy addresses, the client address is the last one they did not add", async () => {
    await withApp({ TRUST_PROXY: "loopback, 10.0.0.0/8" }, async (app) => {
      // Through 10.1.2.3 (trusted) from 198.51.100.8: every claim in front of it is ignored.
      expect(await sixSubmissionsFromClaimedAddresses(app, "198.51.100.8, 10.1.2.3")).toEqual([
        200, 200, 200, 200, 200, 429,
      ]);
    });
  });
});
