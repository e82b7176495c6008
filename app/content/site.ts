/**
 * The site's own contact details, founder and tagline, shown in the header, footer and
 * welcome pages. Each can be overridden by an environment variable (SITE_*, validated with
 * the rest of the configuration in app/server/env.server.ts, at start-up and when
 * content pages are prerendered at build time).
 *
 * The defaults are reserved example values (555-01xx, example.com): the real practice's
 * details are configured per deployment, never typed into components.
 */
export type Founder = {
  name: string;
  title: string;
  location: string;
  phone: string;
  email: string;
};

export type SiteDetails = {
  name: string;
  tagline: string;
  logoAlt: string;
  phone: string;
  email: string;
  founder: Founder;
  /*
   * Optional content: absent or empty shows nothing (left out of DEFAULT_SITE, which every
   * page's JavaScript carries).
   */
  /** A few sentences about the founder in their words, once the owner writes them. */
  founderBio?: string;
  /** The founder's photo as served by this site (`/site-files/…`), once the owner uploads one. */
  founderPhotoUrl?: string;
  /**
   * The practice's welcome video (any link the video parser accepts). Empty until the
   * practice publishes one: the welcome section then shows the written welcome's three first
   * steps alone rather than embed someone else's video.
   */
  welcomeVideoUrl: string;
  /**
   * What the Veterans Home Program is and how it pays for the site, in the practice's own words,
   * once the owner writes it (until then the About page says it in its own).
   */
  programDisclosure?: string;
};

export const DEFAULT_SITE: SiteDetails = {
  name: "Aloha PCS",
  tagline: "Hawaii PCS moves and homes, made simple for military families",
  logoAlt: "Aloha PCS logo: a palm tree over a house",
  phone: "(808) 555-0100",
  email: "aloha@example.com",
  founder: {
    name: "Aloha PCS Founder",
    title: "Veteran and Hawaii Relocation Specialist",
    location: "Honolulu, Hawaii",
    phone: "(808) 555-0100",
    email: "aloha@example.com",
  },
  welcomeVideoUrl: "",
};

/** Environment variable → field it overrides. */
export const SITE_ENV_OVERRIDES = {
  SITE_NAME: "name",
  SITE_TAGLINE: "tagline",
  SITE_LOGO_ALT: "logoAlt",
  SITE_PHONE: "phone",
  SITE_EMAIL: "email",
  SITE_FOUNDER_NAME: "founder.name",
  SITE_FOUNDER_TITLE: "founder.title",
  SITE_FOUNDER_LOCATION: "founder.location",
  SITE_FOUNDER_BIO: "founderBio",
  SITE_WELCOME_VIDEO_URL: "welcomeVideoUrl",
  SITE_PROGRAM_DISCLOSURE: "programDisclosure",
} as const;

/** The fields the owner can set in /admin/site (the rest of SiteDetails stays configuration). */
export type SiteSettingsFields = {
  name: string;
  phone: string;
  email: string;
  founderName: string;
  founderTitle: string;
  founderLocation: string;
  founderBio: string;
  welcomeVideoUrl: string;
  programDisclosure: string;
};

/** The site details with the owner's saved settings over them (the SITE_* values are only the start). */
export function withSiteSettings(site: SiteDetails, settings: SiteSettingsFields & { photoUrl: string }): SiteDetails {
  return {
    ...site,
    name: settings.name,
    phone: settings.phone,
    email: settings.email,
    welcomeVideoUrl: settings.welcomeVideoUrl,
    programDisclosure: settings.programDisclosure,
    founderBio: settings.founderBio,
    founderPhotoUrl: settings.photoUrl,
    founder: {
      name: settings.founderName,
      title: settings.founderTitle,
      location: settings.founderLocation,
      // The founder is the practice's contact person, as in siteDetailsFrom.
      phone: settings.phone,
      email: settings.email,
    },
  };
}

/** The owner's fields as the site details have them: what the settings form starts from. */
export function siteSettingsFieldsOf(site: SiteDetails): SiteSettingsFields {
  return {
    name: site.name,
    phone: site.phone,
    email: site.email,
    founderName: site.founder.name,
    founderTitle: site.founder.title,
    founderLocation: site.founder.location,
    founderBio: site.founderBio ?? "",
    welcomeVideoUrl: site.welcomeVideoUrl,
    programDisclosure: site.programDisclosure ?? "",
  };
}

/** The site details with any non-empty override applied (the server's configuration supplies them). */
export function siteDetailsFrom(env: Partial<Record<keyof typeof SITE_ENV_OVERRIDES, string>>): SiteDetails {
  const site: SiteDetails = { ...DEFAULT_SITE, founder: { ...DEFAULT_SITE.founder } };
  for (const [variable, field] of Object.entries(SITE_ENV_OVERRIDES)) {
    const value = env[variable as keyof typeof SITE_ENV_OVERRIDES]?.trim();
    if (!value) continue;
    if (field.startsWith("founder.")) {
      site.founder[field.slice("founder.".length) as "name" | "title" | "location"] = value;
    } else {
      site[field as Exclude<typeof field, `founder.${string}`>] = value;
    }
  }
  // The founder is the practice's contact person: same phone and email unless told otherwise.
  site.founder.phone = site.phone;
  site.founder.email = site.email;
  return site;
}

/** What the sample-contact rules look at: the site's details, or the founder's card. */
export type ContactDetails = Pick<SiteDetails, "phone" | "email">;

/**
 * A number in the NANP range set aside for fiction, 555-0100 to 555-0199 in any area code
 * (https://nationalnanpa.com/number_resource_info/555_numbers.html): it rings nobody.
 */
export function isReservedPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return /^\d{3}55501\d\d$/.test(digits);
}

/**
 * An address at a domain reserved for examples (RFC 2606, RFC 6761): example.com, .net and
 * .org and their subdomains, and the .example, .test, .invalid and .localhost top-level
 * domains. Mail to it reaches nobody.
 */
export function isReservedEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split("@").at(-1)?.replace(/\.$/, "") ?? "";
  return /(^|\.)example\.(com|net|org)$/.test(domain) || /(^|\.)(example|test|invalid|localhost)$/.test(domain);
}

/** Which of the practice's details are still reserved placeholders rather than a real contact. */
export function sampleContactFields(contact: ContactDetails): { phone: boolean; email: boolean } {
  return { phone: isReservedPhone(contact.phone), email: isReservedEmail(contact.email) };
}

/** `tel:` link target for a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
