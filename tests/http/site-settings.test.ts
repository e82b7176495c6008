import { existsSync, readdirSync, readFileSync } from "node:fs";
import { get, type IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEFAULT_SITE, siteSettingsFieldsOf } from "../../app/content/site";
import { REGENERATED_FOLDER } from "../../app/server/http/prerender-regeneration.server";
import { PRERENDER_MANIFEST_FILE, type PrerenderManifest } from "../../app/server/http/prerender-manifest";
import { cspMatchesInlineScripts, scriptSources } from "../support/csp";
import { e2eSeeder } from "../support/e2e-seed";
import { SHARED_AUTH_SECRET } from "../support/postgres";
import { buildPublicUrl, startApp, type TestApp } from "./app";

const BUILD_CLIENT = path.join(
  path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url)))),
  "build",
  "client",
);
const PAGE = "/pcs-toolkit/pet-travel";
const NEW_PHONE = "(808) 422-7788";

/** One GET with exactly these headers, and the bytes as sent (fetch would decompress them). */
function raw(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
      );
    }).on("error", reject);
  });
}

/** A page as an anonymous visitor gets it: its HTML, and whether its CSP admits exactly its own inline scripts. */
async function anonymousPage(url: string) {
  const page = await raw(url, { "accept-encoding": "identity" });
  const html = page.bytes.toString("utf8");
  const csp = page.headers["content-security-policy"];
  return { status: page.status, html, sources: scriptSources(csp), hashesMatch: cspMatchesInlineScripts(csp, html) };
}

describe("the owner's site settings reach the prerendered pages", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ AUTH_SECRET: SHARED_AUTH_SECRET });
  });
  afterAll(async () => {
    await app?.stop();
  });

  test("a save regenerates each prerendered page whole: its HTML, .br, .gz, .data and hashes swap together, and requests meanwhile get the old set", async () => {
    const before = await anonymousPage(`${app.url}${PAGE}`);
    expect(before.status).toBe(200);
    expect(before.html).toContain(DEFAULT_SITE.phone);
    expect(before.hashesMatch).toBe(true);

    // The owner, signed in with two-factor on the app's own database, saves a new phone.
    const seeder = e2eSeeder({ dataDir: app.dataDir, publicUrl: buildPublicUrl(), secret: SHARED_AUTH_SECRET });
    const { session } = await seeder.admin("owner-http@islandmoves.test");
    await seeder.close();
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...siteSettingsFieldsOf(DEFAULT_SITE), phone: NEW_PHONE })) {
      form.set(name, value);
    }
    const save = await fetch(`${app.url}/admin/site`, {
      method: "POST",
      headers: { cookie: `${session!.name}=${session!.value}`, origin: buildPublicUrl() },
      body: form,
      redirect: "manual",
    });
    expect(save.status).toBe(303);

    // While the pages are regenerated every answer is one consistent set: old or new, never mixed.
    const seen: Awaited<ReturnType<typeof anonymousPage>>[] = [];
    for (let deadline = Date.now() + 60_000; Date.now() < deadline;) {
      const page = await anonymousPage(`${app.url}${PAGE}`);
      seen.push(page);
      if (page.html.includes(NEW_PHONE)) break;
    }
    const after = seen.at(-1)!;
    expect(after.html).toContain(NEW_PHONE);
    expect(after.html).not.toContain(DEFAULT_SITE.phone);
    for (const page of seen) {
      expect(page.status).toBe(200);
      expect(page.hashesMatch).toBe(true);
      expect(page.html).not.toContain("nonce=");
    }
    expect(after.sources).not.toEqual(before.sources);

    // Its compressed copies are the same page, and sent as the client accepts.
    const br = await raw(`${app.url}${PAGE}`, { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.bytes).toString("utf8")).toBe(after.html);
    expect(scriptSources(br.headers["content-security-policy"])).toEqual(after.sources);
    const gz = await raw(`${app.url}${PAGE}`, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.bytes).toString("utf8")).toBe(after.html);

    // Client-side navigation reads the page's loader data: the new phone too.
    const data = await fetch(`${app.url}${PAGE}.data`);
    expect(data.status).toBe(200);
    expect(await data.text()).toContain(NEW_PHONE);

    // One generation folder under DATA_DIR, complete, its manifest the hashes served; the build is untouched.
    const generations = readdirSync(path.join(app.dataDir, REGENERATED_FOLDER));
    expect(generations).toEqual([expect.stringMatching(/^v1-[0-9a-f]{16}$/)]);
    const folder = path.join(app.dataDir, REGENERATED_FOLDER, generations[0]!);
    const manifest = JSON.parse(readFileSync(path.join(folder, PRERENDER_MANIFEST_FILE), "utf8")) as PrerenderManifest;
    expect(new Set(manifest[PAGE]!.scriptHashes)).toEqual(new Set(after.sources.slice(1)));
    for (const file of [
      "pcs-toolkit/pet-travel/index.html.br",
      "pcs-toolkit/pet-travel/index.html.gz",
      "pcs-toolkit/pet-travel.data",
    ]) {
      expect(existsSync(path.join(folder, file)), file).toBe(true);
    }
    expect(readFileSync(path.join(BUILD_CLIENT, "pcs-toolkit/pet-travel/index.html"), "utf8")).toContain(
      DEFAULT_SITE.phone,
    );

    // Every prerendered page follows, the home page included.
    const home = await anonymousPage(`${app.url}/`);
    expect(home.html).toContain(NEW_PHONE);
    expect(home.hashesMatch).toBe(true);
  });
});
