import { describe, expect, it } from "vitest";
import { BASES } from "./base-housing";
import { INSTALLATIONS, TOWN_LIST } from "./oahu-places";
import { RENTAL_AREAS } from "./rentals";
import { AREA_LISTINGS } from "./va-homes";

// The map reads oahu-places only (the home page's script stays small); these records must agree.
describe("Oahu places agree with the guides' records", () => {
  it("has a town for every area card on the VA homes page, and no other", () => {
    const listed = AREA_LISTINGS.flatMap((listing) => (listing.town ? [listing.town] : []));
    expect(listed).toHaveLength(AREA_LISTINGS.filter((listing) => !listing.isNewConstruction).length);
    const forSale = TOWN_LIST.filter((town) => town.homesForSale).map((town) => town.name);
    expect([...listed].sort()).toEqual([...forSale].sort());
    for (const listing of AREA_LISTINGS) if (listing.town) expect(listing.title).toBe(listing.town);
  });

  it("has each rental area's neighbourhoods as towns of that area", () => {
    expect(RENTAL_AREAS.map((area) => area.neighborhoods.length)).toEqual([3, 3, 3]);
    for (const area of RENTAL_AREAS) {
      for (const town of area.neighborhoods) {
        expect(TOWN_LIST.find((candidate) => candidate.name === town)?.rentalArea).toBe(area.id);
      }
    }
  });

  it("marks exactly the installations that have a base housing card", () => {
    const withCard = INSTALLATIONS.filter((base) => base.housingCard).map((base) => base.id);
    expect(BASES.map((base) => base.installation).sort()).toEqual([...withCard].sort());
  });

  it("keeps every place inside the map", () => {
    for (const { position } of [...INSTALLATIONS, ...TOWN_LIST]) {
      expect(position.lat).toBeGreaterThan(21.24);
      expect(position.lat).toBeLessThan(21.73);
      expect(position.lon).toBeGreaterThan(-158.3);
      expect(position.lon).toBeLessThan(-157.63);
    }
  });
});
