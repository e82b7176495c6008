import { describe, expect, it } from "vitest";
import { OAHU_VIEWBOX, milesBetween, project } from "./projection";

describe("projection", () => {
  it("puts the map's corners at the viewBox's corners", () => {
    expect(project({ lat: 21.73, lon: -158.3 })).toEqual({ x: 0, y: 0 });
    const southEast = project({ lat: 21.24, lon: -157.63 });
    expect(southEast.x).toBeCloseTo(OAHU_VIEWBOX.width, 0);
    expect(southEast.y).toBeCloseTo(OAHU_VIEWBOX.height, 0);
  });

  it("keeps east-west and north-south distances on the same scale", () => {
    // One mile east and one mile north of Mililani come out the same length on the map.
    const origin = project({ lat: 21.45, lon: -158.0 });
    const east = project({ lat: 21.45, lon: -158.0 + 1 / 64.4 });
    const north = project({ lat: 21.45 + 1 / 69.05, lon: -158.0 });
    expect(east.x - origin.x).toBeCloseTo(origin.y - north.y, 0);
  });
});

describe("milesBetween", () => {
  it("measures a degree of latitude as about 69 miles", () => {
    expect(milesBetween({ lat: 21, lon: -158 }, { lat: 22, lon: -158 })).toBeCloseTo(69.09, 1);
  });

  it("puts Honolulu's airport about 15 miles from Schofield Barracks", () => {
    // Daniel K. Inouye International Airport to Schofield Barracks, straight line.
    expect(milesBetween({ lat: 21.3187, lon: -157.9225 }, { lat: 21.496, lon: -158.064 })).toBeCloseTo(15.3, 0);
  });
});
