import { describe, expect, it } from "vitest";
import { PAGES } from "~/content/pages";
import { documentTitle, pageMeta, personalPageMeta } from "./page-meta";

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

describe("personalPageMeta", () => {
  it("titles the page and keeps it out of search engines, with a description when there is one", () => {
    expect(personalPageMeta("Your PCS plan", "Your move's own dates.")).toEqual([
      { title: "Your PCS plan | Aloha PCS" },
      { name: "description", content: "Your move's own dates." },
      { name: "robots", content: "noindex" },
    ]);
    expect(personalPageMeta("Account")).toEqual([
      { title: "Account | Aloha PCS" },
      { name: "robots", content: "noindex" },
    ]);
  });
});
