/**
 * The routes issue 34 audits on phones (Lighthouse at 390 px, `npm run bench:pages -- --only=…`;
 * `npm run bench:hydration` by default): the pages a family opens first.
 */
export const PHONE_AUDITED = [
  "/",
  "/pcs-toolkit/pet-travel",
  "/calculators/assumption-cruncher",
  "/pcs-toolkit/hawaii-checklist",
  "/housing/va-homes",
  "/plan",
  "/calculators/rent-buy-assume",
];
