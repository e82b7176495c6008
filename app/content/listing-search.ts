/**
 * Outbound searches on the listing search service the practice uses. Kept here so no page
 * types a search URL inside a component.
 */
export const NEW_CONSTRUCTION_SEARCH_URL =
  "https://www.realtor.com/realestateandhomes-search/Oahu_HI/show-new-construction";
