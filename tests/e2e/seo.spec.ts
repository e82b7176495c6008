import { PAGES } from "../../app/content/pages";
import { documentTitle } from "../../app/lib/page-meta";
import { expect, test } from "./fixtures";

test.describe("findable", () => {
  test("every page has a canonical URL, Open Graph and Twitter card tags", async ({ request, baseURL }) => {
    for (const page of PAGES) {
      const html = await (await request.get(page.path)).text();
      const url = `${baseURL}${page.path}`;
      expect(html, page.path).toContain(`<link rel="canonical" href="${url}"/>`);
      expect(html, page.path).toContain(`<meta property="og:url" content="${url}"/>`);
      expect(html, page.path).toContain(
        `<meta property="og:title" content="${documentTitle(page.title).replace(/&/g, "&amp;")}"/>`,
      );
      expect(html, page.path).toContain(`<meta property="og:image" content="${baseURL}/og-image.png"/>`);
      expect(html, page.path).toContain(`<meta name="twitter:card" content="summary_large_image"/>`);
    }
  });

  test("every title names the site once: the welcome page's is not 'Welcome to Aloha PCS | Aloha PCS'", async ({
    page,
    request,
  }) => {
    await page.goto("/welcome");
    await expect(page).toHaveTitle("Welcome to Aloha PCS");
    for (const { path } of PAGES) {
      const html = await (await request.get(path)).text();
      const title = /<title>(.*?)<\/title>/s.exec(html)?.[1] ?? "";
      expect(title.match(/Aloha PCS/g), `${path}: ${title}`).toHaveLength(1);
      expect(html, path).toContain(`<meta property="og:title" content="${title}"/>`);
    }
  });

  test("the social image, icons and manifest exist", async ({ request }) => {
    for (const [path, type] of [
      ["/og-image.png", "image/png"],
      ["/apple-touch-icon.png", "image/png"],
      ["/icon-192.png", "image/png"],
      ["/icon-512.png", "image/png"],
      ["/favicon.ico", "image/vnd.microsoft.icon"],
      ["/logo.svg", "image/svg+xml"],
    ]) {
      const response = await request.get(path!);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain(type!);
    }
    const manifest = await (await request.get("/site.webmanifest")).json();
    expect(manifest.name).toBe("Aloha PCS");
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  });

  test("sitemap.xml lists every public page and robots.txt points to it", async ({ request, baseURL }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    for (const page of PAGES) expect(xml).toContain(`<loc>${baseURL}${page.path}</loc>`);
    expect(xml).not.toContain(`${baseURL}/auth/`);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain("Disallow: /api/");
  });

  test("the home page carries Organization structured data", async ({ request, baseURL }) => {
    const html = await (await request.get("/")).text();
    const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    // React Router escapes "<" inside structured data, so no text can close the script tag.
    expect(json).toBeTruthy();
    const data = JSON.parse(json!);
    expect(data).toMatchObject({ "@type": "Organization", name: "Aloha PCS", url: `${baseURL}/` });
  });

  test("the VA assumptions page publishes its questions as FAQ structured data", async ({ request }) => {
    const html = await (await request.get("/housing/va-assumptions")).text();
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

  test("the sign-in page may be indexed; the password pages ask not to be", async ({ request }) => {
    expect(await (await request.get("/auth")).text()).not.toContain('name="robots"');
    for (const path of ["/auth/forgot-password", "/auth/reset-password"]) {
      expect(await (await request.get(path)).text()).toContain('<meta name="robots" content="noindex"/>');
    }
  });
});
