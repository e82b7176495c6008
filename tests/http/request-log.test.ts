import { expect, test } from "vitest";
import { startApp } from "./app";

/** From tests/e2e/request-log.spec.ts. */
test("the request log keeps no secret from a URL: a calendar feed's token, an emailed link's token", async () => {
  const app = await startApp();
  try {
    const feed = await fetch(`${app.url}/plan/feed/secret-feed-token-4242`);
    await feed.arrayBuffer();
    expect(feed.status).toBe(404);
    const link = await fetch(`${app.url}/api/auth/verify-email?token=secret.link.token&callbackURL=%2Fauth`, {
      redirect: "manual",
    });
    await link.arrayBuffer();
    // A line is written when its response has finished: wait for both.
    await expect.poll(() => app.output(), { timeout: 15_000 }).toContain("GET /plan/feed/[redacted] 404");
    await expect
      .poll(() => app.output(), { timeout: 15_000 })
      .toContain("GET /api/auth/verify-email?token=[redacted]&callbackURL=%2Fauth");
    expect(app.output()).not.toContain("secret-feed-token-4242");
    expect(app.output()).not.toContain("secret.link.token");
  } finally {
    await app.stop();
  }
});
