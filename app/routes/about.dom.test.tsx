import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, type SiteDetails } from "~/content/site";
import AboutPage from "./about";

/** The About page with the site's details as the root loader gives them. */
function renderAbout(site: SiteDetails) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ site, origin: "http://localhost:3000" }),
      Component: AboutPage,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("the About page", () => {
  it("shows the owner's program disclosure, in their words, under how the site is paid for", async () => {
    const disclosure = "The practice earns a fee when a family buys or sells through the Veterans Home Program.";
    renderAbout({ ...DEFAULT_SITE, programDisclosure: disclosure });
    const section = await screen.findByRole("region", { name: "How the site is paid for" });
    expect(section.textContent).toContain(disclosure);
  });

  it("says it in the site's own words while the owner has written none", async () => {
    renderAbout(DEFAULT_SITE);
    const section = await screen.findByRole("region", { name: "How the site is paid for" });
    expect(section.textContent).toContain("The practice pays for this site");
  });
});
