import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { PAGE_PATHS, renderPageHtml, textOf } from "../../tests/support/page-render";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { NAV_BOTTOM_LINKS, NAV_GROUPS, SUGGESTION_LINK, type NavLink } from "~/components/layout/navigation";
import { Sidebar } from "~/components/layout/sidebar";
import { SidebarProvider } from "~/components/layout/sidebar-context";
import { UserMenu } from "~/features/auth/user-menu";
import { meta as planMeta } from "~/routes/plan";
import { NAMES } from "./names";
import { PAGES } from "./pages";
import { RETIRED_NAMES } from "./retired-names";
import { DEFAULT_SITE } from "./site";

/**
 * Issue 30: each thing has one name, the same in the menu, on its page and in the links to it,
 * and the names it replaced are gone from every page.
 */

/** The things named in more than one place: the name, where it lives and what a link to it says. */
const THINGS = [
  { name: NAMES.assumptionCalculator, href: "/calculators/assumption-cruncher" },
  { name: NAMES.creditCalculator, href: "/calculators/credit" },
  { name: NAMES.petGuide, href: "/pcs-toolkit/pet-travel" },
  { name: NAMES.schools, href: "/pcs-toolkit/hawaii-schools" },
  { name: NAMES.rentals, href: "/housing/verified-rentals" },
  { name: NAMES.contact, href: "/contact" },
  // The plan's links name it as "your dated Hawaii PCS plan"; the menu and page say "My …".
  { name: NAMES.plan, href: "/plan", linkName: "Hawaii PCS plan" },
  { name: NAMES.glossary, href: "/glossary" },
  { name: NAMES.signIn, href: "/auth" },
  { name: NAMES.createAccount, href: "/auth?tab=signup" },
] as const;

/** Links that say what they do rather than where they go, beside a heading that names the thing. */
const ACTION_LINKS: Readonly<Record<string, readonly string[]>> = {
  "/contact": ["Send a message", "Send us a message", "send us a message"],
  // The home page's one primary action (issue 30) and the welcome's first step.
  "/plan": ["Make your dated PCS plan", "Start your plan"],
  "/calculators/assumption-cruncher": ["Open the calculator"],
  "/housing/verified-rentals": ["Find a rental"],
};

const includes = (text: string, name: string) => text.toLowerCase().includes(name.toLowerCase());

const allNavLinks: NavLink[] = [
  ...NAV_GROUPS.flatMap((group) => group.links.flatMap((link) => [link, ...(link.children ?? [])])),
  ...NAV_BOTTOM_LINKS,
  SUGGESTION_LINK,
];

/** The shell as a visitor sees it: header (signed out), menu, footer, and the signed-in user menu. */
function shellText(): string {
  const element = (
    <SidebarProvider defaultOpen>
      <Header />
      <Sidebar />
      <UserMenu user={{ id: "u1", email: "kai@example.com", name: null, image: null }} />
      <Footer />
    </SidebarProvider>
  );
  const router = createMemoryRouter([{ id: "root", path: "/", element, loader: () => ({ site: DEFAULT_SITE }) }], {
    hydrationData: { loaderData: { root: { site: DEFAULT_SITE } } },
  });
  return textOf(renderToString(<RouterProvider router={router} />));
}

/** Each link on the page to a page of its own (not to a place on one): href and text. */
function linksOf(html: string): { href: string; text: string }[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)]
    .map((match) => ({ href: (match[1] ?? "").replaceAll("&amp;", "&"), text: textOf(match[2] ?? "") }))
    .filter((link) => !link.href.includes("#"));
}

describe("one name per thing", () => {
  it("the menu uses each thing's name", () => {
    for (const thing of THINGS) {
      const link = allNavLinks.find((candidate) => candidate.href === thing.href);
      if (link) expect(link.label, thing.href).toBe(thing.name);
    }
    expect(allNavLinks.find((link) => link.href === "/pcs-toolkit/hawaii-schools")?.label).toBe("Schools");
    expect(allNavLinks.find((link) => link.href === "/housing/verified-rentals")?.label).toBe("Renting near base");
    expect(allNavLinks.find((link) => link.href === "/contact")?.label).toBe("Contact us");
  });

  it("each page's heading and title carry its name", () => {
    for (const thing of THINGS) {
      const page = PAGES.find((candidate) => candidate.path === thing.href);
      if (!page || page.path === "/auth") continue;
      expect(includes(page.heading, thing.name), `${page.path} heading "${page.heading}"`).toBe(true);
      expect(includes(page.title, thing.name), `${page.path} title "${page.title}"`).toBe(true);
    }
    const planTitle = planMeta({} as never).find((tag) => "title" in tag) as { title: string };
    expect(planTitle.title).toContain(NAMES.plan);
  });

  it("the header offers Sign in, the signed-in menu Sign out", () => {
    const text = shellText();
    expect(text).toContain(NAMES.signIn);
    expect(text).toContain(NAMES.signOut);
  });

  it.each(PAGE_PATHS)("on %s, links to a named thing say its name, and no retired name appears", async (path) => {
    const html = await renderPageHtml(path);
    for (const link of linksOf(html)) {
      const thing = THINGS.find((candidate) => candidate.href === link.href);
      if (!thing) continue;
      const name = "linkName" in thing ? thing.linkName : thing.name;
      const named = includes(link.text, name) || (ACTION_LINKS[link.href] ?? []).includes(link.text);
      expect(named, `link to ${link.href} says "${link.text}"`).toBe(true);
    }
    const text = textOf(html);
    expect(RETIRED_NAMES.filter((retired) => text.includes(retired))).toEqual([]);
  });

  it("no retired name in the shell around every page", () => {
    const text = shellText();
    expect(RETIRED_NAMES.filter((retired) => text.includes(retired))).toEqual([]);
  });
});
