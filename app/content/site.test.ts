import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, siteDetailsFrom, telHref } from "./site";

describe("siteDetailsFrom", () => {
  it("uses the reserved example defaults when nothing is set", () => {
    expect(siteDetailsFrom({})).toEqual(DEFAULT_SITE);
    expect(DEFAULT_SITE.phone).toMatch(/555-01\d\d/);
    expect(DEFAULT_SITE.email).toMatch(/@example\.com$/);
  });

  it("applies env overrides, ignoring blank ones, and keeps the founder's contact the practice's", () => {
    const site = siteDetailsFrom({
      SITE_PHONE: "(808) 555-0199",
      SITE_EMAIL: "sponsor@example.org",
      SITE_FOUNDER_NAME: "K. Example",
      SITE_TAGLINE: "   ",
      SITE_WELCOME_VIDEO_URL: "https://youtu.be/dQw4w9WgXcQ",
    });
    expect(site.phone).toBe("(808) 555-0199");
    expect(site.founder).toMatchObject({ name: "K. Example", phone: "(808) 555-0199", email: "sponsor@example.org" });
    expect(site.tagline).toBe(DEFAULT_SITE.tagline);
    expect(site.welcomeVideoUrl).toBe("https://youtu.be/dQw4w9WgXcQ");
    expect(DEFAULT_SITE.founder.name).toBe("Aloha PCS Founder");
  });

  it("makes tel: links from displayed numbers", () => {
    expect(telHref("(808) 555-0100")).toBe("tel:8085550100");
    expect(telHref("+1 808 555 0100")).toBe("tel:+18085550100");
  });
});
