import { startServer, type RunningServer } from "../support/server-process";
import { expect, test } from "./fixtures";

/**
 * Six suggestions, each claiming a different client address in X-Forwarded-For; with
 * `appendedBy`, as a proxy that appends the address it saw would pass them on.
 */
async function sixSubmissionsFromClaimedAddresses(server: RunningServer, appendedBy?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const claimed = `203.0.113.${i + 1}`;
    const response = await fetch(`${server.url}/suggestion-box`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": appendedBy ? `${claimed}, ${appendedBy}` : claimed,
      },
      body: new URLSearchParams({ suggestion: `Idea ${i}` }),
    });
    statuses.push(response.status);
  }
  return statuses;
}

test.describe("client addresses for limits", () => {
  test.describe.configure({ mode: "serial" });

  test("without TRUST_PROXY, X-Forwarded-For is ignored: one address, limited after 5", async () => {
    const server = await startServer(3291);
    try {
      expect(await sixSubmissionsFromClaimedAddresses(server)).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await server.stop();
    }
  });

  test("with TRUST_PROXY=1, each forwarded address has its own limit, and addresses a client puts in front count for nothing", async () => {
    const server = await startServer(3292, { TRUST_PROXY: "1" });
    try {
      expect(await sixSubmissionsFromClaimedAddresses(server)).toEqual([200, 200, 200, 200, 200, 200]);
      // The proxy appended the address it saw (198.51.100.7); what the client wrote before it is ignored.
      expect(await sixSubmissionsFromClaimedAddresses(server, "198.51.100.7")).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await server.stop();
    }
  });

  test("with TRUST_PROXY as proxy addresses, the client address is the last one they did not add", async () => {
    const server = await startServer(3294, { TRUST_PROXY: "loopback, 10.0.0.0/8" });
    try {
      // Through 10.1.2.3 (trusted) from 198.51.100.8: every claim in front of it is ignored.
      expect(await sixSubmissionsFromClaimedAddresses(server, "198.51.100.8, 10.1.2.3")).toEqual([
        200, 200, 200, 200, 200, 429,
      ]);
    } finally {
      await server.stop();
    }
  });

  test("SIGTERM shuts the server down cleanly", async () => {
    const server = await startServer(3293);
    await server.stop("SIGTERM");
    expect(server.process.exitCode).toBe(0);
    expect(server.output()).toContain("SIGTERM received");
    expect(server.output()).toContain("Stopped");
  });
});
