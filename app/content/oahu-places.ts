/**
 * Where Oahu's installations and the towns our guides name lie, for the Oahu map. Coordinates
 * are public geography (each town's centre, each installation's main gate area), rounded to
 * about 100 m: enough for an island-wide map, not for directions.
 */

/** A point on the island, in degrees. */
export type LatLon = { lat: number; lon: number };

/** Which side of its marker a label sits, chosen so neighbouring labels do not collide. */
export type LabelSide = "left" | "right" | "above" | "below";

export type Installation = {
  id: "schofield" | "wheeler" | "pearl-harbor" | "hickam" | "camp-smith" | "fort-shafter" | "mcbh";
  name: string;
  /** The few words printed on the map. */
  shortName: string;
  branch: "Army" | "Navy" | "Air Force" | "Marines";
  position: LatLon;
  label: LabelSide;
  /** Whether the base housing page has a card for it (its anchor is the id). */
  housingCard?: true;
};

export const INSTALLATIONS: readonly Installation[] = [
  {
    id: "schofield",
    housingCard: true,
    name: "Schofield Barracks",
    shortName: "Schofield",
    branch: "Army",
    position: { lat: 21.496, lon: -158.064 },
    label: "left",
  },
  {
    id: "wheeler",
    name: "Wheeler Army Airfield",
    shortName: "Wheeler",
    branch: "Army",
    position: { lat: 21.481, lon: -158.038 },
    label: "right",
  },
  {
    id: "pearl-harbor",
    housingCard: true,
    name: "Joint Base Pearl Harbor-Hickam (Pearl Harbor)",
    shortName: "Pearl Harbor",
    branch: "Navy",
    position: { lat: 21.355, lon: -157.95 },
    label: "left",
  },
  {
    id: "hickam",
    housingCard: true,
    name: "Joint Base Pearl Harbor-Hickam (Hickam)",
    shortName: "Hickam",
    branch: "Air Force",
    position: { lat: 21.335, lon: -157.948 },
    label: "left",
  },
  {
    id: "camp-smith",
    name: "Camp H. M. Smith",
    shortName: "Camp Smith",
    branch: "Marines",
    position: { lat: 21.388, lon: -157.906 },
    label: "right",
  },
  {
    id: "fort-shafter",
    name: "Fort Shafter",
    shortName: "Fort Shafter",
    branch: "Army",
    position: { lat: 21.35, lon: -157.884 },
    label: "right",
  },
  {
    id: "mcbh",
    housingCard: true,
    name: "Marine Corps Base Hawaii (Kaneohe Bay)",
    shortName: "Kaneohe Bay",
    branch: "Marines",
    position: { lat: 21.444, lon: -157.75 },
    label: "above",
  },
];

export type InstallationId = Installation["id"];

export function installation(id: InstallationId): Installation {
  const found = INSTALLATIONS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Unknown installation ${id}`);
  return found;
}

/** The rental areas of the verified rentals page; its cards carry these ids as anchors. */
export type RentalAreaId = "central-oahu" | "leeward-ewa" | "windward-oahu";

type Town = {
  position: LatLon;
  label: LabelSide;
  /** The rental area the verified rentals page puts it in. */
  rentalArea?: RentalAreaId;
  /** Whether the VA homes page has a card of homes for sale there. */
  homesForSale?: true;
};

/** In the order the rentals page lists each area's neighbourhoods. */
export const TOWNS = {
  Mililani: {
    position: { lat: 21.451, lon: -158.015 },
    label: "right",
    rentalArea: "central-oahu",
    homesForSale: true,
  },
  Wahiawa: { position: { lat: 21.503, lon: -158.024 }, label: "right", rentalArea: "central-oahu", homesForSale: true },
  Waipio: { position: { lat: 21.419, lon: -157.999 }, label: "right", rentalArea: "central-oahu" },
  "Ewa Beach": {
    position: { lat: 21.316, lon: -158.007 },
    label: "below",
    rentalArea: "leeward-ewa",
    homesForSale: true,
  },
  Kapolei: { position: { lat: 21.335, lon: -158.07 }, label: "left", rentalArea: "leeward-ewa", homesForSale: true },
  Waipahu: { position: { lat: 21.387, lon: -158.009 }, label: "below", rentalArea: "leeward-ewa" },
  Kailua: { position: { lat: 21.402, lon: -157.739 }, label: "right", rentalArea: "windward-oahu", homesForSale: true },
  Kaneohe: { position: { lat: 21.418, lon: -157.804 }, label: "left", rentalArea: "windward-oahu", homesForSale: true },
  "Enchanted Lake": { position: { lat: 21.384, lon: -157.732 }, label: "below", rentalArea: "windward-oahu" },
  "Pearl City": { position: { lat: 21.397, lon: -157.975 }, label: "left", homesForSale: true },
  Aiea: { position: { lat: 21.382, lon: -157.934 }, label: "above", homesForSale: true },
} as const satisfies Record<string, Town>;

export type TownName = keyof typeof TOWNS;

/** Every town, with what we know of it (TOWNS keeps its literal types for TownName). */
export const TOWN_LIST: readonly ({ name: TownName } & Town)[] = Object.entries(TOWNS).map(([name, town]) => ({
  name: name as TownName,
  ...town,
}));

export function townsInRentalArea(area: RentalAreaId): TownName[] {
  return TOWN_LIST.filter((town) => town.rentalArea === area).map((town) => town.name);
}

/** Searches centred on each base: about 10 miles, roughly a 30-minute commute outside rush hour. */
export const COMMUTE_RADIUS_MILES = 10;

/** Printed on the map for orientation only; no guide section is about it. */
export const HONOLULU: { name: string; position: LatLon } = {
  name: "Honolulu",
  position: { lat: 21.307, lon: -157.858 },
};

/** Drive times a guide on this site states (the VA homes guide's area listings). */
export const STATED_COMMUTES: readonly { town: TownName; to: InstallationId; time: string }[] = [
  { town: "Kailua", to: "mcbh", time: "about 15 minutes" },
];

/** The drive time a guide states from a town to an installation, if one does. */
export function findStatedCommute(town: TownName, to: InstallationId): string | undefined {
  return STATED_COMMUTES.find((candidate) => candidate.town === town && candidate.to === to)?.time;
}

/** A stated drive time, for a guide's text; throws if no guide states it (a typo, not a blank). */
export function statedCommute(town: TownName, to: InstallationId): string {
  const time = findStatedCommute(town, to);
  if (!time) throw new Error(`No stated commute from ${town} to ${to}`);
  return time;
}
