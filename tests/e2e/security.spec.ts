import { CHECKLIST_SAVE_URL } from "../../app/features/checklist/checklist";
import { readdirSync } from "node:fs";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { checklistFlagsInHtml, signedInHtml, TEST_PASSWORD, verifiedSession } from "../support/accounts";
import { linkInMail, mailArriving } from "../support/outbox";
import { startServer, type RunningServer } from "../support/server-process";
import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

const VIDEO_FRAME_SOURCES = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/** The directives of a Content-Security-Policy header, by name. */
function cspDirectives(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

/**
 * What every response must carry, whatever produced it. Scripts: this origin's files plus a
 * nonce, or on a prerendered page only the hashes of its own inline scripts.
 */
function expectHardenedHeaders(headers: Record<string, string>, label: string, { prerendered = false } = {}) {
  const csp = cspDirectives(headers["content-security-policy"]);
  const scripts = csp.get("script-src") ?? [];
  expect(scripts[0], `${label}: scripts from this origin`).toBe("'self'");
  const admitted = scripts.slice(1);
  if (prerendered) {
    expect(admitted.length, `${label}: script hashes`).toBeGreaterThan(0);
    for (const source of admitted) expect(source, `${label}: only hashes`).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  } else {
    expect(admitted, `${label}: one script nonce`).toEqual([expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]{16,}'$/)]);
  }
  expect(scripts, `${label}: no inline scripts`).not.toContain("'unsafe-inline'");
  expect(scripts, `${label}: no eval`).not.toContain("'unsafe-eval'");
  expect(csp.get("default-src"), `${label}: default-src`).toEqual(["'self'"]);
  expect(csp.get("object-src"), `${label}: object-src`).toEqual(["'none'"]);
  expect(csp.get("base-uri"), `${label}: base-uri`).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors"), `${label}: frame-ancestors`).toEqual(["'none'"]);
  // The video embed's players and nothing more.
  expect(csp.get("frame-src"), `${label}: frame-src`).toEqual(VIDEO_FRAME_SOURCES);
  expect(csp.has("child-src"), `${label}: no child-src loophole`).toBe(false);
  expect(headers["x-content-type-options"], `${label}: nosniff`).toBe("nosniff");
  expect(headers["referrer-policy"], `${label}: referrer`).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], `${label}: permissions`).toMatch(/camera=\(\)/);
  expect(headers["permissions-policy"], `${label}: permissions`).toMatch(/geolocation=\(\)/);
  expect(headers["permissions-policy"], `${label}: permissions`).toMatch(/microphone=\(\)/);
}

