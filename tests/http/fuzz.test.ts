import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { contactSchema, suggestionSchema } from "../../app/features/forms/form-schemas";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildPublicUrl, startApp, type TestApp } from "./app";

/**
 * 2,000 random and hostile requests against every action and auth endpoint of an app of its
 * own (in this process, on a free port; formerly tests/e2e/fuzz.spec.ts). Reproducible: FUZZ_SEED=<n> replays a run (the seed is in every failure message).
 *
 * What may be stored: the fuzz sends well-formed bodies too (an attacker's would be), so a
 * contact message or suggestion can legitimately be kept. The rule checked is that every
 * stored row is exactly what validation lets through (re-validating it changes nothing: no
 * control characters, no over-long text, a plausible email, a listed category), and that
 * nothing needing an identity was created: no verified user, no session, no checklist row.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_701);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2_000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4);

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function randomGenerator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof randomGenerator>;

const FORM_PATHS = [
  "/auth",
  "/auth/forgot-password",
  "/auth/reset-password",
  "/auth/sign-out",
  "/contact",
  "/suggestion-box",
  "/pcs-toolkit/hawaii-checklist",
];
const TARGETS = [
  ...FORM_PATHS,
  ...FORM_PATHS.map((formPath) => `${formPath}.data`),
  "/api/auth/sign-up/email",
  "/api/auth/sign-in/email",
  "/api/auth/sign-out",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
  "/api/auth/get-session",
  "/api/auth/verify-email",
];
const FIELD_NAMES = [
  "intent",
  "email",
  "password",
  "fullName",
  "base",
  "message",
  "suggestion",
  "category",
  "itemIndex",
  "completed",
  "token",
  "website",
  "name",
  "callbackURL",
  "__proto__",
  "constructor",
  "email[]",
  "",
];

const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE suggestions; --",
  "1; select pg_sleep(5)--",
  '" UNION SELECT password FROM account --',
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}${7*7}<%= 7*7 %>",
  "../../../../etc/passwd",
  "%00%0d%0aSet-Cookie: evil=1",
  "\r\nBcc: victim@example.com",
  "\u0000\u0001\u0007\u001b[31m",
  "\u202e\u2066evil\u2069",
  "\ud83c\udf3a Aloha \ud83c\udf34",
  "\ud800",
  "null",
  "undefined",
  "NaN",
  "-1",
  "20",
  "19",
  "0",
  "1e309",
  "true",
  "false",
  "[object Object]",
  " ",
  "",
];

function hostileString(random: Random): string {
  // Huge values are rarer than the rest (about one request in ten carries one): they cost the most to send.
  switch (random.chance(0.03) ? 1 : random.pick([0, 0, 2, 3, 4, 5, 6])) {
    case 0:
      return random.pick(HOSTILE_STRINGS);
    case 1: // up to ~100 KB
      return random.pick(["a", "<", "%", "\u00e9", "\ud83c\udf3a", "' OR 1=1 "]).repeat(1 + random.int(100_000 / 2));
    case 2:
      return `${random.pick(["kai", "<script>", "a'b", 'x"y', "o'neil", "\u00fc"])}${random.int(1e6)}@${random.pick(["example.com", "example", "ex ample.com", "[127.0.0.1]", "xn--ls8h.la"])}`;
    case 3:
      return random.pick(["Aloha2026!", "password", "A1a".repeat(50), "Passw0rd".repeat(20)]);
    case 4:
      return random.pick(["signin", "signup", "forgot", "reset", "SIGNIN", "signin\u0000"]);
    case 5:
      return String.fromCharCode(...Array.from({ length: random.int(64) }, () => random.int(0xffff)));
    default:
      return random.pick(["true", "false", "1", "0", "-0", "07", "19", "20", "3.5", "0x10", " 4"]);
  }
}

function randomFields(random: Random): [string, string][] {
  return Array.from({ length: random.int(8) }, () => [
    random.chance(0.85) ? random.pick(FIELD_NAMES) : hostileString(random).slice(0, 50),
    hostileString(random),
  ]);
}

function deepJson(depth: number): string {
  return `${"[".repeat(depth)}1${"]".repeat(depth)}`;
}

function randomBytes(random: Random, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = random.int(256);
  // Invalid UTF-8 on purpose: lone continuation bytes, overlong forms, surrogates.
  if (length > 4) bytes.set([0xc0, 0xaf, 0xed, 0xa0, 0x80].slice(0, length), random.int(length - 4));
  return bytes;
}

const FORM_TYPE = "application/x-www-form-urlencoded";

type FuzzRequest = { method: string; target: string; headers: Record<string, string>; body?: BodyInit };

/** `origin`: the app's own, which about one request in three claims. */
function fuzzRequest(random: Random, origin: string): FuzzRequest {
  const target = random.pick(TARGETS);
  const headers: Record<string, string> = {
    // TRUST_PROXY is on: each request claims its own client, so per-address limits stay out of the way.
    "x-forwarded-for": `${1 + random.int(223)}.${random.int(256)}.${random.int(256)}.${1 + random.int(254)}`,
  };
  if (random.chance(0.3)) headers.origin = origin;
  if (random.chance(0.1))
    headers.cookie = random.pick(["better-auth.session_token=forged.sig", "aloha_flash=%E0%A4%A", "a=b"]);
  const fields = randomFields(random);
  let body: BodyInit | undefined;
  switch (random.int(10)) {
    case 0:
    case 1:
    case 2: // form fields, the common case
      headers["content-type"] = FORM_TYPE;
      body = new URLSearchParams(fields).toString();
      break;
    case 3: {
      const form = new FormData();
      for (const [name, value] of fields) {
        if (random.chance(0.2)) form.append(name, new Blob([value]), `${value.slice(0, 20)}.txt`);
        else form.append(name, value);
      }
      body = form;
      break;
    }
    case 4:
      headers["content-type"] = "application/json";
      body = random.chance(0.5) ? deepJson(1 + random.int(5_000)) : JSON.stringify(Object.fromEntries(fields));
      break;
    case 5:
      headers["content-type"] = random.pick([FORM_TYPE, "multipart/form-data; boundary=xyz", "text/plain"]);
      body = randomBytes(random, random.int(2_000)) as Uint8Array<ArrayBuffer>;
      break;
    case 6:
      headers["content-type"] = random.pick([
        "multipart/form-data",
        "multipart/form-data; boundary=",
        `multipart/form-data; boundary=${"b".repeat(200)}`,
      ]);
      body = `--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\n${hostileString(random)}`;
      break;
    case 7:
      if (random.chance(0.5)) headers["content-type"] = random.pick([FORM_TYPE, "application/json", ""]);
      body = undefined;
      break;
    case 8:
      headers["content-type"] = random.pick(["application/xml", "text/html", "image/png", "x/x; charset=utf-7", ""]);
      body = new URLSearchParams(fields).toString();
      break;
    default: {
      // Chunked: no Content-Length, so only the bytes read count.
      headers["content-type"] = FORM_TYPE;
      const text = new URLSearchParams(fields).toString();
      body = new ReadableStream({
        start(controller) {
          const encoded = new TextEncoder().encode(text);
          for (let i = 0; i < encoded.length; i += 8_192) controller.enqueue(encoded.slice(i, i + 8_192));
          controller.close();
        },
      });
    }
  }
  const method = random.chance(0.92) ? "POST" : random.pick(["PUT", "PATCH", "DELETE"]);
  if (target === "/api/auth/verify-email" || (random.chance(0.05) && target.startsWith("/api/auth"))) {
    // The two auth links that do reach better-auth are GETs with hostile tokens and callbacks.
    // Lone surrogates cannot be percent-encoded as UTF-8; raw invalid bytes are sent instead.
    const token = random.chance(0.3)
      ? `%ff%c0%af%ed%a0%80${random.int(1e6)}`
      : encodeURIComponent(hostileString(random).slice(0, 2_000).toWellFormed());
    const callback = encodeURIComponent(
      random.pick(["https://evil.example", "//evil.example", "/", "javascript:alert(1)"]),
    );
    const linkTarget = random.chance(0.5)
      ? `/api/auth/verify-email?token=${token}&callbackURL=${callback}`
      : `/api/auth/reset-password/${token}?callbackURL=${callback}`;
    return { method: "GET", target: linkTarget, headers: { "x-forwarded-for": headers["x-forwarded-for"]! } };
  }
  return { method, target, headers, body };
}

