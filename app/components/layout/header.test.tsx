import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "~/content/site";
import { signInPath } from "~/features/auth/safe-redirect";
import { Header } from "./header";
import { SidebarProvider } from "./sidebar-context";

/**
 * The header's "Sign in" link as the server renders it (a prerendered page's HTML is this
 * render, for the page's own path): it comes back to the page it was pressed on.
 */
function signInLinkOn(path: string): string {
  const element = (
    <SidebarProvider defaultOpen>
      <Header />
    </SidebarProvider>
  );
  const router = createMemoryRouter([{ id: "root", path: "*", element, loader: () => ({ site: DEFAULT_SITE }) }], {
    initialEntries: [path],
    hydrationData: { loaderData: { root: { site: DEFAULT_SITE } } },
  });
  const html = renderToString(<RouterProvider router={router} />);
  const link = [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([^<]*)<\/a>/g)].find(
    (match) => match[2] === "Sign in",
  );
  if (!link) throw new Error(`no Sign in link on ${path}`);
  return link[1]!.replaceAll("&amp;", "&");
}

describe("the header's Sign in link", () => {
  it("carries the page it is on, with its query, as redirectTo", () => {
    expect(signInLinkOn("/pcs-toolkit/hawaii-checklist")).toBe("/auth?redirectTo=%2Fpcs-toolkit%2Fhawaii-checklist");
    expect(signInLinkOn("/calculators/credit?price=750000")).toBe(
      "/auth?redirectTo=%2Fcalculators%2Fcredit%3Fprice%3D750000",
    );
  });

  it("names a prerendered page as it is shown, without the trailing slash it is rendered at", () => {
    expect(signInLinkOn("/contact/")).toBe("/auth?redirectTo=%2Fcontact");
    expect(signInLinkOn("/pcs-toolkit/pet-travel/")).toBe("/auth?redirectTo=%2Fpcs-toolkit%2Fpet-travel");
  });

  it("is plain /auth from home and from the sign-in pages themselves (never a loop)", () => {
    for (const path of ["/", "/auth", "/auth/", "/auth?tab=signup", "/auth/forgot-password", "//evil.com/plan"]) {
      expect(signInLinkOn(path), path).toBe("/auth");
    }
  });

  it("is the link signInPath makes for the same page, so /auth follows it", () => {
    for (const path of [
      "/",
      "/plan",
      "/contact",
      "/pcs-toolkit/hawaii-checklist",
      "/calculators/assumption-cruncher?price=600000&balance=400000",
      "/auth",
      "/auth/reset-password",
      "/authors",
    ]) {
      expect(signInLinkOn(path), path).toBe(signInPath(path));
    }
  });
});
