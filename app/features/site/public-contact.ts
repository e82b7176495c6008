import { DEFAULT_SITE, isReservedEmail, isReservedPhone, sampleContactFields, type SiteDetails } from "~/content/site";

/**
 * What the public may see of the practice's own contact details (issue 30): the header,
 * footer, welcome, about and contact blocks all read it, so the rule lives in one place.
 *
 * - A real deployment (an https PUBLIC_URL) never shows a placeholder: a phone, email or
 *   founder's name still at its reserved sample value is left out, and the blocks hide the
 *   missing parts (the contact form still delivers to the owner's inbox).
 * - A local copy (http, e.g. http://localhost:3000) shows the samples, so the layout reads as
 *   it will once they are set, under one site-wide "demo copy" notice naming them.
 */
export type PublicContact = {
  phone: string | null;
  email: string | null;
  founderName: string | null;
  /** The local copy's one notice, naming the details that are samples; null when there is none to give. */
  demoNotice: string | null;
};

/** An https address is a deployment people visit; anything else is someone's local copy. */
export function isRealDeployment(publicUrl: string): boolean {
  return publicUrl.startsWith("https://");
}

/** The founder's name the site ships with names nobody; nor does a blank one. */
export function isPlaceholderFounderName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed === "" || trimmed === DEFAULT_SITE.founder.name;
}

/**
 * Whether the owner still has to set the site up: the phone, the email or the founder's name
 * is a reserved sample or the default placeholder (the admin inbox says so until they are set).
 */
export function siteSetupUnfinished(site: Pick<SiteDetails, "phone" | "email" | "founder">): boolean {
  const sample = sampleContactFields(site);
  return sample.phone || sample.email || isPlaceholderFounderName(site.founder.name);
}

export function publicContact(site: SiteDetails, publicUrl: string): PublicContact {
  const samples = [
    ["phone number", isReservedPhone(site.phone)],
    ["email", isReservedEmail(site.email)],
    ["founder's name", isPlaceholderFounderName(site.founder.name)],
  ] as const;
  const [phoneIsSample, emailIsSample, founderIsSample] = samples.map(([, sample]) => sample);
  // A blank detail (never set, or left out by publicSiteDetails) is simply not shown.
  const shown = (value: string) => (value.trim() ? value.trim() : null);
  if (isRealDeployment(publicUrl)) {
    return {
      phone: phoneIsSample ? null : shown(site.phone),
      email: emailIsSample ? null : shown(site.email),
      founderName: founderIsSample ? null : shown(site.founder.name),
      demoNotice: null,
    };
  }
  const named = samples.filter(([, sample]) => sample).map(([detail]) => detail);
  return {
    phone: shown(site.phone),
    email: shown(site.email),
    founderName: shown(site.founder.name),
    demoNotice: named.length > 0 ? demoNoticeText(named) : null,
  };
}

/**
 * The site's details as the pages receive them (the root loader): on a real deployment a
 * placeholder phone, email or founder's name is blanked before it leaves the server, so it is
 * in neither the page's text nor the data the page hydrates from. A local copy gets them whole.
 */
export function publicSiteDetails(site: SiteDetails, publicUrl: string): SiteDetails {
  if (!isRealDeployment(publicUrl)) return site;
  const contact = publicContact(site, publicUrl);
  const phone = contact.phone ?? "";
  const email = contact.email ?? "";
  return {
    ...site,
    phone,
    email,
    founder: {
      ...site.founder,
      name: contact.founderName ?? "",
      // The founder is reached through the practice (siteDetailsFrom); only a real value goes out.
      phone: isReservedPhone(site.founder.phone) ? "" : site.founder.phone,
      email: isReservedEmail(site.founder.email) ? "" : site.founder.email,
    },
  };
}

function demoNoticeText(details: readonly string[]): string {
  const list = details.length === 1 ? details[0] : `${details.slice(0, -1).join(", ")} and ${details.at(-1)}`;
  const verb = details.length === 1 ? "is a sample" : "are samples";
  return `Demo copy: the practice's ${list} ${verb}, not a real contact.`;
}
