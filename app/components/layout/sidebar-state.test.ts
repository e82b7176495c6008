import { describe, expect, it } from "vitest";
import { sidebarCookie, sidebarOpenFromCookie } from "./sidebar-state";

describe("sidebarOpenFromCookie", () => {
  it("defaults to open without a cookie", () => {
    expect(sidebarOpenFromCookie(null)).toBe(true);
    expect(sidebarOpenFromCookie("")).toBe(true);
    expect(sidebarOpenFromCookie("other=1")).toBe(true);
  });

  it("reads a saved state among other cookies", () => {
    expect(sidebarOpenFromCookie("a=1; sidebar_state=false; b=2")).toBe(false);
    expect(sidebarOpenFromCookie("sidebar_state=true")).toBe(true);
  });

  it("ignores a malformed value and falls back to open", () => {
    for (const header of [
      "sidebar_state=",
      "sidebar_state=FALSE",
      "sidebar_state=%00",
      "sidebar_state",
      "sidebar_state=false%3B",
    ]) {
      expect(sidebarOpenFromCookie(header)).toBe(true);
    }
  });

  it("does not confuse a cookie whose name merely ends the same way", () => {
    expect(sidebarOpenFromCookie("old_sidebar_state=false")).toBe(true);
  });
});

describe("sidebarCookie", () => {
  it("keeps the state for 7 days on the whole site", () => {
    expect(sidebarCookie(false)).toBe("sidebar_state=false; path=/; max-age=604800; samesite=lax");
  });
});
