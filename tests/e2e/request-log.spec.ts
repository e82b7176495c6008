import { startServer } from "../support/server-process";
import { expect, test } from "./fixtures";

test("the request log keeps no secret from a URL: a calendar feed's token, an emailed link's token", async () => {
  const server = await startServer(3296);
  try {
    const feed = await fetch(`${server.url}/plan/feed/secret-feed-token-4242`);
    expect(feed.status).toBe(404);
    await fetch(`${server.url}/api/auth/verify-email?token=secret.link.token&callbackURL=%2Fauth`, {
      redirect: "manual",
    });
    await expect.poll(() => server.output(), { timeout: 15_000 }).toContain("GET /plan/feed/[redacted] 404");
    await expect
      .poll(() => server.output(), { timeout: 15_000 })
      .toContain("GET /api/auth/verify-email?token=[redacted]&callbackURL=%2Fauth");
    expect(server.output()).not.toContain("secret-feed-token-4242");
    expect(server.output()).not.toContain("secret.link.token");
  } finally {
    await server.stop();
  }
});
