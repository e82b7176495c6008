/**
 * Who pays no VA funding fee, as the VA's funding fee page lists them (content-facts §12, from
 * copies of va.gov's page: https://tzobserver.com/va-funding-fee-2023/). Both calculators show
 * the list beside their exemption box; the fee is waived on a purchase and on an assumption.
 */
export const FUNDING_FEE_EXEMPT_GROUPS: readonly string[] = [
  "Veterans receiving VA compensation for a service-connected disability",
  "Those eligible for that compensation but receiving retirement or active-duty pay instead",
  "Surviving spouses receiving Dependency and Indemnity Compensation (DIC)",
  "Service members with a proposed or memorandum disability rating before closing",
  "Active-duty members with a Purple Heart on or before closing",
];