test.describe("security headers", () => {
  test("every kind of response carries the CSP and the other headers, and no HSTS over http", async ({ request }) => {
    const home = await request.get("/");
    const script = /\/assets\/[\w.-]+\.js/.exec(await home.text())?.[0];
    expect(script, "a bundled script on the home page").toBeTruthy();
    const responses = {
      "prerendered page": home,
      "server-rendered page": await request.get("/auth"),
      "not found": await request.get("/no-such-page"),
      healthz: await request.get("/healthz"),
      "static asset": await request.get(script!),
      "public file": await request.get("/favicon.ico"),
      // The honeypot is refused before the per-address limit, whatever other tests sent.
      "action answer": await request.post("/suggestion-box", { form: { suggestion: "Hi", website: "spam" } }),
      "action data answer": await request.post("/auth.data", { form: { intent: "signin", email: "x" } }),
      "refused request": await request.post("/contact", { headers: { origin: "https://evil.example" }, form: {} }),
      "auth 404": await request.post("/api/auth/sign-in/email", { data: {} }),
      // The save API (a React Router resource route) and its 405.
      "save API answer": await request.post(CHECKLIST_SAVE_URL, { form: { itemIndex: "1", completed: "true" } }),
      "save API wrong method": await request.get(CHECKLIST_SAVE_URL),
    };
    const expectedStatus: Record<keyof typeof responses, number> = {
      "prerendered page": 200,
      "server-rendered page": 200,
      "not found": 404,
      healthz: 200,
      "static asset": 200,
      "public file": 200,
      "action answer": 400,
      "action data answer": 400,
      "refused request": 403,
      "auth 404": 404,
      "save API answer": 401,
      "save API wrong method": 405,
    };
    for (const [label, response] of Object.entries(responses)) {
      expect(response.status(), label).toBe(expectedStatus[label as keyof typeof responses]);
      expectHardenedHeaders(response.headers(), label, { prerendered: label === "prerendered page" });
      expect(response.headers()["strict-transport-security"], `${label}: no HSTS over http`).toBeUndefined();
      expect(cspDirectives(response.headers()["content-security-policy"]).has("upgrade-insecure-requests")).toBe(false);
    }
  });

  test("the page's scripts all carry this response's nonce, and the browser reports no CSP violation", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await visit(page, "/auth");
    const nonce = /'nonce-([^']+)'/.exec(response!.headers()["content-security-policy"]!)?.[1];
    const scripts = await page
      .locator("script")
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ src: node.getAttribute("src"), nonce: (node as HTMLScriptElement).nonce })),
      );
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      if (!script.src) expect(script.nonce, "an inline script without this response's nonce").toBe(nonce);
    }
    expect(violations).toEqual([]);
  });

  test.describe("with an https PUBLIC_URL", () => {
    let server: RunningServer;
    test.beforeAll(async () => {
      server = await startServer(3330, { PUBLIC_URL: "https://alohapcs.example" });
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test("HSTS and upgrade-insecure-requests are sent on every kind of response", async () => {
      for (const [label, response] of [
        ["prerendered page", await fetch(`${server.url}/welcome`)],
        ["server-rendered page", await fetch(`${server.url}/auth`)],
        ["not found", await fetch(`${server.url}/no-such-page`)],
        ["healthz", await fetch(`${server.url}/healthz`)],
        ["public file", await fetch(`${server.url}/favicon.ico`)],
      ] as const) {
        const headers = Object.fromEntries(response.headers);
        expectHardenedHeaders(headers, label, { prerendered: label === "prerendered page" });
        const hsts = headers["strict-transport-security"] ?? "";
        expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), `${label}: HSTS for at least a year`).toBeGreaterThanOrEqual(
          31_536_000,
        );
        expect(cspDirectives(headers["content-security-policy"]).has("upgrade-insecure-requests"), label).toBe(true);
      }
    });

    test("a post whose Origin is PUBLIC_URL is accepted even though the server sees plain http", async () => {
      // Behind a TLS-terminating proxy: the browser says https://alohapcs.example, the server hears http.
      const accepted = await fetch(`${server.url}/suggestion-box`, {
        method: "POST",
        headers: { origin: "https://alohapcs.example", "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ suggestion: "A guide to island schools" }),
      });
      expect(accepted.status).toBe(200);
      const refused = await fetch(`${server.url}/suggestion-box`, {
        method: "POST",
        headers: { origin: "http://alohapcs.example", "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ suggestion: "Downgraded" }),
      });
      expect(refused.status).toBe(403);
      expect(server.output()).not.toContain("[error]");
    });
  });
});

/** Every action a browser can post to, by path; each `.data` variant is posted as well. */
const ACTION_PATHS = [
  "/auth",
  "/auth/forgot-password",
  "/auth/reset-password",
  "/auth/sign-out",
  "/contact",
  "/suggestion-box",
  "/pcs-toolkit/hawaii-checklist",
];

/** Three ways a request shows it comes from another site. */
const FOREIGN_MARKS: Record<string, Record<string, string>> = {
  "foreign Origin": { origin: "https://evil.example" },
  "Origin: null": { origin: "null" },
  "look-alike Origin": { origin: "http://localhost.evil.example:3331" },
  "Sec-Fetch-Site: cross-site": { "sec-fetch-site": "cross-site" },
};

