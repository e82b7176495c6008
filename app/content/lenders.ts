/**
 * Lenders shown on the housing pages. We could not confirm any private lender, so every
 * record is a sample listing: illustrative names, reserved 555-01xx phone numbers and
 * example.com addresses, marked on the page with <SampleListingTag /> and shown without any
 * of those contact details (LenderCard). A lender the practice confirms gets `sample: false`.
 */
/**
 * Said once on each page that lists lenders, while they are samples: plainly, and with what
 * to do instead of calling them.
 */
export const SAMPLE_LENDERS_NOTE =
  "The lenders shown here are sample listings: they show what each kind of lender does, not who to call, so they have no phone number or email. Ask us and we'll introduce you to a lender who closes these loans.";

export type LenderKind = "first-mortgage" | "gap";

export type Lender = {
  id: string;
  name: string;
  company: string;
  phone: string;
  email: string;
  specialties: string[];
  bio: string;
  kind: LenderKind;
  /** A short highlight shown as a badge (SPEC.md §9: one lender carries "95% LTV"). */
  badge?: string;
  website?: string;
  sample: boolean;
};

export const LENDERS: Lender[] = [
  {
    id: "harbor-va-home-loans",
    name: "Alex Example",
    company: "Example Harbor Home Loans",
    phone: "(808) 555-0111",
    email: "alex@example.com",
    specialties: ["VA purchase loans", "First-time buyers", "PCS timelines"],
    bio: "Works with families still on the mainland: pre-approval by video call, with closing timed around report dates and household goods delivery.",
    kind: "first-mortgage",
    website: "https://example.com/harbor-home-loans",
    sample: true,
  },
  {
    id: "trade-winds-mortgage",
    name: "Jordan Sample",
    company: "Sample Trade Winds Mortgage",
    phone: "(808) 555-0112",
    email: "jordan@example.com",
    specialties: ["VA loan assumptions", "Entitlement restoration", "Refinancing"],
    bio: "Helps buyers take over a seller's VA loan and explains how entitlement substitution affects both sides before anyone signs.",
    kind: "first-mortgage",
    sample: true,
  },
  {
    id: "windward-lending",
    name: "Casey Example",
    company: "Example Windward Lending",
    phone: "(808) 555-0113",
    email: "casey@example.com",
    specialties: ["Jumbo VA loans", "Condos and leasehold review", "Dual-military households"],
    bio: "Focuses on Oahu's higher price points, where VA jumbo rules and condo project approval need careful checking early.",
    kind: "first-mortgage",
    sample: true,
  },
  {
    id: "leeward-new-build-finance",
    name: "Morgan Sample",
    company: "Sample Leeward Home Finance",
    phone: "(808) 555-0114",
    email: "morgan@example.com",
    specialties: ["New construction", "Construction-to-permanent loans", "Rate locks for long builds"],
    bio: "Finances new-build homes in Ewa and Kapolei, including extended rate locks for builds that take 6 to 12 months.",
    kind: "first-mortgage",
    sample: true,
  },
  {
    id: "reef-second-mortgage",
    name: "Riley Example",
    company: "Example Reef Second Mortgage",
    phone: "(808) 555-0121",
    email: "riley@example.com",
    specialties: ["GAP loans for VA assumptions", "Fast second-lien closings", "Up to 95% combined LTV"],
    bio: "Lends the difference between a seller's VA loan balance and the price, closing alongside the assumption so the two loans fund together.",
    kind: "gap",
    badge: "95% loan-to-value (LTV)",
    sample: true,
  },
  {
    id: "island-gap-capital",
    name: "Taylor Sample",
    company: "Sample Island GAP Capital",
    phone: "(808) 555-0122",
    email: "taylor@example.com",
    specialties: ["Second mortgages", "Fixed-rate GAP loans", "Coordination with loan servicers"],
    bio: "Offers fixed-rate second mortgages and works directly with the assumed loan's servicer on payoff figures and timing.",
    kind: "gap",
    sample: true,
  },
  {
    id: "pacific-bridge-lending",
    name: "Avery Example",
    company: "Example Pacific Bridge Lending",
    phone: "(808) 555-0123",
    email: "avery@example.com",
    specialties: ["GAP loans", "Home equity lines", "Buyers using BAH for payments"],
    bio: "Explains second-mortgage options in plain terms, including how a GAP payment fits next to your basic allowance for housing (BAH) and the assumed payment.",
    kind: "gap",
    sample: true,
  },
];

export const FIRST_MORTGAGE_LENDERS = LENDERS.filter((lender) => lender.kind === "first-mortgage");
export const GAP_LENDERS = LENDERS.filter((lender) => lender.kind === "gap");
