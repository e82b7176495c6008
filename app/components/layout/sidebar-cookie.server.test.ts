import { describe, expect, it } from "vitest";
import { sidebarOpenFromCookie, sidebarStateCookie } from "./sidebar-cookie.server";
import { sidebarCookie } from "./sidebar-state";

/** What the browser sends back after `document.cookie = <assignment>`: the name=value pair. */
const sentBack = (assignment: string) => assignment.split(";")[0]!;

describe("sidebarOpenFromCookie", () => {
  it("defaults to open without a cookie", async () => {
    expect(await sidebarOpenFromCookie(null)).toBe(true);
    expect(await sidebarOpenFromCookie("")).toBe(true);
    expect(await sidebarOpenFromCookie("other=1")).toBe(true);
  });

  it("reads back the state the browser saved, among other cookies", async () => {
    expect(await sidebarOpenFromCookie(`a=1; ${sentBack(sidebarCookie(false))}; b=2`)).toBe(false);
    expect(await sidebarOpenFromCookie(sentBack(sidebarCookie(true)))).toBe(true);
  });

  it("ignores a malformed value and falls back to open", async () => {
    for (const header of [
      "sidebar_state=",
      "sidebar_state=false",
      "sidebar_state=FALSE",
      "sidebar_state=%00",
      "sidebar_state=%E0%A4%A",
      "sidebar_state",
      // A well-formed value that is not a state: the string "false".
      `sidebar_state=${encodeURIComponent(btoa(JSON.stringify("false")))}`,
    ]) {
      expect(await sidebarOpenFromCookie(header), header).toBe(true);
    }
  });

  it("does not confuse a cookie whose name merely ends the same way", async () => {
    expect(await sidebarOpenFromCookie(`old_${sentBack(sidebarCookie(false))}`)).toBe(true);
  });
});

describe("sidebarCookie", () => {
  it("writes the value React Router's cookie would, as the browser sends it back", async () => {
    for (const open of [true, false]) {
      const written = decodeURIComponent(sentBack(await sidebarStateCookie.serialize(open)));
      expect(sentBack(sidebarCookie(open))).toBe(written);
    }
  });

  it("keeps the state for 7 days on the whole site", () => {
    expect(sidebarCookie(false)).toBe("sidebar_state=ZmFsc2U=; path=/; max-age=604800; samesite=lax");
  });
});
