/**
 * The acronyms the site's pages use, each in words a family knows (issue 30). A page spells
 * one out at its first use ("temporary lodging allowance (TLA)", the <Term> component or
 * GlossedText) and links it here; the glossary page lists them all, with the official page
 * that defines each where there is one (the same sources the guides cite, content-facts.md).
 * app/content/acronyms.test.tsx holds every page to it.
 */
export type GlossaryEntry = {
  /** The anchor on /glossary, e.g. "tla" (/glossary#tla). */
  id: string;
  acronym: string;
  /** The words the letters stand for, as they read mid-sentence: "temporary lodging allowance". */
  expansion: string;
  /** What it means for a family moving to Hawaii, in plain words. */
  explanation: string;
  /** The official page that defines it, where there is one. */
  source?: { title: string; url: string };
};

export const GLOSSARY = [
  {
    id: "ahrn",
    acronym: "AHRN",
    expansion: "Automated Housing Referral Network",
    explanation:
      "A free Defense Department listing site where landlords advertise rentals to service members, searchable by installation.",
    source: { title: "AHRN.com", url: "https://www.ahrn.com/" },
  },
  {
    id: "amr",
    acronym: "AMR",
    expansion: "Aliamanu Military Reservation",
    explanation: "An Army family housing area near Salt Lake in Honolulu, served by the Army's school liaison office.",
  },
  {
    id: "bah",
    acronym: "BAH",
    expansion: "basic allowance for housing",
    explanation:
      "The monthly housing pay for service members who live off base. It is set by pay grade, whether you have dependents and your duty station's ZIP code; in Hawaii it follows the Honolulu County rates.",
    source: {
      title: "Defense Travel Management Office: rate lookup",
      url: "https://www.travel.dod.mil/Allowances/Basic-Allowance-for-Housing/BAH-Rate-Lookup/",
    },
  },
  {
    id: "cltv",
    acronym: "CLTV",
    expansion: "combined loan-to-value",
    explanation:
      "All the loans on a home together (an assumed loan and a gap second mortgage, say) as a share of its price. Lenders cap it, often at 90% of the price, so the rest is your down payment.",
  },
  {
    id: "dfas",
    acronym: "DFAS",
    expansion: "Defense Finance and Accounting Service",
    explanation:
      "The office that pays service members and settles travel claims. Keep your address with it current when you move.",
    source: { title: "DFAS", url: "https://www.dfas.mil/" },
  },
  {
    id: "dic",
    acronym: "DIC",
    expansion: "Dependency and Indemnity Compensation",
    explanation:
      "A monthly benefit the Veterans Affairs department pays surviving spouses and some other survivors. A spouse receiving it pays no funding fee on a Veterans Affairs home loan.",
    source: { title: "Veterans Affairs: home loans", url: "https://www.va.gov/housing-assistance/home-loans/" },
  },
  {
    id: "dps",
    acronym: "DPS",
    expansion: "Defense Personal Property System",
    explanation:
      "The website where you book the government-paid move of your household goods, reached through move.mil. Summer dates fill first, so book as soon as you have orders.",
    source: { title: "move.mil", url: "https://www.move.mil/" },
  },
  {
    id: "dtmo",
    acronym: "DTMO",
    expansion: "Defense Travel Management Office",
    explanation:
      "The office that publishes military travel allowances: housing allowance rates, lodging allowance rules and the Joint Travel Regulations.",
    source: { title: "Defense Travel Management Office", url: "https://www.travel.dod.mil/" },
  },
  {
    id: "favn",
    acronym: "FAVN",
    expansion: "fluorescent antibody virus neutralization",
    explanation:
      "The rabies blood test Hawaii requires before a dog or cat can skip quarantine. Only approved laboratories run it, and there is a 30-day wait after it before your pet can arrive.",
    source: {
      title: "Hawaii Department of Agriculture: Animal Quarantine",
      url: "https://hdoa.hawaii.gov/ai/aqs/aqs-info/",
    },
  },
  {
    id: "gap",
    acronym: "GAP",
    expansion: "gap second mortgage",
    explanation:
      "A second loan that covers the difference between a home's price and the loan you take over from the seller, less your down payment. Its rate is usually higher than a first mortgage's.",
  },
  {
    id: "har",
    acronym: "HAR",
    expansion: "Hawaii Administrative Rules",
    explanation: "The rules Hawaii's state agencies write under its laws, such as the animal quarantine rules.",
    source: {
      title: "Hawaii Administrative Rules, via Cornell LII",
      url: "https://www.law.cornell.edu/regulations/hawaii",
    },
  },
  {
    id: "hdoa",
    acronym: "HDOA",
    expansion: "Hawaii Department of Agriculture",
    explanation:
      "The state department that runs animal quarantine: it checks your pet's papers, sets the fees and releases pets at the airport.",
    source: {
      title: "Hawaii Department of Agriculture: Animal Quarantine",
      url: "https://hdoa.hawaii.gov/ai/aqs/aqs-info/",
    },
  },
  {
    id: "heat",
    acronym: "HEAT",
    expansion: "Housing Early Assistance Tool",
    explanation:
      "The online form for applying to military family housing before you arrive, as soon as you have orders. It puts you on the installation's waitlist.",
    source: { title: "Air Force housing: questions and answers", url: "https://www.housing.af.mil/FAQs/" },
  },
  {
    id: "hidoe",
    acronym: "HIDOE",
    expansion: "Hawaii State Department of Education",
    explanation: "Hawaii's single statewide school district: every public school on every island belongs to it.",
    source: {
      title: "Hawaii State Department of Education: military families",
      url: "https://hawaiipublicschools.org/enrolling-in-school/military-families/",
    },
  },
  {
    id: "hoa",
    acronym: "HOA",
    expansion: "homeowners association",
    explanation:
      "The association that runs a condo building or planned community. Its monthly fees come on top of the mortgage.",
  },
  {
    id: "hpd",
    acronym: "HPD",
    expansion: "Honolulu Police Department",
    explanation: "Oahu's police. Firearms brought to Oahu are registered with its firearms unit.",
    source: {
      title: "Honolulu Police Department: firearms",
      url: "https://www.honolulupd.org/police-services/firearms/",
    },
  },
  {
    id: "hrs",
    acronym: "HRS",
    expansion: "Hawaii Revised Statutes",
    explanation: "Hawaii's state laws. A section is cited like HRS § 134-3 (firearm registration).",
    source: { title: "Hawaii State Legislature", url: "https://www.capitol.hawaii.gov/" },
  },
  {
    id: "jbphh",
    acronym: "JBPHH",
    expansion: "Joint Base Pearl Harbor-Hickam",
    explanation: "The Navy and Air Force base on Pearl Harbor, which includes Hickam Field.",
    source: {
      title: "Military OneSource: Joint Base Pearl Harbor-Hickam",
      url: "https://installations.militaryonesource.mil/military-installation/joint-base-pearl-harbor-hickam",
    },
  },
  {
    id: "jppso",
    acronym: "JPPSO",
    expansion: "Joint Personal Property Shipping Office",
    explanation: "The office that arranges household goods moves and storage for the services in Hawaii.",
  },
  {
    id: "jtr",
    acronym: "JTR",
    expansion: "Joint Travel Regulations",
    explanation:
      "The rules for what the military pays when you move: lodging allowances, pet transportation, vehicle shipping. Each rule has a paragraph number, like JTR 050107.",
    source: {
      title: "Defense Travel Management Office: Joint Travel Regulations",
      url: "https://www.travel.dod.mil/Policy-Regulations/Joint-Travel-Regulations/",
    },
  },
  {
    id: "les",
    acronym: "LES",
    expansion: "leave and earnings statement",
    explanation: "Your monthly military pay statement: it lists your pay grade and each allowance you receive.",
  },
  {
    id: "ltv",
    acronym: "LTV",
    expansion: "loan-to-value",
    explanation:
      "A loan as a share of the home's price or value: a 95% loan-to-value loan leaves 5% to pay another way.",
  },
  {
    id: "mcb",
    acronym: "MCB",
    expansion: "Marine Corps Base",
    explanation:
      "Marine Corps Base Hawaii is at Kaneohe Bay on Oahu's windward side; its other sites include Camp Smith.",
  },
  {
    id: "mcbh",
    acronym: "MCBH",
    expansion: "Marine Corps Base Hawaii",
    explanation: "The Marine Corps base at Kaneohe Bay on Oahu's windward side, with Camp Smith and other sites.",
    source: {
      title: "Military OneSource: Marine Corps Base Hawaii",
      url: "https://installations.militaryonesource.mil/military-installation/mcb-hawaii/housing/temporary-housing",
    },
  },
  {
    id: "mco",
    acronym: "MCO",
    expansion: "Marine Corps order",
    explanation: "A standing Marine Corps rule, cited by number, such as the family housing order MCO 11000.22.",
  },
  {
    id: "mha",
    acronym: "MHA",
    expansion: "military housing area",
    explanation: "The area a housing allowance rate applies to. All of Oahu is one: Honolulu County, HI408.",
  },
  {
    id: "mic3",
    acronym: "MIC3",
    expansion: "Military Interstate Children's Compact",
    explanation:
      "An agreement among the states, run by a commission of the same name, that helps military children change schools: records, enrollment, placement and on-time graduation.",
    source: {
      title: "Hawaii State Department of Education: the compact",
      url: "https://www.hawaiipublicschools.org/ParentsAndStudents/MilitaryFamilies/Pages/MIC3.aspx",
    },
  },
  {
    id: "mwr",
    acronym: "MWR",
    expansion: "Morale, Welfare and Recreation",
    explanation: "The services' programs for families on base: lodging, kennels, recreation and more.",
  },
  {
    id: "nics",
    acronym: "NICS",
    expansion: "National Instant Criminal Background Check System",
    explanation: "The federal background check police run before registering a firearm.",
  },
  {
    id: "oconus",
    acronym: "OCONUS",
    expansion: "outside the continental United States",
    explanation:
      "Military shorthand for a posting outside the lower 48 states. Hawaii counts, so a move there brings overseas screening and allowances.",
  },
  {
    id: "pcs",
    acronym: "PCS",
    expansion: "permanent change of station",
    explanation:
      "A military move to a new duty station on orders, with the family, household goods and often a car and pets.",
    source: { title: "move.mil", url: "https://www.move.mil/" },
  },
  {
    id: "pmrf",
    acronym: "PMRF",
    expansion: "Pacific Missile Range Facility",
    explanation: "The Navy's range on Kauai, served by the Navy's school liaison office.",
  },
  {
    id: "pov",
    acronym: "POV",
    expansion: "privately owned vehicle",
    explanation: "Your own car or motorcycle. The government ships one to Hawaii on PCS orders.",
    source: { title: "PCSmyPOV", url: "https://www.pcsmypov.com/" },
  },
  {
    id: "tla",
    acronym: "TLA",
    expansion: "temporary lodging allowance",
    explanation:
      "Pay toward a hotel and meals while you wait for a home in Hawaii after you arrive (and before you leave). It has a daily limit and needs the installation's approval.",
    source: {
      title: "Defense Travel Management Office: temporary lodging allowance",
      url: "https://www.travel.dod.mil/Support/ALL-FAQs/Article/2996319/temporary-lodging-allowance/",
    },
  },
  {
    id: "va",
    acronym: "VA",
    expansion: "Veterans Affairs",
    explanation:
      "The federal Department of Veterans Affairs. Its home loan guaranty lets eligible service members and veterans buy with no down payment, and a VA loan can be taken over by the next buyer.",
    source: { title: "Veterans Affairs: home loans", url: "https://www.va.gov/housing-assistance/home-loans/" },
  },
] as const satisfies readonly GlossaryEntry[];

export type GlossaryId = (typeof GLOSSARY)[number]["id"];

const entriesById = new Map<string, GlossaryEntry>(GLOSSARY.map((entry) => [entry.id, entry]));

export function glossaryEntry(id: GlossaryId): GlossaryEntry {
  const entry = entriesById.get(id);
  if (!entry) throw new Error(`No glossary entry ${id}`);
  return entry;
}

/** Where an entry is explained: "/glossary#tla". */
export function glossaryHref(id: GlossaryId): string {
  return `/glossary#${id}`;
}
