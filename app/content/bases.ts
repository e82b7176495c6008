/**
 * The four installations on the home page's "Popular Hawaii Military Bases" card (SPEC.md §3:
 * name, branch, housing link, map link). Official pages only, from content-facts.md; housing
 * details live on this site's base housing page.
 */
export type PopularBase = {
  branch: "Army" | "Navy" | "Air Force" | "Marines";
  name: string;
  /** Where on Oahu, in a few words. */
  location: string;
  /** This site's base housing page. */
  housingLink: string;
  /** The installation's official information page. */
  baseInfo: { label: string; url: string };
  /** A map search for the installation. */
  mapLink: string;
};

const BASE_HOUSING_PAGE = "/housing/base-housing";

/** A Google Maps search (Maps URLs API): opens the app on phones, the site elsewhere. */
export function mapSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export const POPULAR_BASES: readonly PopularBase[] = [
  {
    branch: "Army",
    name: "Schofield Barracks",
    location: "Central Oahu, near Wahiawa",
    housingLink: BASE_HOUSING_PAGE,
    baseInfo: { label: "U.S. Army Garrison Hawaii", url: "https://home.army.mil/hawaii/" },
    mapLink: mapSearchUrl("Schofield Barracks, Hawaii"),
  },
  {
    branch: "Navy",
    name: "Joint Base Pearl Harbor-Hickam (JBPHH)",
    location: "Pearl Harbor, south shore of Oahu",
    housingLink: BASE_HOUSING_PAGE,
    baseInfo: {
      label: "JBPHH on Military OneSource",
      url: "https://installations.militaryonesource.mil/military-installation/joint-base-pearl-harbor-hickam",
    },
    mapLink: mapSearchUrl("Joint Base Pearl Harbor-Hickam, Hawaii"),
  },
  {
    branch: "Air Force",
    name: "JBPHH, Hickam side",
    location: "Next to Honolulu's airport",
    housingLink: BASE_HOUSING_PAGE,
    baseInfo: { label: "Hickam Communities (housing partner)", url: "https://www.hickamcommunities.com/" },
    mapLink: mapSearchUrl("Hickam Field, Joint Base Pearl Harbor-Hickam, Hawaii"),
  },
  {
    branch: "Marines",
    name: "Marine Corps Base (MCB) Hawaii, Kaneohe Bay",
    location: "Windward Oahu, Mokapu Peninsula",
    housingLink: BASE_HOUSING_PAGE,
    baseInfo: { label: "Marine Corps Base Hawaii", url: "https://www.mcbhawaii.marines.mil/" },
    mapLink: mapSearchUrl("Marine Corps Base Hawaii, Kaneohe Bay"),
  },
];
