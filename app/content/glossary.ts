import { GLOSSARY_TERMS, type GlossaryId, type GlossaryTerm } from "./glossary-terms";

/**
 * The glossary page's entries: each acronym the pages use (glossary-terms.ts) in plain words,
 * with the official page that defines it where there is one (the same sources the guides cite,
 * content-facts.md). app/content/acronyms.test.tsx holds every page to spelling them out.
 */
export type GlossaryEntry = GlossaryTerm & {
  /** What it means for a family moving to Hawaii, in plain words. */
  explanation: string;
  /** The official page that defines it, where there is one. */
  source?: { title: string; url: string };
};

const EXPLANATIONS: Record<GlossaryId, Omit<GlossaryEntry, keyof GlossaryTerm>> = {
  ahrn: {
    explanation:
      "A free Defense Department listing site where landlords advertise rentals to service members, searchable by installation.",
    source: { title: "AHRN.com", url: "https://www.ahrn.com/" },
  },
  amr: {
    explanation: "An Army family housing area near Salt Lake in Honolulu, served by the Army's school liaison office.",
  },
  bah: {
    explanation:
      "The monthly housing pay for service members who live off base. It is set by pay grade, whether you have dependents and your duty station's ZIP code; in Hawaii it follows the Honolulu County rates.",
    source: {
      title: "Defense Travel Management Office: rate lookup",
      url: "https://www.travel.dod.mil/Allowances/Basic-Allowance-for-Housing/BAH-Rate-Lookup/",
    },
  },
  cltv: {
    explanation:
      "All the loans on a home together (an assumed loan and a gap second mortgage, say) as a share of its price. Lenders cap it, often at 90% of the price, so the rest is your down payment.",
  },
  dfas: {
    explanation:
      "The office that pays service members and settles travel claims. Keep your address with it current when you move.",
    source: { title: "DFAS", url: "https://www.dfas.mil/" },
  },
  dic: {
    explanation:
      "A monthly benefit the Veterans Affairs department pays surviving spouses and some other survivors. A spouse receiving it pays no funding fee on a Veterans Affairs home loan.",
    source: { title: "Veterans Affairs: home loans", url: "https://www.va.gov/housing-assistance/home-loans/" },
  },
  dps: {
    explanation:
      "The website where you book the government-paid move of your household goods, reached through move.mil. Summer dates fill first, so book as soon as you have orders.",
    source: { title: "move.mil", url: "https://www.move.mil/" },
  },
  dtmo: {
    explanation:
      "The office that publishes military travel allowances: housing allowance rates, lodging allowance rules and the Joint Travel Regulations.",
    source: { title: "Defense Travel Management Office", url: "https://www.travel.dod.mil/" },
  },
  favn: {
    explanation:
      "The rabies blood test Hawaii requires before a dog or cat can skip quarantine. Only approved laboratories run it, and there is a 30-day wait after it before your pet can arrive.",
    source: {
      title: "Hawaii Department of Agriculture: Animal Quarantine",
      url: "https://hdoa.hawaii.gov/ai/aqs/aqs-info/",
    },
  },
  gap: {
    explanation:
      "A second loan that covers the difference between a home's price and the loan you take over from the seller, less your down payment. Its rate is usually higher than a first mortgage's.",
  },
  har: {
    explanation: "The rules Hawaii's state agencies write under its laws, such as the animal quarantine rules.",
    source: {
      title: "Hawaii Administrative Rules, via Cornell LII",
      url: "https://www.law.cornell.edu/regulations/hawaii",
    },
  },
  hdoa: {
    explanation:
      "The state department that runs animal quarantine: it checks your pet's papers, sets the fees and releases pets at the airport.",
    source: {
      title: "Hawaii Department of Agriculture: Animal Quarantine",
      url: "https://hdoa.hawaii.gov/ai/aqs/aqs-info/",
    },
  },
  heat: {
    explanation:
      "The online form for applying to military family housing before you arrive, as soon as you have orders. It puts you on the installation's waitlist.",
    source: { title: "Air Force housing: questions and answers", url: "https://www.housing.af.mil/FAQs/" },
  },
  hidoe: {
    explanation: "Hawaii's single statewide school district: every public school on every island belongs to it.",
    source: {
      title: "Hawaii State Department of Education: military families",
      url: "https://hawaiipublicschools.org/enrolling-in-school/military-families/",
    },
  },
  hoa: {
    explanation:
      "The association that runs a condo building or planned community. Its monthly fees come on top of the mortgage.",
  },
  hpd: {
    explanation: "Oahu's police. Firearms brought to Oahu are registered with its firearms unit.",
    source: {
      title: "Honolulu Police Department: firearms",
      url: "https://www.honolulupd.org/police-services/firearms/",
    },
  },
  hrs: {
    explanation: "Hawaii's state laws. A section is cited like HRS § 134-3 (firearm registration).",
    source: { title: "Hawaii State Legislature", url: "https://www.capitol.hawaii.gov/" },
  },
  jbphh: {
    explanation: "The Navy and Air Force base on Pearl Harbor, which includes Hickam Field.",
    source: {
      title: "Military OneSource: Joint Base Pearl Harbor-Hickam",
      url: "https://installations.militaryonesource.mil/military-installation/joint-base-pearl-harbor-hickam",
    },
  },
  jppso: {
    explanation: "The office that arranges household goods moves and storage for the services in Hawaii.",
  },
  jtr: {
    explanation:
      "The rules for what the military pays when you move: lodging allowances, pet transportation, vehicle shipping. Each rule has a paragraph number, like JTR 050107.",
    source: {
      title: "Defense Travel Management Office: Joint Travel Regulations",
      url: "https://www.travel.dod.mil/Policy-Regulations/Joint-Travel-Regulations/",
    },
  },
  les: {
    explanation: "Your monthly military pay statement: it lists your pay grade and each allowance you receive.",
  },
  ltv: {
    explanation:
      "A loan as a share of the home's price or value: a 95% loan-to-value loan leaves 5% to pay another way.",
  },
  mcb: {
    explanation:
      "Marine Corps Base Hawaii is at Kaneohe Bay on Oahu's windward side; its other sites include Camp Smith.",
  },
  mcbh: {
    explanation: "The Marine Corps base at Kaneohe Bay on Oahu's windward side, with Camp Smith and other sites.",
    source: {
      title: "Military OneSource: Marine Corps Base Hawaii",
      url: "https://installations.militaryonesource.mil/military-installation/mcb-hawaii/housing/temporary-housing",
    },
  },
  mco: {
    explanation: "A standing Marine Corps rule, cited by number, such as the family housing order MCO 11000.22.",
  },
  mha: {
    explanation: "The area a housing allowance rate applies to. All of Oahu is one: Honolulu County, HI408.",
  },
  mic3: {
    explanation:
      "An agreement among the states, run by a commission of the same name, that helps military children change schools: records, enrollment, placement and on-time graduation.",
    source: {
      title: "Hawaii State Department of Education: the compact",
      url: "https://www.hawaiipublicschools.org/ParentsAndStudents/MilitaryFamilies/Pages/MIC3.aspx",
    },
  },
  mwr: {
    explanation: "The services' programs for families on base: lodging, kennels, recreation and more.",
  },
  nics: {
    explanation: "The federal background check police run before registering a firearm.",
  },
  oconus: {
    explanation:
      "Military shorthand for a posting outside the lower 48 states. Hawaii counts, so a move there brings overseas screening and allowances.",
  },
  pcs: {
    explanation:
      "A military move to a new duty station on orders, with the family, household goods and often a car and pets.",
    source: { title: "move.mil", url: "https://www.move.mil/" },
  },
  pmrf: {
    explanation: "The Navy's range on Kauai, served by the Navy's school liaison office.",
  },
  pov: {
    explanation: "Your own car or motorcycle. The government ships one to Hawaii on PCS orders.",
    source: { title: "PCSmyPOV", url: "https://www.pcsmypov.com/" },
  },
  tla: {
    explanation:
      "Pay toward a hotel and meals while you wait for a home in Hawaii after you arrive (and before you leave). It has a daily limit and needs the installation's approval.",
    source: {
      title: "Defense Travel Management Office: temporary lodging allowance",
      url: "https://www.travel.dod.mil/Support/ALL-FAQs/Article/2996319/temporary-lodging-allowance/",
    },
  },
  va: {
    explanation:
      "The federal Department of Veterans Affairs. Its home loan guaranty lets eligible service members and veterans buy with no down payment, and a VA loan can be taken over by the next buyer.",
    source: { title: "Veterans Affairs: home loans", url: "https://www.va.gov/housing-assistance/home-loans/" },
  },
};

/** Every entry, A to Z as the terms are listed. */
export const GLOSSARY: readonly GlossaryEntry[] = GLOSSARY_TERMS.map((term) => ({ ...term, ...EXPLANATIONS[term.id] }));
