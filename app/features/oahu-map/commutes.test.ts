import { describe, expect, it } from "vitest";
import { nearestInstallations } from "./commutes";

describe("nearestInstallations", () => {
  it("puts Schofield and Wheeler nearest Wahiawa", () => {
    expect(nearestInstallations("Wahiawa").map(({ installation }) => installation.id)).toEqual([
      "wheeler",
      "schofield",
    ]);
  });

  it("carries a guide's stated drive time only where one is stated", () => {
    const [nearest] = nearestInstallations("Kailua");
    expect(nearest).toMatchObject({ miles: 3, statedTime: "about 15 minutes" });
    expect(nearest?.installation.id).toBe("mcbh");
    expect(nearestInstallations("Kaneohe").every((distance) => distance.statedTime === undefined)).toBe(true);
  });

  it("never rounds a distance down to zero miles", () => {
    expect(nearestInstallations("Aiea", 7).every(({ miles }) => miles >= 1)).toBe(true);
  });
});
