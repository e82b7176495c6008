import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { DemoCopyNotice } from "~/components/layout/demo-copy-notice";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { SidebarProvider } from "~/components/layout/sidebar-context";
import { DEFAULT_SITE, siteDetailsFrom, type SiteDetails } from "~/content/site";
import { AgentContactCard } from "~/features/housing/agent-contact";
import { publicSiteDetails } from "~/features/site/public-contact";
import { FounderCard } from "~/features/welcome/founder-card";

/**
 * The shell and the blocks that show the practice's phone, email and founder, rendered as the
 * server renders them, with the data the root route hands them (its loader passes the site
 * through publicSiteDetails, as here). Every page's HTML on an https deployment is checked in
 * tests/http/public-contact.test.ts; the local copy's notice in a browser, in
 * tests/e2e/sample-contacts.spec.ts.
 */
function contactBlocks(site: SiteDetails, origin: string): string {
  const rootData = { site: publicSiteDetails(site, origin), origin };
  const blocks: ReactNode = (
    <>
      <DemoCopyNotice />
      <Header />
      <AgentContactCard title="Talk to an assumption specialist" description="We'll run the numbers with you." />
      <FounderCard />
      <Footer />
    </>
  );
  const router = createMemoryRouter([{ id: "root", path: "/", element: blocks, loader: () => rootData }], {
    hydrationData: { loaderData: { root: rootData } },
  });
  return renderToString(
    <SidebarProvider defaultOpen>
      <RouterProvider router={router} />
    </SidebarProvider>,
  );
}

const LOCAL = "http://localhost:3000";
const DEPLOYED = "https://alohapcs.com";
const REAL = { SITE_PHONE: "(808) 422-1234", SITE_EMAIL: "sponsor@alohapcs.com", SITE_FOUNDER_NAME: "Kai Kahale" };
const DEMO_NOTICE =
  "Demo copy: the practice&#x27;s phone number, email and founder&#x27;s name are samples, not a real contact.";

describe("the practice's contact details on a local copy (http)", () => {
  it("show the samples under one demo-copy notice, with no per-element Sample pill", () => {
    const html = contactBlocks(DEFAULT_SITE, LOCAL);
    expect(html).toContain("(808) 555-0100");
    expect(html).toContain("aloha@example.com");
    expect(html).toContain("Aloha PCS Founder");
    expect(html.split('data-testid="demo-copy-notice"')).toHaveLength(2);
    expect(html.split(DEMO_NOTICE)).toHaveLength(2);
    expect(html).not.toContain("sample-contact-note");
    expect(html).not.toMatch(/>Sample( contact details)?</);
  });

  it("give no notice once the details are real", () => {
    const html = contactBlocks(siteDetailsFrom(REAL), LOCAL);
    expect(html).toContain("(808) 422-1234");
    expect(html).not.toContain("demo-copy-notice");
    expect(html).not.toMatch(/sample/i);
  });
});

describe("the practice's contact details on a real deployment (https)", () => {
  it("leave out every placeholder and keep a way to write: the contact page", () => {
    const html = contactBlocks(DEFAULT_SITE, DEPLOYED);
    expect(html).not.toMatch(/555-01\d\d|555 01\d\d|55501\d\d/);
    expect(html).not.toMatch(/example\.(com|org|net)/);
    expect(html).not.toContain("Aloha PCS Founder");
    expect(html).not.toContain("demo-copy-notice");
    expect(html).not.toMatch(/href="(tel|mailto):/);
    // The header's stand-in and the agent block's button both lead to the contact form.
    expect(html).toContain("Send us a message");
    expect(html.match(/href="\/contact"/g)!.length).toBeGreaterThanOrEqual(2);
    // What is real about the founder still shows.
    expect(html).toContain(DEFAULT_SITE.founder.title);
    expect(html).toContain(DEFAULT_SITE.founder.location);
  });

  it("show each detail once it is real, and only those", () => {
    const emailOnly = contactBlocks(siteDetailsFrom({ SITE_EMAIL: REAL.SITE_EMAIL }), DEPLOYED);
    expect(emailOnly).toContain('href="mailto:sponsor@alohapcs.com"');
    expect(emailOnly).not.toContain('href="tel:');
    expect(emailOnly).not.toContain("555-0100");

    const html = contactBlocks(siteDetailsFrom(REAL), DEPLOYED);
    expect(html).toContain('href="tel:8084221234"');
    expect(html).toContain('href="mailto:sponsor@alohapcs.com"');
    expect(html).toContain("Kai Kahale");
    // With a phone or email to show, the header needs no stand-in link.
    expect(html).not.toContain("Send us a message");
  });
});