test.describe("cross-site requests", () => {
  test.describe.configure({ mode: "serial" });
  let server: RunningServer;
  let db: DatabaseSync;
  const count = (table: string) =>
    Number((db.prepare(`select count(*) as n from "${table}"`).get() as { n: number | bigint }).n);
  const outboxSize = () => readdirSync(path.join(server.dataDir, "outbox")).length;

  test.beforeAll(async () => {
    server = await startServer(3331);
    db = new DatabaseSync(path.join(server.dataDir, "aloha-pcs.sqlite"), { readOnly: true });
  });
  test.afterAll(async () => {
    db?.close();
    await server?.stop();
  });

  test("are refused with 403 on every action, and nothing they ask for happens", async () => {
    const email = "family@example.com";
    const cookie = await verifiedSession(server.url, server.dataDir, email);
    // A real reset token, so a forged reset would otherwise succeed.
    await fetch(`${server.url}/auth/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email }),
    });
    // Mail leaves after the answer: wait for the outbox worker to deliver it.
    const resetMail = await mailArriving(server.dataDir, email, (mail) =>
      Boolean(linkInMail(mail, "/api/auth/reset-password")),
    );
    const resetLink = linkInMail(resetMail, "/api/auth/reset-password");
    const resetRedirect = await fetch(`${server.url}${new URL(resetLink!).pathname}${new URL(resetLink!).search}`, {
      redirect: "manual",
    });
    const token = new URL(resetRedirect.headers.get("location")!, server.url).searchParams.get("token");
    expect(token).toBeTruthy();

    // Bodies that WOULD change something if the request were allowed (proved below).
    const bodies: Record<string, Record<string, string>> = {
      "/auth": { intent: "signup", email: "forged@example.com", password: TEST_PASSWORD },
      "/auth/forgot-password": { email },
      "/auth/reset-password": { token: token!, password: "Forged2026!" },
      "/auth/sign-out": {},
      "/contact": { fullName: "Forged", email: "forged@example.com", message: "Forged message" },
      "/suggestion-box": { suggestion: "Forged suggestion" },
      "/pcs-toolkit/hawaii-checklist": { itemIndex: "3", completed: "true" },
    };
    const before = {
      users: count("user"),
      sessions: count("session"),
      contact: count("contact_messages"),
      suggestions: count("suggestions"),
      checklist: count("checklist_progress"),
      outbox: outboxSize(),
      // Queued but not yet delivered counts too.
      mailQueued: count("mail_outbox"),
      password: db.prepare(`select password from account where providerId = 'credential'`).get(),
    };

    let refused = 0;
    for (const actionPath of ACTION_PATHS) {
      for (const target of [actionPath, `${actionPath}.data`]) {
        for (const [mark, headers] of Object.entries(FOREIGN_MARKS)) {
          const response = await fetch(`${server.url}${target}`, {
            method: "POST",
            redirect: "manual",
            headers: { ...headers, cookie, "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(bodies[actionPath]),
          });
          expect(response.status, `${mark} POST ${target}`).toBe(403);
          expect(response.headers.get("set-cookie"), `${mark} POST ${target}`).toBeNull();
          refused++;
        }
      }
    }
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await fetch(`${server.url}/contact`, {
        method,
        headers: { origin: "https://evil.example", cookie },
      });
      expect(response.status, method).toBe(403);
    }
    for (const authPath of ["/api/auth/sign-up/email", "/api/auth/sign-in/email", "/api/auth/sign-out"]) {
      const response = await fetch(`${server.url}${authPath}`, {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/json", cookie },
        body: JSON.stringify({ email: "forged@example.com", password: TEST_PASSWORD, name: "x" }),
      });
      expect(response.status, authPath).toBe(403);
    }
    // The checklist page's own save API is guarded the same way.
    for (const [mark, headers] of Object.entries(FOREIGN_MARKS)) {
      const response = await fetch(`${server.url}${CHECKLIST_SAVE_URL}`, {
        method: "POST",
        headers: { ...headers, cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ itemIndex: "5", completed: "true" }),
      });
      expect(response.status, `${mark} POST ${CHECKLIST_SAVE_URL}`).toBe(403);
    }
    expect(refused).toBe(ACTION_PATHS.length * 2 * Object.keys(FOREIGN_MARKS).length);

    expect({
      users: count("user"),
      sessions: count("session"),
      contact: count("contact_messages"),
      suggestions: count("suggestions"),
      checklist: count("checklist_progress"),
      outbox: outboxSize(),
      // Queued but not yet delivered counts too.
      mailQueued: count("mail_outbox"),
      password: db.prepare(`select password from account where providerId = 'credential'`).get(),
    }).toEqual(before);
    // Still signed in: the forged sign-outs did nothing.
    const page = await (await fetch(`${server.url}/pcs-toolkit/hawaii-checklist`, { headers: { cookie } })).text();
    expect(signedInHtml(page)).toBe(true);
    expect(server.output()).not.toContain("[error]");

    // The same bodies from this site's own pages (or with no Origin) do take effect.
    const sameOrigin = { origin: server.url, "content-type": "application/x-www-form-urlencoded", cookie };
    const post = (target: string, headers: Record<string, string> = sameOrigin) =>
      fetch(`${server.url}${target}`, {
        method: "POST",
        redirect: "manual",
        headers,
        body: new URLSearchParams(bodies[target]),
      });
    expect((await post("/contact")).status).toBe(200);
    expect((await post("/suggestion-box")).status).toBe(200);
    expect((await post("/pcs-toolkit/hawaii-checklist")).status).toBe(200);
    expect(count("contact_messages")).toBe(before.contact + 1);
    expect(count("suggestions")).toBe(before.suggestions + 1);
    const flags = checklistFlagsInHtml(
      await (await fetch(`${server.url}/pcs-toolkit/hawaii-checklist`, { headers: { cookie } })).text(),
    );
    expect(flags[3]).toBe(true);
    const apiSave = await fetch(`${server.url}${CHECKLIST_SAVE_URL}`, {
      method: "POST",
      headers: sameOrigin,
      body: new URLSearchParams({ itemIndex: "5", completed: "true" }),
    });
    expect(await apiSave.json()).toEqual({ ok: true, itemIndex: 5, completed: true });
    const noOrigin = { "content-type": "application/x-www-form-urlencoded", cookie };
    expect((await post("/auth/reset-password", noOrigin)).status).toBe(302);
    expect(db.prepare(`select password from account where providerId = 'credential'`).get()).not.toEqual(
      before.password,
    );
  });

  test.describe("in a real browser", () => {
    // The browser logs the refused navigation itself.
    test.use({ allowedConsoleErrors: [/status of 403/] });

    test("a form on another site posting here in a real browser gets 403", async ({ page }) => {
      await page.route("https://evil.example/**", (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><title>Win a free PCS move</title>
            <form method="post" action="${server.url}/suggestion-box">
              <input name="suggestion" value="Forged by another site">
              <button>Claim</button>
            </form>`,
        }),
      );
      await page.goto("https://evil.example/");
      const suggestionsBefore = count("suggestions");
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.url() === `${server.url}/suggestion-box`),
        page.getByRole("button", { name: "Claim" }).click(),
      ]);
      expect(response.status()).toBe(403);
      expect(count("suggestions")).toBe(suggestionsBefore);
    });
  });
});

