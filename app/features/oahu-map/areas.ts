import { INSTALLATIONS, TOWN_LIST, type InstallationId, type TownName } from "~/content/oahu-places";
import type { MapArea } from "./oahu-map";

/*
 * Built from oahu-places alone, not from the rentals, VA homes and base housing records: the
 * home page carries the map, and those records would add about 11 KB to its script.
 * app/content/oahu-places.test.ts checks the records agree with the places.
 */

const RENTALS_PAGE = "/housing/verified-rentals";
const VA_HOMES_PAGE = "/housing/va-homes";
const BASE_HOUSING_PAGE = "/housing/base-housing";

/** The anchor of a town's card on the VA homes page. */
export function homesCardId(town: TownName): string {
  return `homes-${town.toLowerCase().replaceAll(" ", "-")}`;
}

/** Each rental neighbourhood, linked to its area's card (`page` empty: on the rentals page itself). */
export function rentalMapAreas(page = RENTALS_PAGE): MapArea[] {
  return TOWN_LIST.flatMap(({ name, rentalArea }) =>
    rentalArea ? [{ town: name, href: `${page}#${rentalArea}` }] : [],
  );
}

/** Each town with homes for sale on the VA homes page, linked to its card. */
export function homesMapAreas(): MapArea[] {
  return TOWN_LIST.flatMap(({ name, homesForSale }) =>
    homesForSale ? [{ town: name, href: `${VA_HOMES_PAGE}#${homesCardId(name)}` }] : [],
  );
}

/** Every town the guides name: its homes for sale where we list them, otherwise its rental area. */
export function allMapAreas(): MapArea[] {
  const homes = homesMapAreas();
  const listed = new Set(homes.map(({ town }) => town));
  return [...homes, ...rentalMapAreas().filter(({ town }) => !listed.has(town))];
}

/** The installations with a card on the base housing page (`page` empty: on that page). */
export function baseHousingLinks(page = BASE_HOUSING_PAGE): Partial<Record<InstallationId, string>> {
  return Object.fromEntries(
    INSTALLATIONS.flatMap(({ id, housingCard }) => (housingCard ? [[id, `${page}#${id}`]] : [])),
  );
}
