/**
 * The acronyms the site's pages use and the words they stand for (issue 30): a page spells one
 * out this way at its first use (acronyms.test.tsx checks every page against this list), and the
 * glossary page (glossary.ts) explains each.
 */
export type GlossaryTerm = {
  /** The anchor on /glossary, e.g. "tla" (/glossary#tla). */
  id: string;
  acronym: string;
  /** The words the letters stand for, as they read mid-sentence: "temporary lodging allowance". */
  expansion: string;
};

export const GLOSSARY_TERMS = [
  { id: "ahrn", acronym: "AHRN", expansion: "Automated Housing Referral Network" },
  { id: "amr", acronym: "AMR", expansion: "Aliamanu Military Reservation" },
  { id: "bah", acronym: "BAH", expansion: "basic allowance for housing" },
  { id: "cltv", acronym: "CLTV", expansion: "combined loan-to-value" },
  { id: "dfas", acronym: "DFAS", expansion: "Defense Finance and Accounting Service" },
  { id: "dic", acronym: "DIC", expansion: "Dependency and Indemnity Compensation" },
  { id: "dps", acronym: "DPS", expansion: "Defense Personal Property System" },
  { id: "dtmo", acronym: "DTMO", expansion: "Defense Travel Management Office" },
  { id: "favn", acronym: "FAVN", expansion: "fluorescent antibody virus neutralization" },
  { id: "gap", acronym: "GAP", expansion: "gap second mortgage" },
  { id: "har", acronym: "HAR", expansion: "Hawaii Administrative Rules" },
  { id: "hdoa", acronym: "HDOA", expansion: "Hawaii Department of Agriculture" },
  { id: "heat", acronym: "HEAT", expansion: "Housing Early Assistance Tool" },
  { id: "hidoe", acronym: "HIDOE", expansion: "Hawaii State Department of Education" },
  { id: "hoa", acronym: "HOA", expansion: "homeowners association" },
  { id: "hpd", acronym: "HPD", expansion: "Honolulu Police Department" },
  { id: "hrs", acronym: "HRS", expansion: "Hawaii Revised Statutes" },
  { id: "jbphh", acronym: "JBPHH", expansion: "Joint Base Pearl Harbor-Hickam" },
  { id: "jppso", acronym: "JPPSO", expansion: "Joint Personal Property Shipping Office" },
  { id: "jtr", acronym: "JTR", expansion: "Joint Travel Regulations" },
  { id: "les", acronym: "LES", expansion: "leave and earnings statement" },
  { id: "ltv", acronym: "LTV", expansion: "loan-to-value" },
  { id: "mcb", acronym: "MCB", expansion: "Marine Corps Base" },
  { id: "mcbh", acronym: "MCBH", expansion: "Marine Corps Base Hawaii" },
  { id: "mco", acronym: "MCO", expansion: "Marine Corps order" },
  { id: "mha", acronym: "MHA", expansion: "military housing area" },
  { id: "mic3", acronym: "MIC3", expansion: "Military Interstate Children's Compact" },
  { id: "mwr", acronym: "MWR", expansion: "Morale, Welfare and Recreation" },
  { id: "nics", acronym: "NICS", expansion: "National Instant Criminal Background Check System" },
  { id: "oconus", acronym: "OCONUS", expansion: "outside the continental United States" },
  { id: "pcs", acronym: "PCS", expansion: "permanent change of station" },
  { id: "pmrf", acronym: "PMRF", expansion: "Pacific Missile Range Facility" },
  { id: "pov", acronym: "POV", expansion: "privately owned vehicle" },
  { id: "tla", acronym: "TLA", expansion: "temporary lodging allowance" },
  { id: "va", acronym: "VA", expansion: "Veterans Affairs" },
] as const satisfies readonly GlossaryTerm[];

export type GlossaryId = (typeof GLOSSARY_TERMS)[number]["id"];
