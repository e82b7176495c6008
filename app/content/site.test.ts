import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, isReservedEmail, isReservedPhone, sampleContactFields, siteDetailsFrom, telHref } from "./site";

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

describe("sample contact details", () => {
  const REAL = { phone: "(808) 422-1234", email: "sponsor@alohapcs.com" };

  it("counts the defaults as samples until SITE_PHONE and SITE_EMAIL give real ones", () => {
    expect(sampleContactFields(DEFAULT_SITE)).toEqual({ phone: true, email: true });
    expect(sampleContactFields(DEFAULT_SITE.founder)).toEqual({ phone: true, email: true });
    expect(sampleContactFields(siteDetailsFrom({ SITE_PHONE: REAL.phone }))).toEqual({ phone: false, email: true });
    expect(sampleContactFields(siteDetailsFrom({ SITE_EMAIL: REAL.email }))).toEqual({ phone: true, email: false });
    const configured = siteDetailsFrom({ SITE_PHONE: REAL.phone, SITE_EMAIL: REAL.email });
    expect(sampleContactFields(configured)).toEqual({ phone: false, email: false });
    expect(sampleContactFields(configured.founder)).toEqual({ phone: false, email: false });
  });

  it("treats the whole 555-0100 to 555-0199 range as fictional, in any area code and format", () => {
    for (const phone of ["(808) 555-0100", "808-555-0199", "+1 212 555 0150", "1 (415) 555-0123", "8085550142"]) {
      expect(isReservedPhone(phone), phone).toBe(true);
    }
    for (const phone of ["(808) 555-0200", "(808) 555-1212", "(808) 555-0099", "(808) 422-1234", "555-0100"]) {
      expect(isReservedPhone(phone), phone).toBe(false);
    }
  });

  it("treats RFC 2606 example domains and reserved top-level domains as samples", () => {
    for (const email of [
      "aloha@example.com",
      "A@EXAMPLE.ORG",
      "x@example.net",
      "x@mail.example.com",
      "x@site.example",
      "x@host.test",
      "x@host.invalid",
      "x@localhost",
    ]) {
      expect(isReservedEmail(email), email).toBe(true);
    }
    for (const email of [
      "sponsor@alohapcs.com",
      "x@myexample.com",
      "x@example.com.au",
      "x@examples.org",
      "x@testing.io",
    ]) {
      expect(isReservedEmail(email), email).toBe(false);
    }
  });
});
