import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { SidebarProvider } from "~/components/layout/sidebar-context";
import { DEFAULT_SITE, siteDetailsFrom, type SiteDetails } from "~/content/site";
import { AgentContactCard } from "~/features/housing/agent-contact";
import { FounderDetails } from "~/features/welcome/founder-card";

/**
 * The shell and the blocks that show the practice's phone and email, rendered as the server
 * renders them, with the site details the root route would hand them. The sample-details
 * case on real pages is covered end to end (tests/e2e/sample-contacts.spec.ts); a deployment
 * with real details is checked here, without a second server.
 */
function renderWithSite(site: SiteDetails, children: ReactNode): string {
  const router = createMemoryRouter([{ id: "root", path: "/", element: children, loader: () => ({ site }) }], {
    hydrationData: { loaderData: { root: { site } } },
  });
  return renderToString(
    <SidebarProvider defaultOpen>
      <RouterProvider router={router} />
    </SidebarProvider>,
  );
}

function contactBlocks(site: SiteDetails): string {
  return renderWithSite(
    site,
    <>
      <Header />
      <AgentContactCard title="Talk to an assumption specialist" description="We'll run the numbers with you." />
      <FounderDetails founder={site.founder} />
      <Footer />
    </>,
  );
}

const SAMPLE_NOTE = "Sample contact details: this site&#x27;s practice phone and email are not set up yet.";

describe("sample contact notes beside the practice's details", () => {
  it("appear in the header, footer, agent-contact block and founder card while the details are the defaults", () => {
    const html = contactBlocks(DEFAULT_SITE);
    expect(html).toContain("(808) 555-0100");
    expect(html.split('data-testid="sample-contact-note"')).toHaveLength(5);
    // The header's tag (as its tooltip and its screen-reader text), agent block, founder card and footer.
    expect(html.split(SAMPLE_NOTE)).toHaveLength(6);
  });

  it("disappear once SITE_PHONE and SITE_EMAIL are real", () => {
    const configured = siteDetailsFrom({ SITE_PHONE: "(808) 422-1234", SITE_EMAIL: "sponsor@alohapcs.com" });
    const html = contactBlocks(configured);
    expect(html).toContain("(808) 422-1234");
    expect(html).toContain("sponsor@alohapcs.com");
    expect(html).not.toContain("sample-contact-note");
    expect(html).not.toMatch(/sample/i);
  });

  it("name only the detail still a sample when just one is set", () => {
    const html = contactBlocks(siteDetailsFrom({ SITE_EMAIL: "sponsor@alohapcs.com" }));
    expect(html).toContain("Sample contact details: this site&#x27;s practice phone number is not set up yet.");
    expect(html).not.toContain("phone and email are not set up yet");
  });
});
