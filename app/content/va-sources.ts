import type { SourceLink } from "./sources";

export const VA_FUNDING_FEE_SOURCE_URL =
  "https://www.va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs/";

/** Official pages the housing and calculator guides cite. */
export const VA_SOURCES = {
  fundingFee: {
    title: "VA funding fee and closing costs",
    publisher: "U.S. Department of Veterans Affairs",
    url: VA_FUNDING_FEE_SOURCE_URL,
    official: true,
  },
  homeLoans: {
    title: "VA home loans",
    publisher: "U.S. Department of Veterans Affairs",
    url: "https://www.va.gov/housing-assistance/home-loans/",
    official: true,
  },
  circulars: {
    title: "VA home loan circulars (Circular 26-23-10: VA assumption updates, May 22, 2023)",
    publisher: "U.S. Department of Veterans Affairs",
    url: "https://benefits.va.gov/HOMELOANS/resources_circulars.asp",
    official: true,
  },
  fundingFeeStatute: {
    title: "38 U.S.C. § 3729: loan fee",
    publisher: "United States Code, via congress.wiki",
    url: "https://congress.wiki/us-code/title/38/section/usc-38-3729",
    official: true,
  },
  fundingFeeExemptions: {
    title: "VA funding fee: who is exempt (a copy of the VA's page)",
    publisher: "TZ Observer",
    url: "https://tzobserver.com/va-funding-fee-2023/",
    official: false,
  },
  assumptionFees: {
    title: "VA addresses assumption fees (Circulars 26-23-10 Change 1 and 26-24-5)",
    publisher: "JD Supra",
    url: "https://www.jdsupra.com/legalnews/va-addresses-assumption-fees-4004673/",
    official: false,
  },
} as const satisfies Record<string, SourceLink>;
