/**
 * GAP second mortgages as the site owner describes them (SPEC.md §9 info text). Lenders cap the
 * combined loan-to-value (assumed balance plus GAP), not the GAP loan alone: 90 % is the owner's
 * planning figure for the combined amount (content-facts.md §12). A module of its own, so the
 * calculators' scripts take the figure without the guides' text.
 */
export const GAP_MAX_LOAN_TO_PRICE_PCT = 90;
