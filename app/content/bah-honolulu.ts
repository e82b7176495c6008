import type { SourceLink } from "./sources";

/**
 * Basic Allowance for Housing on Oahu: every installation is in MHA HI408 (Honolulu County), and
 * BAH follows the duty station's ZIP, not the home's. Monthly rates effective January 1, 2026,
 * from DTMO's 2026 ASCII release (bahw26.txt with dependents, bahwo26.txt without), read from a
 * public copy that records its download from DTMO and cross-checked against valoannetwork.com's
 * 2026 Honolulu table (16 figures) and other MHAs' published rates (content-facts §10). DTMO's
 * own page could not be read when this was recorded: the page links the official lookup and
 * keeps the field editable.
 */
export type BahRate = { grade: string; withDependents: number; withoutDependents: number };

export type BahTable = {
  year: number;
  area: string;
  effective: string;
  rates: readonly BahRate[];
  /** Where the figures were read, and how they were checked. */
  provenance: string;
  sources: readonly SourceLink[];
  /** The official calculator, always linked beside the figures. */
  officialLookup: SourceLink;
};

export const BAH_HONOLULU_2026: BahTable = {
  year: 2026,
  area: "Honolulu County, military housing area (MHA) HI408",
  effective: "January 1, 2026",
  rates: [
    { grade: "E-1", withDependents: 3_333, withoutDependents: 2_598 },
    { grade: "E-2", withDependents: 3_333, withoutDependents: 2_598 },
    { grade: "E-3", withDependents: 3_333, withoutDependents: 2_598 },
    { grade: "E-4", withDependents: 3_333, withoutDependents: 2_598 },
    { grade: "E-5", withDependents: 3_663, withoutDependents: 2_856 },
    { grade: "E-6", withDependents: 3_912, withoutDependents: 3_036 },
    { grade: "E-7", withDependents: 4_098, withoutDependents: 3_348 },
    { grade: "E-8", withDependents: 4_302, withoutDependents: 3_720 },
    { grade: "E-9", withDependents: 4_518, withoutDependents: 3_783 },
    { grade: "W-1", withDependents: 3_930, withoutDependents: 3_222 },
    { grade: "W-2", withDependents: 4_182, withoutDependents: 3_717 },
    { grade: "W-3", withDependents: 4_434, withoutDependents: 3_795 },
    { grade: "W-4", withDependents: 4_551, withoutDependents: 3_951 },
    { grade: "W-5", withDependents: 4_692, withoutDependents: 4_146 },
    { grade: "O-1E", withDependents: 4_137, withoutDependents: 3_660 },
    { grade: "O-2E", withDependents: 4_398, withoutDependents: 3_768 },
    { grade: "O-3E", withDependents: 4_572, withoutDependents: 3_903 },
    { grade: "O-1", withDependents: 3_702, withoutDependents: 2_997 },
    { grade: "O-2", withDependents: 3_909, withoutDependents: 3_555 },
    { grade: "O-3", withDependents: 4_428, withoutDependents: 3_819 },
    { grade: "O-4", withDependents: 4_737, withoutDependents: 4_110 },
    { grade: "O-5", withDependents: 4_959, withoutDependents: 4_224 },
    { grade: "O-6", withDependents: 5_001, withoutDependents: 4_413 },
    { grade: "O-7", withDependents: 5_040, withoutDependents: 4_494 },
    { grade: "O-8", withDependents: 5_040, withoutDependents: 4_494 },
    { grade: "O-9", withDependents: 5_040, withoutDependents: 4_494 },
    { grade: "O-10", withDependents: 5_040, withoutDependents: 4_494 },
  ],
  provenance:
    "DTMO's 2026 ASCII files (BAH-ASCII-2026.zip), from a public copy that records its download from DTMO (retrieved 2026-09-06, with its SHA-256); 16 HI408 figures match valoannetwork.com's 2026 Honolulu table.",
  sources: [
    {
      title: "BAH 2026 with dependents (bahw26.txt), copy of DTMO's file",
      publisher: "Public GitHub copy of DTMO's ASCII release",
      url: "https://github.com/greggcostin/pensacolamilitaryhousing/blob/c877c247d0327592bd6a518c1ff199fa57dd0ebb/content/data/sources/bah-2026/bahw26.txt",
      official: true,
    },
    {
      title: "BAH rates Hawaii 2026",
      publisher: "VA Loan Network",
      url: "https://valoannetwork.com/bah-rates-hawaii",
      official: false,
    },
  ],
  officialLookup: {
    title: "BAH rate lookup",
    publisher: "Defense Travel Management Office",
    url: "https://www.travel.dod.mil/Allowances/Basic-Allowance-for-Housing/BAH-Rate-Lookup/",
    official: true,
  },
};

/** The monthly BAH for a pay grade, or null for a grade not in the table. */
export function bahFor(table: BahTable, grade: string, withDependents: boolean): number | null {
  const rate = table.rates.find((row) => row.grade === grade);
  if (!rate) return null;
  return withDependents ? rate.withDependents : rate.withoutDependents;
}

/** The table is last year's (or older): the new year's rates are out, or about to be. */
export function bahTableIsOutdated(table: BahTable, today: Date): boolean {
  return today.getUTCFullYear() > table.year;
}
