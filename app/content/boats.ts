import type { Port, ShippingCompany } from "./shipping";
import { LAST_REVIEWED, type GuideFigure, type GuideRecord, type SourceLink } from "./sources";

/**
 * Shipping a boat to Hawaii, from content-facts.md §3 and SPEC.md §9's planning figures. Both
 * official sources describe moves within CONUS and Alaska, and the 40 % figure is the AFPS
 * article's (§12): the cards say so.
 */
export const BOAT_SOURCES = {
  armyBoatShipment: {
    title: "Household goods: boat shipments",
    publisher: "U.S. Army, Fort Irwin transportation office",
    url: "http://www.irwin.army.mil/Newcomers/HouseholdGoods/Pages/BoatShipment.aspx",
    official: true,
  },
  afpsBoats: {
    title: "Boats can be shipped using your household goods entitlement",
    publisher: "American Forces Press Service, via Military Avenue",
    url: "https://www.militaryavenue.com/Articles/Boats+Can+Be+Shipped+Using+Your+Household+Goods+Entitlement-24034.aspx",
    official: true,
  },
  moveMil: {
    title: "Plan your move in DPS or MilMove",
    publisher: "Military OneSource move.mil",
    url: "https://move.mil/",
    official: true,
  },
} as const satisfies Record<string, SourceLink>;

export const BOAT_FIGURES: readonly GuideFigure[] = [
  {
    label: "Commercial shipping",
    value: "$3,000–$15,000+",
    basis: "planning",
    note: "Depends on the boat's size, whether it travels on a trailer, and where it sails from. Get written quotes.",
  },
  { label: "Start planning", value: "4–8 weeks ahead", basis: "planning" },
  {
    label: "With your household goods",
    value: "Counts toward your weight allowance",
    basis: "official",
    official: {
      text: "Since July 22, 1988, service members may ship a boat as part of their household goods weight allowance. This source describes moves within the continental U.S. and Alaska: ask your transportation office how it applies to a move to Hawaii.",
      source: BOAT_SOURCES.afpsBoats,
    },
  },
  {
    label: "Boats 14 ft or longer, or on a trailer",
    value: "One-time-only commercial rates",
    basis: "official",
    official: {
      text: "These move at one-time-only commercial rates, and you pay any cost above your entitlement. An older American Forces Press Service article reported that about 40% of boat shipments were cancelled over that excess cost. It and the Fort Irwin page describe moves within the continental U.S. and Alaska, not to Hawaii.",
      source: BOAT_SOURCES.afpsBoats,
    },
  },
];

export const BOAT_STEPS: readonly string[] = [
  "Talk to your transportation office first: ask whether the boat fits your weight allowance and for an estimate of any excess cost you would pay.",
  "Measure the boat's length, beam and height on its trailer, and know its weight with the trailer: every quote depends on them.",
  "Get written quotes from commercial carriers and compare them with the excess-cost estimate before you choose.",
  "Book 4–8 weeks ahead, and arrange insurance for the crossing.",
  "Line up a slip, mooring or storage space in Hawaii before the boat arrives.",
];

export const BOAT_SHIPPERS: readonly ShippingCompany[] = [
  {
    name: "Your transportation office",
    website: BOAT_SOURCES.moveMil.url,
    notes:
      "For a boat shipped with your household goods. Start your move in the Defense Personal Property System (DPS) or MilMove and tell your counsellor about the boat.",
    sample: false,
  },
  {
    name: "Example Yacht Transport",
    phone: "(808) 555-0141",
    website: "https://www.example.com/yacht-transport",
    notes:
      "Example of a commercial boat shipper: ask about cradles, trailer shipping, insurance and the sailing schedule.",
    sample: true,
  },
  {
    name: "Example Marine Freight",
    phone: "(808) 555-0142",
    website: "https://www.example.com/marine-freight",
    notes: "Example of a commercial boat shipper: compare at least two written quotes and what each includes.",
    sample: true,
  },
];

export const BOAT_PORTS: readonly Port[] = [
  {
    location: "Honolulu, Oahu",
    transit: "Varies by carrier and sailing: ask for the schedule",
    notes: "Ask where you collect the boat, what documents you need, and how long it can wait there.",
  },
  {
    location: "Mainland West Coast ports",
    transit: "Varies by carrier and sailing",
    notes: "Ask whether the carrier takes the boat on its trailer or needs it in a cradle.",
  },
];

export const BOAT_SOURCE_LIST: readonly SourceLink[] = Object.values(BOAT_SOURCES);

export const BOAT_GUIDE: GuideRecord = {
  path: "/pcs-toolkit/boat-shipping",
  part: "PCS toolkit",
  figures: BOAT_FIGURES,
  points: BOAT_STEPS,
  sources: BOAT_SOURCE_LIST,
  lastReviewed: LAST_REVIEWED,
};
