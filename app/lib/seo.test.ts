import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, siteDetailsFrom } from "~/content/site";
import { canonicalUrl, faqJsonLd, INDEXABLE_PAGES, organizationJsonLd, robotsTxt, sitemapXml } from "./seo";

describe("seo", () => {
  it("builds canonical URLs", () => {
    expect(canonicalUrl("https://a.example", "/")).toBe("https://a.example/");
    expect(canonicalUrl("https://a.example", "/programs")).toBe("https://a.example/programs");
  });

  it("lists every screen in the sitemap, the sign-in page included", () => {
    const xml = sitemapXml("https://a.example", INDEXABLE_PAGES, "2026-11-22");
    expect(INDEXABLE_PAGES).toHaveLength(29);
    expect(xml).toContain("<loc>https://a.example/housing/gap-lenders</loc>");
    expect(xml).toContain("<loc>https://a.example/auth</loc>");
    expect(xml).not.toContain("/auth/");
    expect(xml.match(/<url>/g)).toHaveLength(29);
    expect(xml).toContain("<loc>https://a.example/glossary</loc>");
    expect(xml).toContain("<loc>https://a.example/calculators/rent-buy-assume</loc>");
    // Issue 30: who runs the site and how it is paid for.
    expect(xml).toContain("<loc>https://a.example/about</loc>");
  });

  it("points robots at the sitemap and keeps crawlers out of password pages and the API", () => {
    expect(robotsTxt("https://a.example")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /auth/\nDisallow: /api/\n\nSitemap: https://a.example/sitemap.xml\n",
    );
  });

  it("gives search engines only real contact details, never the samples", () => {
    expect(organizationJsonLd(DEFAULT_SITE, "https://a.example")).not.toHaveProperty("contactPoint");
    const configured = siteDetailsFrom({ SITE_PHONE: "(808) 422-1234", SITE_EMAIL: "sponsor@alohapcs.com" });
    expect(organizationJsonLd(configured, "https://a.example").contactPoint).toEqual({
      "@type": "ContactPoint",
      telephone: "(808) 422-1234",
      email: "sponsor@alohapcs.com",
      contactType: "customer support",
      areaServed: "US-HI",
    });
    const phoneOnly = siteDetailsFrom({ SITE_PHONE: "(808) 422-1234" });
    expect(organizationJsonLd(phoneOnly, "https://a.example").contactPoint).not.toHaveProperty("email");
    // On a deployment the pages receive placeholders blanked (publicSiteDetails): blank is no contact.
    expect(organizationJsonLd({ ...DEFAULT_SITE, phone: "", email: "" }, "https://a.example")).not.toHaveProperty(
      "contactPoint",
    );
  });

  it("builds Organization and FAQ structured data", () => {
    expect(organizationJsonLd(DEFAULT_SITE, "https://a.example")).toMatchObject({
      "@type": "Organization",
      url: "https://a.example/",
    });
    expect(faqJsonLd([{ question: "Q?", answer: "A." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
  });
});
