import { findStatedCommute, INSTALLATIONS, TOWNS, type Installation, type TownName } from "~/content/oahu-places";
import { milesBetween } from "./projection";

export type InstallationDistance = {
  installation: Installation;
  /** Straight-line miles, rounded to the nearest mile (at least 1). */
  miles: number;
  /** A drive time one of our guides states, when there is one. */
  statedTime?: string;
};

/**
 * The installations nearest a town, closest first. Straight-line distance is what we can
 * measure honestly for every town; drive times appear only where a guide states one.
 */
export function nearestInstallations(town: TownName, count = 2): InstallationDistance[] {
  return INSTALLATIONS.map((installation) => ({
    installation,
    exactMiles: milesBetween(TOWNS[town].position, installation.position),
    statedTime: findStatedCommute(town, installation.id),
  }))
    .sort((a, b) => a.exactMiles - b.exactMiles)
    .slice(0, count)
    .map(({ installation, exactMiles, statedTime }) => ({
      installation,
      miles: Math.max(1, Math.round(exactMiles)),
      ...(statedTime ? { statedTime } : {}),
    }));
}
