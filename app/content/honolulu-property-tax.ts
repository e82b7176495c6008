import type { SourceLink } from "./sources";

/**
 * Honolulu's real property tax as the City and County publishes it: dollars per $1,000 of net
 * taxable value, by fiscal year (content-facts §11). Residential A is a home without a home
 * exemption assessed at $1,000,000 or more: a home rented out after a PCS becomes one.
 */
export type HonoluluPropertyTax = {
  /** "FY2026 (July 1, 2025 – June 30, 2026)". */
  fiscalYear: string;
  residentialPerThousand: number;
  residentialA: { thresholdValue: number; perThousandUpToThreshold: number; perThousandAbove: number };
  homeExemption: { underSixtyFive: number; sixtyFiveOrOlder: number };
  sources: readonly SourceLink[];
};

export const HONOLULU_PROPERTY_TAX: HonoluluPropertyTax = {
  fiscalYear: "FY2026 (July 1, 2025 – June 30, 2026)",
  // Resolution 25-75; FY2027 rates are not confirmed.
  residentialPerThousand: 3.5,
  residentialA: { thresholdValue: 1_000_000, perThousandUpToThreshold: 4, perThousandAbove: 11.4 },
  homeExemption: { underSixtyFive: 120_000, sixtyFiveOrOlder: 160_000 },
  sources: [
    {
      title: "Residential A",
      publisher: "City and County of Honolulu, Real Property Assessment",
      url: "https://realproperty.honolulu.gov/help-resources/residential-a",
      official: true,
    },
    {
      title: "FY2026 real property tax rates (Resolution 25-75 notice)",
      publisher: "Honolulu Star-Advertiser legal notices",
      url: "https://statelegals.staradvertiser.com/2025/05/23/0001494207-01",
      official: false,
    },
  ],
};
