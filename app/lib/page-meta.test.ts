import { describe, expect, it } from "vitest";
import { PAGES } from "~/content/pages";
import { documentTitle, pageMeta } from "./page-meta";

describe("documentTitle", () => {
  it("appends the site name", () => {
    expect(documentTitle("Hawaii PCS checklist")).toBe("Hawaii PCS checklist | Aloha PCS");
  });

  it("does not repeat the site name when the title already has it", () => {
    expect(documentTitle("Welcome to Aloha PCS")).toBe("Welcome to Aloha PCS");
    expect(pageMeta("/welcome")).toContainEqual({ title: "Welcome to Aloha PCS" });
  });

  it("names the site exactly once in every page's title", () => {
    for (const page of PAGES) {
      expect(documentTitle(page.title).match(/Aloha PCS/g), page.path).toHaveLength(1);
    }
  });
});
