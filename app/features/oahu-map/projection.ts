import type { LatLon } from "~/content/oahu-places";

/**
 * Where a point on Oahu falls on the map. Oahu spans half a degree, so a plain equirectangular
 * projection, with longitude shortened by the cosine of the island's middle latitude, keeps
 * shapes and distances true to within a fraction of a percent: no projection library needed.
 */

const WEST = -158.3;
const EAST = -157.63;
const NORTH = 21.73;
const SOUTH = 21.24;
const MID_LATITUDE = (NORTH + SOUTH) / 2;
const LONGITUDE_SCALE = Math.cos((MID_LATITUDE * Math.PI) / 180);
/** Map units per degree of latitude: the island comes out about 620 units wide. */
const UNITS_PER_DEGREE = 1000;

export const OAHU_VIEWBOX = {
  width: Math.round((EAST - WEST) * LONGITUDE_SCALE * UNITS_PER_DEGREE),
  height: Math.round((NORTH - SOUTH) * UNITS_PER_DEGREE),
};

export function project({ lat, lon }: LatLon): { x: number; y: number } {
  return {
    x: round1((lon - WEST) * LONGITUDE_SCALE * UNITS_PER_DEGREE),
    y: round1((NORTH - lat) * UNITS_PER_DEGREE),
  };
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle ("as the crow flies") distance in miles. */
export function milesBetween(a: LatLon, b: LatLon): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
