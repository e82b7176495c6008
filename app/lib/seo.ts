import { PAGES, type PageInfo } from "~/content/pages";
import { sampleContactFields, type SiteDetails } from "~/content/site";

/** 1200 × 630, the size Open Graph and Twitter cards expect. */
export const SOCIAL_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: "Aloha PCS: Hawaii PCS guides and VA home calculators",
};

/**
 * Pages search engines should list: every screen of the site, the sign-in page included
 * (families search for "Aloha PCS sign in"; docs/decisions/0007). The reset and forgot-password
 * pages below /auth/ are not screens of their own and stay out.
 */
export const INDEXABLE_PAGES: readonly PageInfo[] = PAGES;

export function canonicalUrl(origin: string, path: string): string {
  return `${origin}${path === "/" ? "/" : path}`;
}

/** Search engines are given only real contact details: a sample or missing phone or email is left out. */
export function organizationJsonLd(site: SiteDetails, origin: string) {
  const sample = sampleContactFields(site);
  const contact = {
    ...(sample.phone || !site.phone.trim() ? {} : { telephone: site.phone }),
    ...(sample.email || !site.email.trim() ? {} : { email: site.email }),
  };
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    slogan: site.tagline,
    ...(Object.keys(contact).length > 0
      ? {
          contactPoint: {
            "@type": "ContactPoint",
            ...contact,
            contactType: "customer support",
            areaServed: "US-HI",
          },
        }
      : {}),
  };
}

export function faqJsonLd(questions: { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

export function sitemapXml(origin: string, pages: readonly PageInfo[], lastModified: string): string {
  const urls = pages
    .map((page) => `  <url><loc>${canonicalUrl(origin, page.path)}</loc><lastmod>${lastModified}</lastmod></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /auth/",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
