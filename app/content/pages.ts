// With its extension: scripts run by plain Node (npm run bench:pages) import this module.
import { NAMES } from "./names.ts";

/**
 * Every screen of SPEC.md §2: its path, document title, meta description and heading.
 * Route modules read their metadata from here, the sidebar and the sitemap list it, and the
 * end-to-end tests walk it, so a route is added in exactly one place.
 */
export type PageInfo = {
  path: string;
  /** Document title (`documentTitle` appends the site name unless the title already has it). */
  title: string;
  /** Meta description: one sentence a search result can show. */
  description: string;
  /** The page's single h1. */
  heading: string;
  /** Pages with per-user data are rendered per request, never prerendered. */
  perUser?: boolean;
};

export const PAGES = [
  {
    path: "/",
    title: "Hawaii PCS guide and home buying tools for military families",
    description:
      "Free guides, checklists and calculators for military families and veterans moving to Hawaii on PCS orders and buying or renting a home there.",
    heading: "Your military move to Hawaii, planned in one place",
  },
  {
    path: "/welcome",
    title: "Welcome to Aloha PCS",
    description:
      "Meet the veteran relocation specialist behind Aloha PCS, read our mission and find the three first steps of a Hawaii PCS move.",
    heading: "Welcome to Aloha PCS",
  },
  {
    path: "/auth",
    title: `${NAMES.signIn} or create an account`,
    description: "Sign in to the Veterans Home Program to save your Hawaii PCS checklist progress on every device.",
    heading: "Sign in to save your PCS progress",
    perUser: true,
  },
  {
    path: "/calculators/credit",
    title: "Veterans Home Program credit calculator",
    description:
      "Estimate the closing credit the Veterans Home Program gives buyers and sellers for a Hawaii home price.",
    heading: "Veterans Home Program credit calculator",
  },
  {
    path: "/calculators/assumption-cruncher",
    title: NAMES.assumptionCalculator,
    description:
      "Compare taking over a seller's low-rate loan, with a second mortgage for the rest, against a new loan at today's rate, with monthly and lifetime savings.",
    heading: NAMES.assumptionCalculator,
  },
  {
    path: "/calculators/rent-buy-assume",
    title: "Rent, buy or assume? PCS housing calculator for Oahu",
    description:
      "Compare renting with BAH, buying with a VA loan and assuming a seller's VA loan over your tour, selling after or keeping the home as a rental.",
    heading: "Rent, buy or assume over your tour",
  },
  {
    path: "/pcs-toolkit/hawaii-checklist",
    title: "Hawaii PCS checklist",
    description: "A 20-step Hawaii PCS checklist from orders to keys, with progress saved to your account.",
    heading: "Hawaii PCS checklist",
    perUser: true,
  },
  {
    path: "/pcs-toolkit/pet-travel",
    title: "Pet travel to Hawaii on PCS orders: quarantine and travel guide",
    description:
      "How to bring a dog or cat to Hawaii on PCS orders: rabies vaccines, FAVN test, the 5-Day-or-Less program, fees, deadlines and airlines.",
    heading: "Pet travel to Hawaii",
  },
  {
    path: "/pcs-toolkit/firearms-pcs",
    title: "Bringing firearms to Hawaii on PCS orders",
    description:
      "Hawaii's firearm registration deadline, where to register on Oahu, magazine limits and how to ship firearms with household goods.",
    heading: "Firearms and your Hawaii PCS",
  },
  {
    path: "/pcs-toolkit/vehicle-shipping",
    title: "Shipping a car to Hawaii on PCS orders",
    description:
      "Shipping your vehicle to Hawaii: government-paid shipment, commercial costs, booking, the Honolulu processing center and registration after arrival.",
    heading: "Vehicle shipping to Hawaii",
  },
  {
    path: "/pcs-toolkit/boat-shipping",
    title: "Shipping a boat to Hawaii on PCS orders",
    description:
      "How service members ship a boat to Hawaii: household goods rules, commercial costs, timelines and ports.",
    heading: "Boat shipping to Hawaii",
  },
  {
    path: "/pcs-toolkit/storage-facilities",
    title: "Storage facilities near Hawaii bases",
    description:
      "Storage options near Oahu's bases with military discounts, and tips for storing household goods in Hawaii's climate.",
    heading: "Storage facilities in Hawaii",
  },
  {
    path: "/pcs-toolkit/hawaii-schools",
    title: "Hawaii schools for military families",
    description:
      "How Hawaii's single statewide school district works for military families: school finders, enrollment, liaison officers and resources.",
    heading: "Hawaii schools for military families",
  },
  {
    path: "/pcs-toolkit/hawaii-crime-safety",
    title: "Hawaii crime and neighborhood safety research",
    description:
      "Official crime maps, state crime statistics and the sex offender registry, with tips for researching a Hawaii neighborhood before you rent or buy.",
    heading: "Crime and safety in Hawaii neighborhoods",
  },
  {
    path: "/pcs-toolkit/tla-hotels",
    title: "TLA hotels in Hawaii for PCS families",
    description:
      "Temporary lodging allowance (TLA) hotels on Oahu with pet policies, amenities and the TLA rules you need to know.",
    heading: "TLA hotels in Hawaii",
  },
  {
    path: "/housing/va-homes",
    title: "VA homes for sale in Hawaii",
    description:
      "Search Hawaii homes for VA buyers by area and by commute to base, with island market summaries and the Veterans Home Program credit.",
    heading: "VA homes in Hawaii",
  },
  {
    path: "/housing/verified-rentals",
    title: "Renting near base in Hawaii for military families",
    description:
      "Find Hawaii rentals near base, avoid rental scams with an eight-point verification checklist, and compare popular areas.",
    heading: "Renting near base in Hawaii",
  },
  {
    path: "/housing/va-assumptions",
    title: "Assumable VA loans in Hawaii",
    description:
      "How assuming a seller's low-rate VA loan works in Hawaii, the eight-step process, GAP financing and a worked savings example.",
    heading: "VA loan assumptions in Hawaii",
  },
  {
    path: "/housing/financing-options",
    title: "Hawaii home financing options for veterans",
    description:
      "First-mortgage and second-mortgage (GAP) lenders who work with VA buyers in Hawaii, and how to reach them.",
    heading: "Financing options",
  },
  {
    path: "/housing/gap-lenders",
    title: "GAP lenders for VA loan assumptions",
    description:
      "Second-mortgage (GAP) lenders that bridge the difference between a home's price and an assumed VA loan balance.",
    heading: "GAP lenders",
  },
  {
    path: "/housing/base-housing",
    title: "Military base housing in Hawaii",
    description:
      "Base housing at Hawaii's installations: housing partners, unit counts, waitlists, amenities and how to apply before you arrive.",
    heading: "Base housing in Hawaii",
  },
  {
    path: "/housing/new-construction",
    title: "New construction homes in Hawaii",
    description:
      "Buying a new-build home in Hawaii as a veteran: the 1% new-construction credit, what to expect and how long it takes.",
    heading: "New construction homes",
  },
  {
    path: "/programs",
    title: "Veterans Home Program credits",
    description:
      "The Veterans Home Program's buyer and seller credit, discounted property management and new-build credit, with live calculators.",
    heading: "Veterans Home Program",
  },
  {
    path: "/resources",
    title: "Hawaii PCS resources",
    description:
      "Tools and downloads for a Hawaii PCS: calculators, rental and home searches, a PCS guidebook and TLA hotel list.",
    heading: "Resources",
  },
  {
    path: "/contact",
    title: NAMES.contact,
    description: "Send us a message about your Hawaii PCS, home purchase or rental: it reaches the practice's inbox.",
    heading: NAMES.contact,
  },
  {
    path: "/glossary",
    title: "Glossary of military move and home-buying terms",
    description:
      "The letters on orders, allowance pages, pet forms and loan papers, in plain words, with the official page behind each.",
    heading: NAMES.glossary,
  },
  {
    path: "/about",
    title: "About Aloha PCS",
    description:
      "Who runs Aloha PCS, what the Veterans Home Program is, how the free site is paid for, and how its figures are sourced and reviewed.",
    heading: "About Aloha PCS",
  },
  {
    path: "/member-forum",
    title: "Member forum",
    description:
      "A preview of the Aloha PCS member forum where military families will trade Hawaii PCS questions and answers.",
    heading: "Member forum",
  },
  {
    path: "/suggestion-box",
    title: "Suggestion box",
    description: "Tell us which Hawaii PCS tool or guide would help your family next.",
    heading: "Suggestion box",
  },
] as const satisfies readonly PageInfo[];

export type PagePath = (typeof PAGES)[number]["path"];

const pagesByPath = new Map<string, PageInfo>(PAGES.map((page) => [page.path, page]));

export function pageInfo(path: PagePath): PageInfo {
  const page = pagesByPath.get(path);
  if (!page) throw new Error(`No page registered for ${path}`);
  return page;
}

/** When the pages' content was last reviewed as a whole (the sitemap's lastmod). */
export const CONTENT_LAST_UPDATED = "2026-11-22";
