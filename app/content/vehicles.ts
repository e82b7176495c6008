import type { Port, ShippingCompany } from "./shipping";
import { LAST_REVIEWED, SHARED_SOURCES, type GuideFigure, type GuideRecord, type SourceLink } from "./sources";

/**
 * Shipping a car to Hawaii, from content-facts.md §3. SPEC.md §9's two-vehicle policy is
 * UNCONFIRMED (the official sources found say one POV), so the headline figure is the official
 * one and the two-vehicle claim is only mentioned as unconfirmed. The 30 days to register (or to
 * get an out-of-state permit) run from the car's arrival in Hawaii, not its pickup (§12).
 */
export const VEHICLE_SOURCES = {
  airForcePpa: {
    title: "Personal property and POV shipment (JTR 053001-A)",
    publisher: "U.S. Air Force Personal Property Activity",
    url: "https://www.af.mil/ppa/",
    official: true,
  },
  pcsMyPov: {
    title: "PCSmyPOV: track a government-shipped vehicle",
    publisher: "Global POV Contract",
    url: "https://www.pcsmypov.com/",
    official: true,
  },
  jtrChanges: {
    title: "Joint Travel Regulations changes: rental car when a POV is late",
    publisher: "Defense Travel Management Office",
    url: "https://travel.dod.mil/Policy-Regulations/Joint-Travel-Regulations/Changes/?smdpage37454=14&smdsort37454=effectivedate",
    official: true,
  },
  honoluluMotorVehicles: {
    title: "Motor vehicle registration FAQs",
    publisher: "City and County of Honolulu",
    url: "https://www8.honolulu.gov/csd/motor-vehicle-faqs/",
    official: true,
  },
  honoluluRegistration: {
    title: "Vehicle registration information (safety inspection, Non-Resident Certificate)",
    publisher: "City and County of Honolulu",
    url: "http://www1.honolulu.gov/csd/vehicle/mvinformation.htm",
    official: true,
  },
  outOfStatePermit: SHARED_SOURCES.outOfStatePermit,
  hawaiiMilitaryGuide: {
    title: "Hawaii Military Guide, Winter–Spring 2025: vehicles",
    publisher: "Hawaii Military Guide",
    url: "http://jgdpubs.com/epubs/HarringtonPub/HawaiiMilitaryGuide/2025/winter-spring/74",
    official: false,
  },
} as const satisfies Record<string, SourceLink>;

export const VEHICLE_FIGURES: readonly GuideFigure[] = [
  {
    label: "Vehicles the government ships",
    value: "One car",
    basis: "official",
    official: {
      text: "One privately owned vehicle (POV) at government expense for an overseas move, Hawaii included (JTR 053001-A). A two-vehicle policy from December 10, 2024 has been quoted to families, but we could not confirm it: ask your transportation office before you count on a second car.",
      source: VEHICLE_SOURCES.airForcePpa,
    },
  },
  {
    label: "Commercial shipping, per car",
    value: "$1,200–$2,000",
    basis: "planning",
    note: 'For a car you ship at your own cost. Families report paying about $1,000 from the West Coast and $2,000 from the East Coast; some sell the second car and buy an "island car" instead.',
  },
  {
    label: "Register it or get a permit",
    value: "Within 30 days of the car's arrival",
    basis: "official",
    official: {
      text: "The 30 days start when your car arrives in Hawaii, not when you pick it up. In that time, register it with the City and County of Honolulu, or get a $5 out-of-state permit that keeps your valid home-state plates.",
      source: VEHICLE_SOURCES.outOfStatePermit,
    },
  },
  { label: "Book your shipment", value: "2–4 weeks ahead", basis: "planning" },
  {
    label: "Fuel at drop-off",
    value: "1/4 tank or less",
    basis: "planning",
    note: "Check the exact rule with whoever ships your car.",
  },
  {
    label: "Ocean transit",
    value: "About 7–14 days (estimate)",
    basis: "planning",
    note: "Our estimate from families' moves, not a contract figure. Your car's actual dates are on PCSmyPOV or with your carrier.",
  },
];

