import { PAGES } from "../../app/content/pages";
import { documentTitle } from "../../app/lib/page-meta";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildPublicUrl, startApp, type TestApp } from "./app";

/**
 * From tests/e2e/seo.spec.ts. Canonical and Open Graph URLs name PUBLIC_URL: the origin the
 * build was made for (prerendered pages) and the app runs with (pages rendered per request).
 */
describe("findable", () => {
  let app: TestApp;
  let publicUrl: string;
  const get = (path: string) => fetch(`${app.url}${path}`);
  beforeAll(async () => {
    app = await startApp();
    publicUrl = buildPublicUrl();
  });
  afterAll(async () => {
    await app?.stop();
  });

  test("every page has a canonical URL, Open Graph and Twitter card tags", async () => {
    for (const page of PAGES) {
      const html = await (await get(page.path)).text();
      const url = `${publicUrl}${page.path}`;
      expect(html, page.path).toContain(`<link rel="canonical" href="${url}"/>`);
      expect(html, page.path).toContain(`<meta property="og:url" content="${url}"/>`);
      expect(html, page.path).toContain(
        `<meta property="og:title" content="${documentTitle(page.title).replace(/&/g, "&amp;")}"/>`,
      );
      expect(html, page.path).toContain(`<meta property="og:image" content="${publicUrl}/og-image.png"/>`);
      expect(html, page.path).toContain(`<meta name="twitter:card" content="summary_large_image"/>`);
    }
  });

  test("every title names the site once: the welcome page's is not 'Welcome to Aloha PCS | Aloha PCS'", async () => {
    expect(await (await get("/welcome")).text()).toContain("<title>Welcome to Aloha PCS</title>");
    for (const { path } of PAGES) {
      const html = await (await get(path)).text();
      const title = /<title>(.*?)<\/title>/s.exec(html)?.[1] ?? "";
      expect(title.match(/Aloha PCS/g), `${path}: ${title}`).toHaveLength(1);
      expect(html, path).toContain(`<meta property="og:title" content="${title}"/>`);
    }
  });

  test("the social image, icons and manifest exist", async () => {
    for (const [path, type] of [
      ["/og-image.png", "image/png"],
      ["/apple-touch-icon.png", "image/png"],
      ["/icon-192.png", "image/png"],
      ["/icon-512.png", "image/png"],
      ["/favicon.ico", "image/vnd.microsoft.icon"],
      ["/logo.svg", "image/svg+xml"],
    ]) {
      const response = await get(path!);
      await response.arrayBuffer();
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toContain(type!);
    }
    const manifest = await (await get("/site.webmanifest")).json();
    expect(manifest.name).toBe("Aloha PCS");
    for (const icon of manifest.icons) {
      const response = await get(icon.src);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
    }
  });

  test("sitemap.xml lists every public page and robots.txt points to it", async () => {
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    const xml = await sitemap.text();
    for (const page of PAGES) expect(xml).toContain(`<loc>${publicUrl}${page.path}</loc>`);
    expect(xml).not.toContain(`${publicUrl}/auth/`);
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    expect(robots).toContain("Disallow: /api/");
  });

  test("the home page carries Organization structured data", async () => {
    const html = await (await get("/")).text();
    const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    // React Router escapes "<" inside structured data, so no text can close the script tag.
    expect(json).toBeTruthy();
    const data = JSON.parse(json!);
    expect(data).toMatchObject({ "@type": "Organization", name: "Aloha PCS", url: `${publicUrl}/` });
  });

  test("the VA assumptions page publishes its questions as FAQ structured data", async () => {
    const html = await (await get("/housing/va-assumptions")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) =>
      JSON.parse(match[1]!),
    );
    const faq = blocks.find((block) => block["@type"] === "FAQPage");
    expect(faq?.mainEntity).toHaveLength(4);
    expect(faq.mainEntity[0]).toMatchObject({
      "@type": "Question",
      name: "What does the VA charge to assume a VA loan?",
    });
    expect(html).toContain("Common questions");
  });

  test("the sign-in page may be indexed; the password pages ask not to be", async () => {
    expect(await (await get("/auth")).text()).not.toContain('name="robots"');
    for (const path of ["/auth/forgot-password", "/auth/reset-password"]) {
      expect(await (await get(path)).text()).toContain('<meta name="robots" content="noindex"/>');
    }
  });
});
