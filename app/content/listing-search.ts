/**
 * Outbound searches on the listing search service the practice uses. Kept here so no page
 * types a search URL inside a component.
 */
const REALTOR = "https://www.realtor.com";

export const NEW_CONSTRUCTION_SEARCH_URL =
  "https://www.realtor.com/realestateandhomes-search/Oahu_HI/show-new-construction";

/** Homes for sale across Oahu, where most Hawaii duty stations are. */
export const OAHU_HOMES_SEARCH_URL = `${REALTOR}/realestateandhomes-search/Oahu_HI`;

/** Homes for sale in one Hawaii town, e.g. `homesForSaleIn("Kailua")`. */
export function homesForSaleIn(town: string): string {
  return `${REALTOR}/realestateandhomes-search/${town.replaceAll(" ", "-")}_HI`;
}

/** Homes for sale within `miles` of a ZIP code: about a 30-minute drive on Oahu at 10 miles. */
export function homesNearZip(zip: string, miles: number): string {
  return `${REALTOR}/realestateandhomes-search/${zip}/radius-${miles}`;
}

/** Rentals across Oahu. */
export const OAHU_RENTALS_SEARCH_URL = `${REALTOR}/apartments/Oahu_HI`;

/** Rentals in one Hawaii town. */
export function rentalsIn(town: string): string {
  return `${REALTOR}/apartments/${town.replaceAll(" ", "-")}_HI`;
}
