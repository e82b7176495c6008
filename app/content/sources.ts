/**
 * What every guide and information page is built from: the sources it cites, the figures it
 * quotes and the month its content was last checked against those sources.
 *
 * Rules for content (see content-facts.md): SPEC.md §9's figures are the site owner's and are
 * shown as given, labelled as our planning figures; where an official source states the rule
 * differently or more precisely, the official rule is shown beside the figure with its link.
 * Anything content-facts.md marks UNCONFIRMED is never stated as fact.
 */

/** The month the guides were last checked against their sources. */
export const LAST_REVIEWED = "November 2026";

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
  /** The figure as the page states it, e.g. "Within 3–5 days of arrival". */
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

/** Offices and pages more than one page cites. */
export const SHARED_SOURCES = {
  militaryOneSourceGhc: {
    title: "Global Household Goods Contract",
    publisher: "Military OneSource",
    url: "https://militaryonesource.mil/moving-pcs/plan-to-move/global-household-goods-contract",
    official: true,
  },
  mcbhTemporaryHousing: {
    title: "MCB Hawaii: temporary housing",
    publisher: "Military OneSource",
    url: "https://installations.militaryonesource.mil/military-installation/mcb-hawaii/housing/temporary-housing",
    official: true,
  },
  jbphhShippingPets: {
    title: "Joint Base Pearl Harbor-Hickam: shipping pets",
    publisher: "Military OneSource",
    url: "https://installations.militaryonesource.mil/military-installation/joint-base-pearl-harbor-hickam/moving/shipping-pets",
    official: true,
  },
  hpdFirearms: {
    title: "Firearms: rules, forms and registration",
    publisher: "Honolulu Police Department",
    url: "https://www.honolulupd.org/police-services/firearms/",
    official: true,
  },
  hpdHome: {
    title: "Honolulu Police Department",
    publisher: "Honolulu Police Department",
    url: "https://www.honolulupd.org/",
    official: true,
  },
} as const satisfies Record<string, SourceLink>;
