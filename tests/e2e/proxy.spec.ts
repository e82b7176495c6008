import { startServer, type RunningServer } from "../support/server-process";
import { expect, test } from "./fixtures";

/** Six suggestions, each claiming a different client address in X-Forwarded-For. */
async function sixSubmissionsFromClaimedAddresses(server: RunningServer): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const response = await fetch(`${server.url}/suggestion-box`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `203.0.113.${i + 1}` },
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

  test("with TRUST_PROXY, each forwarded address has its own limit", async () => {
    const server = await startServer(3292, { TRUST_PROXY: "1" });
    try {
      expect(await sixSubmissionsFromClaimedAddresses(server)).toEqual([200, 200, 200, 200, 200, 200]);
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
