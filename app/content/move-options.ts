/** The choices a move is described by, which the plan's rules (plan-rules.ts) and the move form name. */

/** Where the family moves from. */
export const DEPARTURES = ["mainland", "overseas"] as const;
export type Departure = (typeof DEPARTURES)[number];

/** How the family means to live on Oahu. */
export const HOUSING_PLANS = ["base", "rent", "buy", "undecided"] as const;
export type HousingPlan = (typeof HOUSING_PLANS)[number];

/** The service member's branch; "unsaid" until the family says (branch-specific plan items stay hidden). */
export const BRANCHES = ["unsaid", "army", "navy", "air-force", "marine-corps", "space-force", "coast-guard"] as const;
export type Branch = (typeof BRANCHES)[number];

export const BRANCH_NAMES: Readonly<Record<Branch, string>> = {
  unsaid: "Not said",
  army: "Army",
  navy: "Navy",
  "air-force": "Air Force",
  "marine-corps": "Marine Corps",
  "space-force": "Space Force",
  "coast-guard": "Coast Guard",
};

/**
 * The Oahu installations content-facts.md §5 and §6 name (the School Liaison table and the
 * housing partners), and "not sure yet" until the orders say.
 */
export const MOVE_INSTALLATIONS = [
  "unsure",
  "schofield-barracks",
  "wheeler",
  "fort-shafter",
  "tripler",
  "aliamanu",
  "helemano",
  "red-hill",
  "jbphh",
  "mcbh-kaneohe-bay",
  "camp-smith",
] as const;
export type MoveInstallation = (typeof MOVE_INSTALLATIONS)[number];

export const INSTALLATION_NAMES: Readonly<Record<MoveInstallation, string>> = {
  unsure: "Not sure yet",
  "schofield-barracks": "Schofield Barracks",
  wheeler: "Wheeler",
  "fort-shafter": "Fort Shafter",
  tripler: "Tripler",
  aliamanu: "Aliamanu Military Reservation (AMR)",
  helemano: "Helemano",
  "red-hill": "Red Hill",
  jbphh: "Joint Base Pearl Harbor-Hickam (JBPHH)",
  "mcbh-kaneohe-bay": "Marine Corps Base Hawaii, Kaneohe Bay (MCBH)",
  "camp-smith": "Camp Smith",
};

/** The plan item the move form's "orders in hand" answer ticks (the checklist's "Get your PCS orders"). */
export const ORDERS_RULE_ID = "get-orders";
