import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PAGES } from "../../app/content/pages";
import { startApp, type TestApp } from "./app";

/**
 * A real deployment (an https PUBLIC_URL) that has not set its phone, email or founder yet:
 * no page may show a placeholder, in its text or in the data it hydrates from (issue 30,
 * app/features/site/public-contact.ts). The app runs in this process with that address.
 *
 * Each page is asked with a query string, which makes the server render it for the request
 * (static-files.server.ts) rather than send the file prerendered for the test build's own
 * http address: a deployment's prerendered files are made the same way, for its https address.
 */
const DEPLOYED = "https://aloha-pcs.test";

const PLACEHOLDER_PHONE = /555[-. )]*01\d\d/;
const RESERVED_EMAIL = /[\w.+-]+@(?:[\w-]+\.)*example\.(?:com|net|org)\b/i;

describe("an https deployment with the default site details", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ PUBLIC_URL: DEPLOYED });
  });
  afterAll(async () => {
    await app?.stop();
  });

  test("no page's HTML has a 555-01xx number, a reserved email, the placeholder founder or a demo notice", async () => {
    for (const page of PAGES) {
      const response = await fetch(`${app.url}${page.path}?as=deployed`);
      const html = await response.text();
      expect(response.status, page.path).toBe(200);
      // It is this deployment's page: its canonical address is the https one.
      expect(html, page.path).toContain(`<link rel="canonical" href="${DEPLOYED}${page.path}"/>`);
      expect(html, page.path).not.toMatch(PLACEHOLDER_PHONE);
      expect(html, page.path).not.toMatch(RESERVED_EMAIL);
      expect(html, page.path).not.toContain("Aloha PCS Founder");
      expect(html, page.path).not.toContain("Demo copy");
    }
  });

  test("the contact form still works: the message reaches the owner's inbox", async () => {
    const response = await fetch(`${app.url}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        fullName: "Kai Family",
        email: "kai@family.test",
        message: "We arrive at Schofield in June.",
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Message Sent!");
    const db = new DatabaseSync(path.join(app.dataDir, "aloha-pcs.sqlite"), { readOnly: true });
    try {
      expect(db.prepare("select full_name, message from contact_messages").all()).toEqual([
        { full_name: "Kai Family", message: "We arrive at Schofield in June." },
      ]);
    } finally {
      db.close();
    }
  });
});
