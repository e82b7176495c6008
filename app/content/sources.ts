import type { PagePath } from "./pages";

/**
 * What every guide and information page is built from: the sources it cites, the figures it
 * quotes and the month its content was last checked against those sources.
 *
 * Rules for content (see content-facts.md): SPEC.md §9's figures are the site owner's and are
 * shown as given, labelled as our planning figures; where an official source states the rule
 * differently or more precisely, the official rule is shown beside the figure with its link.
 * Anything content-facts.md marks UNCONFIRMED is never stated as fact.
 */

export { LAST_REVIEWED } from "./last-reviewed";

export type SourceLink = {
  title: string;
  /** The office or site that publishes it. */
  publisher: string;
  url: string;
  /** A government or first-party page (or a verbatim copy of one), not a third party's summary. */
  official: boolean;
};

export type GuideFigure = {
  /** What the figure is about, e.g. "Register your firearm". */
  label: string;
  /** The figure as the page states it, e.g. "Within 5 days". */
  value: string;
  /**
   * `planning`: the site owner's figure (SPEC.md §9), shown as "our planning figure".
   * `official`: stated by the official source in `official.source`.
   */
  basis: "planning" | "official";
  /** The official rule, shown beside a planning figure (or backing an official one). */
  official?: { text: string; source: SourceLink };
  /** Extra context: where the figure comes from, what to confirm and with whom. */
  note?: string;
};

/**
 * A guide as one record: the page it lives on, its key figures, the points a family acts on,
 * its sources and when it was last checked against them. The page's sources block reads it,
 * and the downloadable PDF guide is built from the same records (content/guides.ts lists
 * them), so the two can never disagree.
 */
export type GuideRecord = {
  path: PagePath;
  part: "PCS toolkit" | "Housing" | "Calculators";
  /** Figures as the page states them: ours (planning) or an official rule with its source. */
  figures: readonly GuideFigure[];
  /** What to do or know, in the page's own words. */
  points: readonly string[];
  /** The points are steps in order (the checklist): listed with their numbers. */
  numbered?: boolean;
  sources: readonly SourceLink[];
  /** The month the page was last checked against its sources, e.g. "November 2026". */
  lastReviewed: string;
};

/** What a page's sources block shows: a whole GuideRecord, or just this part of one. */
export type GuideSources = Pick<GuideRecord, "sources" | "lastReviewed">;

/** Offices and pages more than one page cites. */
export const SHARED_SOURCES = {
  moveMil: {
    title: "Defense Personal Property Program: plan and book your move",
    publisher: "U.S. Transportation Command (move.mil)",
    url: "https://www.move.mil/",
    official: true,
  },
  ghcContract: {
    title: "Global Household Goods Contract: award and history",
    publisher: "U.S. Transportation Command",
    url: "https://www.ustranscom.mil/cmd/ghc.cfm",
    official: true,
  },
  ghcTermination: {
    title: "Pentagon terminates HomeSafe's contract for PCS moves (June 2025)",
    publisher: "Dayton Daily News",
    url: "https://www.daytondailynews.com/local/pentagon-terminates-homesafes-trouble-plagued-contract-for-pcs-moves/4TL3QLIIXJAS3APFBY3YEQI4JY/",
    official: false,
  },
  mcbhTemporaryHousing: {
    title: "Marine Corps Base Hawaii: temporary housing",
    publisher: "Military OneSource",
    url: "https://installations.militaryonesource.mil/military-installation/mcb-hawaii/housing/temporary-housing",
    official: true,
  },
  mcbhTla: {
    title: "Marine Corps Base Hawaii Family Housing: Temporary Lodging Allowance",
    publisher: "Marine Corps Base Hawaii",
    url: "https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/Temporary-Lodging-Allowance/",
    official: true,
  },
  jbphhShippingPets: {
    title: "Joint Base Pearl Harbor-Hickam: shipping pets",
    publisher: "Military OneSource",
    url: "https://installations.militaryonesource.mil/military-installation/joint-base-pearl-harbor-hickam/moving/shipping-pets",
    official: true,
  },
  hdoaAnimalQuarantine: {
    title: "Animal Quarantine Station: bringing dogs and cats to Hawaii",
    publisher: "Hawaii Department of Agriculture",
    url: "https://hdoa.hawaii.gov/ai/aqs/aqs-info/",
    official: true,
  },
  housingEarlyAssistance: {
    title: "Air Force housing FAQs: the Housing Early Assistance Tool (HEAT)",
    publisher: "U.S. Air Force Housing",
    url: "https://www.housing.af.mil/FAQs/",
    official: true,
  },
  hpdFirearms: {
    title: "Firearms: rules, forms and registration",
    publisher: "Honolulu Police Department",
    url: "https://www.honolulupd.org/police-services/firearms/",
    official: true,
  },
  outOfStatePermit: {
    title: "Vehicles with out-of-state license plates need Hawaii permits (City and County of Honolulu, May 2023)",
    publisher: "Honolulu Star-Advertiser",
    url: "https://www.staradvertiser.com/2023/05/23/breaking-news/vehicles-with-out-of-state-license-plates-need-hawaii-permits/",
    official: false,
  },
  travelVoucherGuide: {
    title: "Travel voucher (DD Form 1351-2): a unit's guide to filing within 5 days",
    publisher: "DoD unit training guide, via Studylib",
    url: "https://studylib.net/doc/5418447/travel-voucher--dd-form-1351",
    official: false,
  },
  hpdHome: {
    title: "Honolulu Police Department",
    publisher: "Honolulu Police Department",
    url: "https://www.honolulupd.org/",
    official: true,
  },
} as const satisfies Record<string, SourceLink>;
