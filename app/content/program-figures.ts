/**
 * Veterans Home Program figures, as the site owner gives them (SPEC.md §9). Each is defined
 * here once; pages and the calculators (features/calculators/credits.ts) read them from here.
 */

/** Credit calculator: $500 for every $100,000 of the home's price. */
export const BUYER_SELLER_CREDIT_PER_100K = 500;
/** Programs page home-price slider: $625 for every $100,000. */
export const VETERANS_CREDIT_PER_100K = 625;
/** New-build credit: 1% of the price toward closing costs. */
export const NEW_BUILD_CREDIT_RATE = 0.01;
/** The program's property management fee, per cent of monthly rent… */
export const PROPERTY_MANAGEMENT_FEE_PCT = 8;
/** …against the industry's usual fee. */
export const INDUSTRY_MANAGEMENT_FEE_PCT = 10;