const SCRIPT_PAYLOAD = "<script>alert(1)</script>";
const ATTRIBUTE_PAYLOAD = '"><img src=x onerror=alert(1)>';

/**
 * Open `pagePath` as the browser shows it right after posting `fields` to it: the document
 * is the action's real answer (the re-rendered form), which React then hydrates.
 */
async function openActionAnswer(page: Page, pagePath: string, fields: Record<string, string>): Promise<number> {
  let status = 0;
  await page.route(
    (url) => url.pathname === pagePath,
    async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch({
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        postData: new URLSearchParams(fields).toString(),
      });
      status = response.status();
      await route.fulfill({ response });
    },
  );
  await visit(page, pagePath);
  await page.unrouteAll();
  return status;
}

/** Nothing the payloads could have made: no dialog, no injected image or script. */
async function expectNothingInjected(page: Page, dialogs: string[]) {
  await page.waitForTimeout(200);
  expect(dialogs, "alert dialogs").toEqual([]);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  const injectedScripts = await page
    .locator("script")
    .evaluateAll((scripts) => scripts.filter((script) => script.textContent?.trim() === "alert(1)").length);
  expect(injectedScripts).toBe(0);
}

test.describe("responses for a session, odd methods and dropped clients", () => {
  test.describe.configure({ mode: "serial" });
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startServer(3295);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("everything rendered for a session is private, no-store and varies on Cookie", async () => {
    const cookie = await verifiedSession(server.url, server.dataDir, "cache@example.com");
    for (const target of [
      "/",
      "/welcome",
      "/pcs-toolkit/hawaii-checklist",
      "/_.data",
      "/pcs-toolkit/hawaii-checklist.data",
    ]) {
      const response = await fetch(`${server.url}${target}`, { headers: { cookie } });
      expect(response.status, target).toBe(200);
      if (target === "/") expect(signedInHtml(await response.text()), "rendered for the session").toBe(true);
      expect(response.headers.get("cache-control"), target).toBe("private, no-store");
      expect(response.headers.get("vary") ?? "", target).toMatch(/\bCookie\b/i);
    }
    // The anonymous visitor's prerendered page stays cacheable (revalidated each time).
    expect((await fetch(`${server.url}/`)).headers.get("cache-control")).toBe("no-cache");
  });

  test("methods the site does not use get 405 with Allow; OPTIONS gets Allow", async () => {
    for (const method of ["TRACE", "PROPFIND", "SEARCH", "PUT", "DELETE", "PATCH"]) {
      // node:http, because fetch refuses to send TRACE.
      const response = await new Promise<IncomingMessage>((resolve, reject) =>
        httpRequest(`${server.url}/contact`, { method }, resolve).on("error", reject).end(),
      );
      response.resume();
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow, method).toBe("GET, HEAD, POST, OPTIONS");
    }
    const options = await fetch(`${server.url}/`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    expect(server.output(), "nothing logged as an error").not.toMatch(/\[error\]/);
  });

  test("a client that drops mid-body is not logged as a server fault", async () => {
    const logBefore = server.output().length;
    const logSince = () => server.output().slice(logBefore);
    for (const target of ["/contact", "/auth", "/suggestion-box.data", "/api/checklist"]) {
      await new Promise<void>((resolve, reject) => {
        const socket = connect(Number(new URL(server.url).port), "127.0.0.1", () => {
          socket.write(
            `POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\nsuggestion=half`,
          );
          // Wait until the server has the request (its log line comes when it gives up on it).
          setTimeout(() => socket.destroy(), 300);
        });
        socket.on("close", () => resolve());
        socket.on("error", reject);
      });
    }
    await expect
      .poll(() => (logSince().match(/^POST \/(contact|auth|suggestion-box\.data|api\/checklist) /gm) ?? []).length, {
        timeout: 15_000,
      })
      .toBe(4);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(logSince(), "nothing logged as an error").not.toMatch(/\[error\]|aborted|ECONNRESET/i);
  });
});

