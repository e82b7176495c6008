/**
 * Who pays no VA funding fee: the five groups on the VA's funding fee page (content-facts.md §12,
 * read from copies of va.gov). A module of its own so the calculators' forms can list them
 * without loading the guides' longer content.
 */
export const FUNDING_FEE_EXEMPT_GROUPS: readonly string[] = [
  "Veterans receiving VA compensation for a service-connected disability",
  "Veterans eligible for that compensation but receiving retirement or active-duty pay instead",
  "Surviving spouses receiving Dependency and Indemnity Compensation (DIC)",
  "Service members with a proposed or memorandum disability rating before closing",
  "Active-duty members awarded the Purple Heart on or before closing",
];

/** The exempt groups as one sentence, for cards, answers and the PDF. */
export const FUNDING_FEE_EXEMPT_TEXT = `No funding fee for: ${FUNDING_FEE_EXEMPT_GROUPS.map(
  (group) => group.charAt(0).toLowerCase() + group.slice(1),
).join("; ")}.`;