function describeBody({ headers, body }: FuzzRequest): string {
  const kind =
    body === undefined
      ? "no body"
      : typeof body === "string"
        ? `${body.length} chars`
        : body instanceof ReadableStream
          ? "chunked"
          : body instanceof FormData
            ? "multipart"
            : `${(body as Uint8Array).byteLength} bytes`;
  return `${headers["content-type"] ?? "no content type"}, ${kind}`;
}

describe("fuzzing every action", () => {
  let server: TestApp;
  const publicUrl = buildPublicUrl();
  beforeAll(async () => {
    server = await startApp({ TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  test(
    `${REQUESTS} random and hostile requests: no 5xx, nothing wrongly stored, still healthy (seed ${SEED})`,
    { timeout: 120_000 },
    async () => {
      const random = randomGenerator(SEED);
      const requests = Array.from({ length: REQUESTS }, () => fuzzRequest(random, server.url));
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      let next = 0;

      async function worker() {
        while (next < requests.length) {
          const index = next++;
          const request = requests[index]!;
          const label = `seed ${SEED} request #${index}: ${request.method} ${request.target.slice(0, 120)} (${describeBody(request)})`;
          let response: Response;
          try {
            response = await fetch(`${server.url}${request.target}`, {
              method: request.method,
              headers: request.headers,
              body: request.body,
              redirect: "manual",
              ...(request.body instanceof ReadableStream ? { duplex: "half" } : {}),
            } as RequestInit);
            await response.arrayBuffer();
          } catch (error) {
            failures.push(`${label}: no answer (${String(error)}: ${String((error as Error).cause)})`);
            continue;
          }
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500) failures.push(`${label}: ${response.status}`);
          const location = response.headers.get("location");
          // This site: where the app listens, or PUBLIC_URL (which its emailed links name).
          if (location && ![server.url, publicUrl].includes(new URL(location, server.url).origin)) {
            failures.push(`${label}: redirects off-site to ${location}`);
          }
        }
      }
      const started = Date.now();
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const summary = `seed ${SEED}, ${Date.now() - started} ms, statuses ${JSON.stringify(Object.fromEntries(statuses))}`;

      expect(failures, summary).toEqual([]);
      expect(
        [...statuses.values()].reduce((sum, n) => sum + n, 0),
        summary,
      ).toBe(REQUESTS);
      // The bodies reached validation: most answers are refusals by the actions themselves,
      // not rate limits.
      expect(statuses.get(400) ?? 0, summary).toBeGreaterThan(REQUESTS / 4);
      expect(statuses.get(429) ?? 0, summary).toBeLessThan(REQUESTS / 20);

      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(server.output(), "nothing unexpected logged").not.toMatch(/\[error\]|unhandled/i);

      const db = new DatabaseSync(path.join(server.dataDir, "aloha-pcs.sqlite"), { readOnly: true });
      try {
        const count = (query: string) => Number((db.prepare(query).get() as { n: number | bigint }).n);
        expect(count(`select count(*) as n from "user" where emailVerified = 1`), summary).toBe(0);
        expect(count(`select count(*) as n from session`), summary).toBe(0);
        expect(count(`select count(*) as n from checklist_progress`), summary).toBe(0);
        for (const row of db.prepare(`select full_name, email, base, message from contact_messages`).all()) {
          const stored = { fullName: row.full_name, email: row.email, base: row.base ?? "", message: row.message };
          expect(contactSchema.parse(stored), `${summary}: a stored contact message is what validation gives`).toEqual(
            stored,
          );
        }
        for (const row of db.prepare(`select suggestion, email, category from suggestions`).all()) {
          const stored = { suggestion: row.suggestion, email: row.email ?? "", category: row.category ?? "" };
          expect(suggestionSchema.parse(stored), `${summary}: a stored suggestion is what validation gives`).toEqual(
            stored,
          );
        }
      } finally {
        db.close();
      }
    },
  );
});