test.describe("hostile text is shown as text", () => {
  // The re-rendered forms answer 400 (or 429 once this address has sent five), which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 4(00|01|29)/] });
  const dialogs: string[] = [];
  test.beforeEach(({ page }) => {
    dialogs.length = 0;
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });

  test("the contact form echoes every field back as text", async ({ page }) => {
    const fields = {
      fullName: SCRIPT_PAYLOAD,
      email: `${ATTRIBUTE_PAYLOAD}@example.com`,
      base: ATTRIBUTE_PAYLOAD,
      message: `${SCRIPT_PAYLOAD}\n${ATTRIBUTE_PAYLOAD}`,
    };
    expect([400, 429]).toContain(await openActionAnswer(page, "/contact", fields));
    const form = page.getByRole("form", { name: "Contact a sponsor" });
    await expect(form.getByLabel("Full name")).toHaveValue(fields.fullName);
    await expect(form.getByLabel("Email")).toHaveValue(fields.email);
    await expect(form.getByLabel(/Base or duty station/)).toHaveValue(fields.base);
    await expect(form.getByLabel("Message")).toHaveValue(fields.message);
    await expectNothingInjected(page, dialogs);
  });

  test("the suggestion box echoes the suggestion and email back as text", async ({ page }) => {
    const fields = {
      suggestion: `${ATTRIBUTE_PAYLOAD} ${SCRIPT_PAYLOAD}`,
      email: `${SCRIPT_PAYLOAD}@example`,
      category: ATTRIBUTE_PAYLOAD,
    };
    expect([400, 429]).toContain(await openActionAnswer(page, "/suggestion-box", fields));
    const form = page.getByRole("form", { name: "Suggestion box" });
    await expect(form.getByLabel("Your suggestion")).toHaveValue(fields.suggestion);
    await expect(form.getByLabel(/Email/)).toHaveValue(fields.email);
    await expectNothingInjected(page, dialogs);
  });

  test("an email whose local part is markup is refused without being rendered as markup", async ({ page }) => {
    for (const email of [`${SCRIPT_PAYLOAD}@example.com`, `${ATTRIBUTE_PAYLOAD.replace(/ /g, "/")}@example.com`]) {
      expect(await openActionAnswer(page, "/auth", { intent: "signup", email, password: TEST_PASSWORD }), email).toBe(
        400,
      );
      await expect(page.getByText("Failed to create account. Please try again.").first()).toBeVisible();
      await expectNothingInjected(page, dialogs);
      expect(await openActionAnswer(page, "/auth", { intent: "signin", email, password: TEST_PASSWORD })).toBe(401);
      await expectNothingInjected(page, dialogs);
      expect(await openActionAnswer(page, "/auth/forgot-password", { email })).toBe(200);
      await expect(page.getByText("we've sent a link").first()).toBeVisible();
      await expectNothingInjected(page, dialogs);
    }
  });
});
