import { describe, expect, it } from "vitest";
import { cookieValue } from "./cookies";

describe("cookieValue", () => {
  it("finds a cookie by its exact name, first occurrence, trimmed", () => {
    const header = "theme=dark; sidebar_state=false ; sidebar_state=true; x.sidebar_state=1";
    expect(cookieValue(header, "sidebar_state")).toBe("false");
    expect(cookieValue(header, "theme")).toBe("dark");
    expect(cookieValue("empty=", "empty")).toBe("");
    expect(cookieValue("token=a=b", "token")).toBe("a=b");
  });

  it("is undefined for a missing cookie or header", () => {
    expect(cookieValue("theme=dark", "sidebar")).toBeUndefined();
    expect(cookieValue("nameonly", "nameonly")).toBeUndefined();
    expect(cookieValue(undefined, "theme")).toBeUndefined();
    expect(cookieValue(null, "theme")).toBeUndefined();
  });
});
