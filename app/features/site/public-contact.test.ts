import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, siteDetailsFrom } from "~/content/site";
import { isPlaceholderFounderName, isRealDeployment, publicContact, publicSiteDetails } from "./public-contact";

const DEPLOYED = "https://alohapcs.com";
const LOCAL = "http://localhost:3000";
const REAL = {
  SITE_PHONE: "(808) 422-1234",
  SITE_EMAIL: "sponsor@alohapcs.com",
  SITE_FOUNDER_NAME: "Kai Kahale",
};

describe("publicContact on a real deployment (https PUBLIC_URL)", () => {
  it("shows none of the default placeholders, and no demo notice", () => {
    expect(publicContact(DEFAULT_SITE, DEPLOYED)).toEqual({
      phone: null,
      email: null,
      founderName: null,
      demoNotice: null,
    });
  });

  it("shows each detail once it is real, and hides only those still samples", () => {
    expect(publicContact(siteDetailsFrom(REAL), DEPLOYED)).toEqual({
      phone: "(808) 422-1234",
      email: "sponsor@alohapcs.com",
      founderName: "Kai Kahale",
      demoNotice: null,
    });
    expect(publicContact(siteDetailsFrom({ SITE_EMAIL: REAL.SITE_EMAIL }), DEPLOYED)).toEqual({
      phone: null,
      email: "sponsor@alohapcs.com",
      founderName: null,
      demoNotice: null,
    });
  });

  it("hides any reserved value, not only the defaults", () => {
    const site = siteDetailsFrom({ SITE_PHONE: "+1 212 555 0150", SITE_EMAIL: "owner@mail.example.org" });
    const contact = publicContact(site, DEPLOYED);
    expect(contact.phone).toBeNull();
    expect(contact.email).toBeNull();
  });
});

describe("publicContact on a local copy (http PUBLIC_URL)", () => {
  it("shows the samples and names every one of them in one demo notice", () => {
    expect(publicContact(DEFAULT_SITE, LOCAL)).toEqual({
      phone: "(808) 555-0100",
      email: "aloha@example.com",
      founderName: "Aloha PCS Founder",
      demoNotice: "Demo copy: the practice's phone number, email and founder's name are samples, not a real contact.",
    });
  });

  it("names only the details still samples", () => {
    const site = siteDetailsFrom({ SITE_PHONE: REAL.SITE_PHONE, SITE_FOUNDER_NAME: REAL.SITE_FOUNDER_NAME });
    expect(publicContact(site, LOCAL).demoNotice).toBe(
      "Demo copy: the practice's email is a sample, not a real contact.",
    );
    expect(publicContact(siteDetailsFrom({ SITE_EMAIL: REAL.SITE_EMAIL }), LOCAL).demoNotice).toBe(
      "Demo copy: the practice's phone number and founder's name are samples, not a real contact.",
    );
  });

  it("gives no notice once every detail is real", () => {
    expect(publicContact(siteDetailsFrom(REAL), "http://127.0.0.1:3210")).toEqual({
      phone: "(808) 422-1234",
      email: "sponsor@alohapcs.com",
      founderName: "Kai Kahale",
      demoNotice: null,
    });
  });
});

describe("publicSiteDetails: what the root loader hands the pages", () => {
  it("blanks every placeholder on a real deployment, so none reaches the page's data", () => {
    const sent = publicSiteDetails(DEFAULT_SITE, DEPLOYED);
    expect(sent).toEqual({
      ...DEFAULT_SITE,
      phone: "",
      email: "",
      founder: { ...DEFAULT_SITE.founder, name: "", phone: "", email: "" },
    });
    expect(JSON.stringify(sent)).not.toMatch(/555-01|example\.com|Aloha PCS Founder/);
    // Read back, the blanks are simply missing details.
    expect(publicContact(sent, DEPLOYED)).toEqual(publicContact(DEFAULT_SITE, DEPLOYED));
  });

  it("keeps real details, and everything on a local copy", () => {
    const real = siteDetailsFrom(REAL);
    expect(publicSiteDetails(real, DEPLOYED)).toEqual(real);
    expect(publicSiteDetails(DEFAULT_SITE, LOCAL)).toBe(DEFAULT_SITE);
  });

  it("keeps the optional founder bio and photo the owner set", () => {
    const site = {
      ...DEFAULT_SITE,
      founder: { ...DEFAULT_SITE.founder, bio: "Twenty years in the Army.", photoUrl: "/founder.jpg" },
    };
    expect(publicSiteDetails(site, DEPLOYED).founder).toMatchObject({
      bio: "Twenty years in the Army.",
      photoUrl: "/founder.jpg",
    });
  });
});

describe("a blank detail", () => {
  it("is not shown anywhere, deployed or local", () => {
    const blank = { ...DEFAULT_SITE, phone: " ", email: "", founder: { ...DEFAULT_SITE.founder, name: "" } };
    for (const url of [DEPLOYED, LOCAL]) {
      expect(publicContact(blank, url)).toMatchObject({ phone: null, email: null, founderName: null });
    }
  });
});

describe("the rules it is made of", () => {
  it("counts only https addresses as a real deployment", () => {
    expect(isRealDeployment("https://alohapcs.com")).toBe(true);
    expect(isRealDeployment("http://localhost:3000")).toBe(false);
    expect(isRealDeployment("http://alohapcs.com")).toBe(false);
  });

  it("counts the shipped founder's name and a blank one as placeholders", () => {
    expect(isPlaceholderFounderName("Aloha PCS Founder")).toBe(true);
    expect(isPlaceholderFounderName(" Aloha PCS Founder ")).toBe(true);
    expect(isPlaceholderFounderName("  ")).toBe(true);
    expect(isPlaceholderFounderName("Kai Kahale")).toBe(false);
  });
});