export const GOVERNMENT_SHIPMENT_FACTS: readonly string[] = [
  "Government-paid car shipments run under the Global POV Contract, separately from your household goods move and its mover.",
  "A new contract (GPC V) started October 1, 2024. Find the current contractor, its required documents and your car's status on PCSmyPOV (Locations, then Honolulu).",
  "The 2025 Hawaii Military Guide lists the Honolulu Vehicle Processing Center at 242 Forrest Avenue, Pier 1, Honolulu 96813. Confirm the address on PCSmyPOV before you go.",
  "If your car arrives late: for shipments that started on or after October 1, 2024, the shipping contractor (not a travel claim) covers a rental car.",
];

export const VEHICLE_SHIPPERS: readonly ShippingCompany[] = [
  {
    name: "Government POV shipment (Global POV Contract)",
    website: VEHICLE_SOURCES.pcsMyPov.url,
    notes:
      "Your government-paid shipment. Book through your transportation office; the contractor's current phone number and documents list are on PCSmyPOV.",
    sample: false,
  },
  {
    name: "Example Auto Transport",
    phone: "(808) 555-0131",
    website: "https://www.example.com/auto-transport",
    notes:
      "Example of a commercial carrier for a second car: ask for door-to-port and port-to-port prices, insurance, and the sailing schedule.",
    sample: true,
  },
  {
    name: "Example Ocean Car Carrier",
    phone: "(808) 555-0132",
    website: "https://www.example.com/ocean-car-carrier",
    notes: "Example of a commercial carrier: compare at least two written quotes and what each includes.",
    sample: true,
  },
];

export const VEHICLE_PORTS: readonly Port[] = [
  {
    location: "Honolulu, Oahu: Vehicle Processing Center",
    transit: "About 7–14 days across the Pacific (our estimate)",
    notes: "Where government-shipped cars are picked up. Bring the documents PCSmyPOV lists for Honolulu.",
  },
  {
    location: "Mainland West Coast ports",
    transit: "About 7–14 days to Honolulu (our estimate)",
    notes: "Families report paying about $1,000 to ship a car privately from the West Coast.",
  },
  {
    location: "East Coast and inland starting points",
    transit: "Longer: ask your carrier for the route and schedule",
    notes: "Families report paying about $2,000 to ship a car privately from the East Coast.",
  },
];

export const AFTER_ARRIVAL: readonly string[] = [
  "You have 30 days from the day your car arrives in Hawaii, not the day you pick it up. Check the arrival date on PCSmyPOV.",
  "Within those 30 days, do one of two things: register the car with the City and County of Honolulu at a Satellite City Hall, or get a $5 out-of-state permit that lets you keep your valid home-state plates. Many service members choose the permit.",
  "Registering in Hawaii? Get a Hawaii safety inspection first: the inspection sticker and certificate are needed for every registration transaction, and the inspection station asks for proof of Hawaii car insurance.",
  "If your legal residence is in another state, bring a completed Non-Resident Certificate, Form CS-L (MVR) 50, to every registration, renewal or transfer: it is what exempts active-duty members from Hawaii's vehicle weight tax.",
  "Moved after registering? Report the new address on form CS-L (MVR) 82 within 30 days.",
  "Hawaii requires seat belts for every passenger and bans handheld phones while driving.",
];

export const VEHICLE_SOURCE_LIST: readonly SourceLink[] = Object.values(VEHICLE_SOURCES);

export const VEHICLE_GUIDE: GuideRecord = {
  path: "/pcs-toolkit/vehicle-shipping",
  part: "PCS toolkit",
  figures: VEHICLE_FIGURES,
  points: [...GOVERNMENT_SHIPMENT_FACTS, ...AFTER_ARRIVAL],
  sources: VEHICLE_SOURCE_LIST,
  lastReviewed: LAST_REVIEWED,
};
