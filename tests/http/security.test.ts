import { readdirSync } from "node:fs";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CHECKLIST_SAVE_URL } from "../../app/features/checklist/checklist";
import { checklistFlagsInHtml, signedInHtml, TEST_PASSWORD, verifiedSession } from "../support/accounts";
import { linkInMail, mailArriving } from "../support/outbox";
import { startApp, type TestApp } from "./app";

/** From tests/e2e/security.spec.ts: the header, method and cross-site checks that need no browser. */

const VIDEO_FRAME_SOURCES = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/** The directives of a Content-Security-Policy header, by name. */
function cspDirectives(header: string | null | undefined): Map<string, string[]> {
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
function expectHardenedHeaders(headers: Headers, label: string, { prerendered = false } = {}) {
  const csp = cspDirectives(headers.get("content-security-policy"));
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
  expect(headers.get("x-content-type-options"), `${label}: nosniff`).toBe("nosniff");
  expect(headers.get("referrer-policy"), `${label}: referrer`).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy"), `${label}: permissions`).toMatch(/camera=\(\)/);
  expect(headers.get("permissions-policy"), `${label}: permissions`).toMatch(/geolocation=\(\)/);
  expect(headers.get("permissions-policy"), `${label}: permissions`).toMatch(/microphone=\(\)/);
}

/** A response read to its end (so its connection is free), with its status and headers. */
async function answer(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return response;
}

const form = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  body: new URLSearchParams(fields),
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

/** The .eml files written so far (one folder per recipient). */
function outboxSize(dataDir: string): number {
  const outbox = path.join(dataDir, "outbox");
  return readdirSync(outbox, { recursive: true }).filter((file) => String(file).endsWith(".eml")).length;
}

describe("an app over plain http", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  test("every kind of response carries the CSP and the other headers, and no HSTS over http", async () => {
    const home = await fetch(`${app.url}/`);
    const script = /\/assets\/[\w.-]+\.js/.exec(await home.text())?.[0];
    expect(script, "a bundled script on the home page").toBeTruthy();
    const responses = {
      "prerendered page": home,
      "server-rendered page": await answer(`${app.url}/auth`),
      "not found": await answer(`${app.url}/no-such-page`),
      healthz: await answer(`${app.url}/healthz`),
      "static asset": await answer(`${app.url}${script!}`),
      "public file": await answer(`${app.url}/favicon.ico`),
      // The honeypot is refused before the per-address limit.
      "action answer": await answer(`${app.url}/suggestion-box`, form({ suggestion: "Hi", website: "spam" })),
      "action data answer": await answer(`${app.url}/auth.data`, form({ intent: "signin", email: "x" })),
      "refused request": await answer(`${app.url}/contact`, form({}, { origin: "https://evil.example" })),
      "auth 404": await answer(`${app.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
      // A checklist tick as the page's fetcher posts it (the page's own action, a data request).
      "tick data answer": await answer(`${app.url}${CHECKLIST_SAVE_URL}`, form({ itemIndex: "1", completed: "true" })),
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
      "tick data answer": 401,
    };
    for (const [label, response] of Object.entries(responses)) {
      expect(response.status, label).toBe(expectedStatus[label as keyof typeof responses]);
      expectHardenedHeaders(response.headers, label, { prerendered: label === "prerendered page" });
      expect(response.headers.get("strict-transport-security"), `${label}: no HSTS over http`).toBeNull();
      expect(cspDirectives(response.headers.get("content-security-policy")).has("upgrade-insecure-requests")).toBe(
        false,
      );
    }
  });

  test("cross-site requests are refused with 403 on every action, and nothing they ask for happens", async () => {
    const db = new DatabaseSync(path.join(app.dataDir, "aloha-pcs.sqlite"), { readOnly: true });
    try {
      const count = (table: string) =>
        Number((db.prepare(`select count(*) as n from "${table}"`).get() as { n: number | bigint }).n);
      const email = "family@example.com";
      const cookie = await verifiedSession(app.url, app.dataDir, email);
      // A real reset token, so a forged reset would otherwise succeed.
      await answer(`${app.url}/auth/forgot-password`, form({ email }));
      // Mail leaves after the answer: wait for the outbox worker to deliver it.
      const resetMail = await mailArriving(app.dataDir, email, (mail) =>
        Boolean(linkInMail(mail, "/api/auth/reset-password")),
      );
      const resetLink = new URL(linkInMail(resetMail, "/api/auth/reset-password")!);
      const resetRedirect = await answer(`${app.url}${resetLink.pathname}${resetLink.search}`, { redirect: "manual" });
      const token = new URL(resetRedirect.headers.get("location")!, app.url).searchParams.get("token");
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
      const state = () => ({
        users: count("user"),
        sessions: count("session"),
        contact: count("contact_messages"),
        suggestions: count("suggestions"),
        checklist: count("checklist_progress"),
        outbox: outboxSize(app.dataDir),
        // Queued but not yet delivered counts too.
        mailQueued: count("mail_outbox"),
        password: db.prepare(`select password from account where providerId = 'credential'`).get(),
      });
      const before = state();

      let refused = 0;
      for (const actionPath of ACTION_PATHS) {
        for (const target of [actionPath, `${actionPath}.data`]) {
          for (const [mark, headers] of Object.entries(FOREIGN_MARKS)) {
            const response = await answer(`${app.url}${target}`, {
              ...form(bodies[actionPath]!, { ...headers, cookie }),
              redirect: "manual",
            });
            expect(response.status, `${mark} POST ${target}`).toBe(403);
            expect(response.headers.get("set-cookie"), `${mark} POST ${target}`).toBeNull();
            refused++;
          }
        }
      }
      for (const method of ["PUT", "PATCH", "DELETE"]) {
        const response = await answer(`${app.url}/contact`, {
          method,
          headers: { origin: "https://evil.example", cookie },
        });
        expect(response.status, method).toBe(403);
      }
      for (const authPath of ["/api/auth/sign-up/email", "/api/auth/sign-in/email", "/api/auth/sign-out"]) {
        const response = await answer(`${app.url}${authPath}`, {
          method: "POST",
          headers: { origin: "https://evil.example", "content-type": "application/json", cookie },
          body: JSON.stringify({ email: "forged@example.com", password: TEST_PASSWORD, name: "x" }),
        });
        expect(response.status, authPath).toBe(403);
      }
      // The checklist page's fetcher's data request is guarded the same way.
      for (const [mark, headers] of Object.entries(FOREIGN_MARKS)) {
        const response = await answer(
          `${app.url}${CHECKLIST_SAVE_URL}`,
          form({ itemIndex: "5", completed: "true" }, { ...headers, cookie }),
        );
        expect(response.status, `${mark} POST ${CHECKLIST_SAVE_URL}`).toBe(403);
      }
      expect(refused).toBe(ACTION_PATHS.length * 2 * Object.keys(FOREIGN_MARKS).length);

      expect(state()).toEqual(before);
      // Still signed in: the forged sign-outs did nothing.
      const page = await (await fetch(`${app.url}/pcs-toolkit/hawaii-checklist`, { headers: { cookie } })).text();
      expect(signedInHtml(page)).toBe(true);
      expect(app.output()).not.toContain("[error]");

      // The same bodies from this site's own pages (or with no Origin) do take effect.
      const sameOrigin = { origin: app.url, cookie };
      const post = (target: string, headers: Record<string, string> = sameOrigin) =>
        answer(`${app.url}${target}`, { ...form(bodies[target]!, headers), redirect: "manual" });
      expect((await post("/contact")).status).toBe(200);
      expect((await post("/suggestion-box")).status).toBe(200);
      // A plain form post of a tick goes back to the item it ticked.
      const plainTick = await post("/pcs-toolkit/hawaii-checklist");
      expect([plainTick.status, plainTick.headers.get("location")]).toEqual([
        303,
        "/pcs-toolkit/hawaii-checklist#item-3",
      ]);
      expect(count("contact_messages")).toBe(before.contact + 1);
      expect(count("suggestions")).toBe(before.suggestions + 1);
      const flags = checklistFlagsInHtml(
        await (await fetch(`${app.url}/pcs-toolkit/hawaii-checklist`, { headers: { cookie } })).text(),
      );
      expect(flags[3]).toBe(true);
      const fetcherSave = await fetch(
        `${app.url}${CHECKLIST_SAVE_URL}`,
        form({ itemIndex: "5", completed: "true" }, sameOrigin),
      );
      expect(fetcherSave.status).toBe(200);
      const saved = checklistFlagsInHtml(
        await (await fetch(`${app.url}/pcs-toolkit/hawaii-checklist`, { headers: { cookie } })).text(),
      );
      expect(saved[5]).toBe(true);
      expect((await post("/auth/reset-password", { cookie })).status).toBe(302);
      expect(db.prepare(`select password from account where providerId = 'credential'`).get()).not.toEqual(
        before.password,
      );
    } finally {
      db.close();
    }
  });

  test("everything rendered for a session is private, no-store and varies on Cookie", async () => {
    const cookie = await verifiedSession(app.url, app.dataDir, "cache@example.com");
    for (const target of [
      "/",
      "/welcome",
      "/pcs-toolkit/hawaii-checklist",
      "/_.data",
      "/pcs-toolkit/hawaii-checklist.data",
    ]) {
      const response = await fetch(`${app.url}${target}`, { headers: { cookie } });
      const body = await response.text();
      expect(response.status, target).toBe(200);
      if (target === "/") expect(signedInHtml(body), "rendered for the session").toBe(true);
      expect(response.headers.get("cache-control"), target).toBe("private, no-store");
      expect(response.headers.get("vary") ?? "", target).toMatch(/\bCookie\b/i);
    }
    // The anonymous visitor's prerendered page stays cacheable (revalidated each time).
    expect((await answer(`${app.url}/`)).headers.get("cache-control")).toBe("no-cache");
  });

  test("methods the site does not use get 405 with Allow; OPTIONS gets Allow", async () => {
    for (const method of ["TRACE", "PROPFIND", "SEARCH", "PUT", "DELETE", "PATCH"]) {
      // node:http, because fetch refuses to send TRACE.
      const response = await new Promise<IncomingMessage>((resolve, reject) =>
        httpRequest(`${app.url}/contact`, { method }, resolve).on("error", reject).end(),
      );
      response.resume();
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow, method).toBe("GET, HEAD, POST, OPTIONS");
    }
    const options = await answer(`${app.url}/`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    expect(app.output(), "nothing logged as an error").not.toMatch(/\[error\]/);
  });

  test("a client that drops mid-body is not logged as a server fault", async () => {
    const logBefore = app.output().length;
    const logSince = () => app.output().slice(logBefore);
    for (const target of ["/contact", "/auth", "/suggestion-box.data", CHECKLIST_SAVE_URL]) {
      await new Promise<void>((resolve, reject) => {
        // Dropped once the server has the request and is reading its body (5000 bytes promised, 15 sent).
        const received = () => socket.destroy();
        app.server.once("request", received);
        const socket = connect(Number(new URL(app.url).port), "127.0.0.1", () => {
          socket.write(
            `POST ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\nsuggestion=half`,
          );
        });
        socket.on("close", () => {
          app.server.off("request", received);
          resolve();
        });
        socket.on("error", reject);
      });
    }
    await expect
      .poll(
        () =>
          (logSince().match(/^POST \/(contact|auth|suggestion-box\.data|pcs-toolkit\/hawaii-checklist\.data) /gm) ?? [])
            .length,
        {
          timeout: 15_000,
        },
      )
      .toBe(4);
    expect((await answer(`${app.url}/healthz`)).status).toBe(200);
    expect(logSince(), "nothing logged as an error").not.toMatch(/\[error\]|aborted|ECONNRESET/i);
  });
});

describe("an app with an https PUBLIC_URL", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ PUBLIC_URL: "https://alohapcs.example" });
  });
  afterAll(async () => {
    await app?.stop();
  });

  test("HSTS and upgrade-insecure-requests are sent on every kind of response", async () => {
    for (const [label, response] of [
      ["prerendered page", await answer(`${app.url}/welcome`)],
      ["server-rendered page", await answer(`${app.url}/auth`)],
      ["not found", await answer(`${app.url}/no-such-page`)],
      ["healthz", await answer(`${app.url}/healthz`)],
      ["public file", await answer(`${app.url}/favicon.ico`)],
    ] as const) {
      expectHardenedHeaders(response.headers, label, { prerendered: label === "prerendered page" });
      const hsts = response.headers.get("strict-transport-security") ?? "";
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), `${label}: HSTS for at least a year`).toBeGreaterThanOrEqual(
        31_536_000,
      );
      expect(
        cspDirectives(response.headers.get("content-security-policy")).has("upgrade-insecure-requests"),
        label,
      ).toBe(true);
    }
  });

  test("a post whose Origin is PUBLIC_URL is accepted even though the server sees plain http", async () => {
    // Behind a TLS-terminating proxy: the browser says https://alohapcs.example, the server hears http.
    const accepted = await answer(
      `${app.url}/suggestion-box`,
      form({ suggestion: "A guide to island schools" }, { origin: "https://alohapcs.example" }),
    );
    expect(accepted.status).toBe(200);
    const refused = await answer(
      `${app.url}/suggestion-box`,
      form({ suggestion: "Downgraded" }, { origin: "http://alohapcs.example" }),
    );
    expect(refused.status).toBe(403);
    expect(app.output()).not.toContain("[error]");
  });
});
