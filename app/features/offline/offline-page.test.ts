import { describe, expect, it } from "vitest";
import { OFFLINE_MESSAGE, offlinePageResponse } from "./offline-page";

describe("the offline page", () => {
  it("says the page needs a connection, points to the plan, and runs no script", async () => {
    const response = offlinePageResponse();
    expect(response.status).toBe(503);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain(`<h1>${OFFLINE_MESSAGE}</h1>`);
    expect(html).toContain('<a href="/plan">My Hawaii PCS plan</a>');
    // Served in place of any page: a script would hydrate it as that page's route.
    expect(html).not.toContain("<script");
  });
});
