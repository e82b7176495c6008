import type { ReactNode } from "react";
import { text } from "node:stream/consumers";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { BASE_HOUSING_GUIDE } from "~/content/base-housing";
import { BOAT_FIGURES, BOAT_GUIDE } from "~/content/boats";
import { CHECKLIST_GUIDE, HAWAII_PCS_CHECKLIST } from "~/content/checklist";
import { FIREARM_FIGURES, FIREARM_GUIDE } from "~/content/firearms";
import { GUIDES } from "~/content/guides";
import { HOTEL_GUIDE } from "~/content/hotels";
import { VA_ASSUMPTIONS_GUIDE } from "~/content/housing-guides";
import { PET_FIGURES, PET_GUIDE } from "~/content/pets";
import { DEFAULT_SITE } from "~/content/site";
import type { GuideFigure, GuideRecord } from "~/content/sources";
import { VEHICLE_GUIDE } from "~/content/vehicles";
import { GAP_FIGURES } from "~/content/va-loan-facts";
import { calculateAssumption, WORKED_EXAMPLE } from "~/features/calculators/assumption";
import { assumptionQueryFromUrl } from "~/features/calculators/assumption-form";
import { AssumptionCalculator } from "~/features/calculators/components/assumption-calculator";
import { AssumptionResults } from "~/features/calculators/components/assumption-results";
import { RentBuyAssumeForm } from "~/features/calculators/components/rent-buy-assume-form";
import { rentBuyAssumeQueryFromUrl } from "~/features/calculators/server/rent-buy-assume-query.server";
import BaseHousingPage from "./housing.base-housing";
import GapLendersPage from "./housing.gap-lenders";
import VaAssumptionsPage from "./housing.va-assumptions";
import VerifiedRentalsPage from "./housing.verified-rentals";
import BoatShippingPage from "./pcs-toolkit.boat-shipping";
import FirearmsPage, { loader as firearmsLoader } from "./pcs-toolkit.firearms-pcs";
import PetTravelPage, { loader as petTravelLoader } from "./pcs-toolkit.pet-travel";
import TlaHotelsPage from "./pcs-toolkit.tla-hotels";
import VehicleShippingPage, { loader as vehicleShippingLoader } from "./pcs-toolkit.vehicle-shipping";
import { DEFAULT_ASSUMPTION_CHOICES } from "~/features/calculators/assumption-form";

/**
 * Issue 27's corrections, read from the pages as the server renders them (and from the records
 * the PDF guide is built from): each corrected claim is on the page, with its source, and the
 * wrong wording is gone. The plan's dates are checked in content/plan-rules.test.ts and
 * features/plan/due-dates.test.ts, the PDF's text in features/guide-pdf/render-guide-pdf.test.ts.
 */

/** The page under a root route with the site's details. */
function onPage(element: ReactNode) {
  const router = createMemoryRouter(
    [{ id: "root", path: "/", loader: () => ({ site: DEFAULT_SITE }), children: [{ index: true, element }] }],
    { hydrationData: { loaderData: { root: { site: DEFAULT_SITE } } } },
  );
  return <RouterProvider router={router} />;
}

/** The page's markup as the server renders it. */
function pageHtml(element: ReactNode): string {
  return renderToString(onPage(element));
}

/** The page's text as a family reads it: tags dropped, entities decoded, whitespace collapsed. */
function pageText(element: ReactNode): string {
  return textOf(pageHtml(element));
}

/**
 * As pageText, for a page with parts that load after it (React.lazy): rendered, as the server
 * renders every page (entry.server.tsx, onAllReady), once all of them are there.
 */
async function pageTextWhenReady(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(onPage(element));
  return textOf(await text(prelude));
}

function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** A route component's props for a page that reads only its loader's data. */
function routeProps<Data>(loaderData: Data): { loaderData: Data; params: never; matches: never } {
  return { loaderData, params: {} as never, matches: [] as never };
}

const urls = (guide: GuideRecord) => guide.sources.map((source) => source.url);

function figure(figures: readonly GuideFigure[], label: string): GuideFigure {
  const found = figures.find((entry) => entry.label === label);
  if (!found) throw new Error(`No figure "${label}"`);
  return found;
}

describe("firearms (issue 27)", () => {
  const text = pageText(<FirearmsPage {...routeProps(firearmsLoader())} />);

  it("states the 2025 laws, says the 2026 session is unconfirmed and links the Legislature", () => {
    expect(text).toContain(
      "since April 2025 (HB 392) Hawaii bans owning, selling or transferring a firearm without a serial number",
    );
    expect(text).toContain("including one that is legal in another state");
    expect(text).toContain(
      "since April 23, 2025 (HB 125) a firearm must be stored in a locked box or safe, or with a locking device",
    );
    expect(text).toContain("We could not confirm whether the 2026 Legislature changed these laws");
    expect(pageHtml(<FirearmsPage {...routeProps(firearmsLoader())} />)).toContain(
      'href="https://www.capitol.hawaii.gov/"',
    );
    expect(urls(FIREARM_GUIDE)).toEqual(
      expect.arrayContaining([
        "https://thegardenisland.com/2025/04/24/opinion/editorial-slow-but-steady-progress-on-guns",
        "https://www.capitol.hawaii.gov/",
      ]),
    );
  });

  it("registers in the county of the place of business, or of residence without one (HRS § 134-3)", () => {
    expect(text).toContain(
      "Register in person with the police of the county where you work, or where you live if you have no place of business in Hawaii (HRS § 134-3)",
    );
    expect(urls(FIREARM_GUIDE)).toContain(
      "https://www.capitol.hawaii.gov/hrscurrent/Vol03_Ch0121-0200D/HRS0134/HRS_0134-0003.htm",
    );
  });

  it("shows the five-day window as the rule, with no 3–5 days card beside it", () => {
    expect(figure(FIREARM_FIGURES, "Register after you arrive")).toMatchObject({
      value: "Within 5 days",
      basis: "official",
    });
    expect(text).not.toMatch(/3[–-]5 days|72 hours/);
  });
});

describe("vehicles (issue 27)", () => {
  const text = pageText(<VehicleShippingPage {...routeProps(vehicleShippingLoader())} />);

  it("counts the 30 days from the car's arrival, and offers registration or the $5 permit", () => {
    expect(text).toContain("You have 30 days from the day your car arrives in Hawaii, not the day you pick it up.");
    expect(text).toContain(
      "register the car with the City and County of Honolulu at a Satellite City Hall, or get a $5 out-of-state permit that lets you keep your valid home-state plates",
    );
    expect(text).toContain("Within 30 days of the car's arrival");
    expect(urls(VEHICLE_GUIDE)).toContain(
      "https://www.staradvertiser.com/2023/05/23/breaking-news/vehicles-with-out-of-state-license-plates-need-hawaii-permits/",
    );
  });

  it("says the same on the checklist", () => {
    const registration = HAWAII_PCS_CHECKLIST.find((item) => item.id === "vehicle-registration")!;
    expect(registration.hint).toContain("The 30 days start when your car arrives in Hawaii, not when you pick it up.");
    expect(registration.hint).toContain("$5 out-of-state permit");
    expect(registration.hint).not.toMatch(/After pickup/);
  });
});

describe("the checklist's other items (issue 27)", () => {
  const hint = (id: string) => HAWAII_PCS_CHECKLIST.find((item) => item.id === id)!.hint;

  it("checks in for TLA on arrival, files the voucher within 5 working days, and sets BAH by the duty station", () => {
    expect(hint("book-tla-lodging")).toContain("Check in with the TLA or housing office when you arrive");
    expect(hint("book-tla-lodging")).not.toMatch(/72 hours/);
    expect(hint("travel-claim")).toContain(
      "within 5 working days of arriving unless your finance office says otherwise",
    );
    expect(hint("housing-budget")).toContain(
      "Your basic allowance for housing (BAH) is set by your duty station's ZIP code, not your home's",
    );
    expect(hint("firearm-registration-plan")).toContain("Firearms without serial numbers are banned");
    expect(urls(CHECKLIST_GUIDE)).toEqual(
      expect.arrayContaining([
        "https://studylib.net/doc/5418447/travel-voucher--dd-form-1351",
        "https://www.mcbhawaii.marines.mil/Offices-Staff/S-4-Installations-Logistics/Family-Housing/How-to-Apply/Temporary-Lodging-Allowance/",
      ]),
    );
  });
});

describe("pets (issue 27)", () => {
  const text = pageText(<PetTravelPage {...routeProps(petTravelLoader())} />);

  it("shows no HDOA fee its own small print disowns: $165 and $56 become HDOA's page, $78 is not HDOA's fee", () => {
    expect(text).not.toMatch(/\$165 per pet|\$56 per day/);
    expect(figure(PET_FIGURES, "HDOA fee per pet")).toMatchObject({ value: "Check the fee on HDOA's page" });
    expect(figure(PET_FIGURES, "Each extra day in quarantine")).toMatchObject({
      value: "Check the fee on HDOA's page",
    });
    expect(figure(PET_FIGURES, "A $78 “airport inspection” fee")).toMatchObject({
      value: "Not HDOA's fee for an arriving pet",
    });
    expect(text.match(/Check the fee on HDOA's page/g)).toHaveLength(2);
    // The old explanation of $78 had no source.
    expect(text).not.toContain("reduced fee for Hawaii residents");
  });

  it("gives each figure one badge: no planning figure carries an official rule beside it", () => {
    for (const entry of PET_FIGURES) {
      if (entry.basis === "planning") expect(entry.label).toBe("Start preparing");
    }
  });

  it("says HDOA must receive the documents more than 10 days before arrival", () => {
    expect(figure(PET_FIGURES, "Documents to HDOA")).toMatchObject({
      value: "Received more than 10 days before arrival",
      basis: "official",
    });
    expect(text).toContain("HDOA must receive your documents more than 10 days before you land");
    expect(urls(PET_GUIDE)).toContain("http://the.honoluluadvertiser.com/article/2005/Feb/21/ln/ln12p.html");
  });

  it("states the allowance: up to $2,000 for one pet on an OCONUS move, $550 within CONUS", () => {
    expect(text).toContain("For a move outside the continental United States (OCONUS), Hawaii included");
    expect(text).toContain("one household pet (a cat or a dog) per PCS order, up to $2,000");
    expect(text).toContain("Within the continental U.S. the cap is $550.");
  });
});

describe("TLA and Hale Koa (issue 27)", () => {
  // The page reads only `petsOnly` from its loader's data.
  const props = { loaderData: { petsOnly: false } } as unknown as Parameters<typeof TlaHotelsPage>[0];
  const page = <TlaHotelsPage {...props} />;
  const text = pageText(page);

  it("checks in on arrival; 72 hours is the secondary guide's figure, not a deadline", () => {
    expect(text).toContain("Check in with your duty station's TLA or housing office when you arrive.");
    expect(text).toContain(
      "The Hawaii Military Guide says to apply within 72 hours of arrival. That is the guide's figure, not an official deadline",
    );
    expect(text).not.toContain("Apply at your duty station's housing office within 72 hours");
  });

  it("takes ceilings from DoD's non-foreign overseas per diem, with the increments and recertification", () => {
    expect(text).toContain("Lodging ceilings are DoD's per diem rates for Hawaii");
    expect(text).toContain("not GSA's");
    expect(text).not.toContain("GSA and DoD per diem tables");
    expect(text).toContain("TLA is approved in 10-day increments, ordinarily up to 60 days with extensions");
    expect(text).toContain("Air Force: after day 60, recertify every 15 days.");
    expect(urls(HOTEL_GUIDE)).toEqual(
      expect.arrayContaining([
        "https://www.travel.dod.mil/Support/ALL-FAQs/Article/2996319/temporary-lodging-allowance/",
        "https://www.govinfo.gov/content/pkg/FR-2020-12-15/html/2020-27586.htm",
        "https://www.housing.af.mil/Home-depricated/Units/Bellows/referralandrelocation/",
      ]),
    );
  });

  it("lists Hale Koa's eligibility since 2020", () => {
    expect(text).toContain(
      "Since January 2020 also to veterans with any Veterans Affairs (VA) service-connected disability rating, Purple Heart recipients, former prisoners of war and primary family caregivers",
    );
    expect(text).not.toContain("100% service-connected");
    expect(urls(HOTEL_GUIDE)).toContain("https://www.halekoa.com/about-hale-koa-hotel/eligibility");
  });
});

describe("base housing and boats (issue 27)", () => {
  it("explains MCBH's 1,175 homes as the 2007 venture's first phase, and checks in for TLA on arrival", () => {
    const text = pageText(<BaseHousingPage />);
    expect(text).toContain(
      "phase one of the 2007 Navy and Marine housing venture, which counts 6,788 homes across Oahu and Kauai in all",
    );
    expect(text).toContain("Check in with the TLA or housing office when you arrive");
    expect(text).not.toMatch(/72 hours/);
    expect(urls(BASE_HOUSING_GUIDE)).toContain("https://staradvertiser.com/?p=431984");
  });

  it("gives the 40% of boat shipments to the AFPS article, and says both sources describe CONUS and Alaska", () => {
    const text = pageText(<BoatShippingPage />);
    expect(text).toContain(
      "An older American Forces Press Service article reported that about 40% of boat shipments were cancelled",
    );
    expect(text).toContain("describe moves within the continental U.S. and Alaska, not to Hawaii");
    expect(figure(BOAT_FIGURES, "Boats 14 ft or longer, or on a trailer").official?.source.url).toBe(
      "https://www.militaryavenue.com/Articles/Boats+Can+Be+Shipped+Using+Your+Household+Goods+Entitlement-24034.aspx",
    );
    expect(urls(BOAT_GUIDE)).toContain(
      "https://www.militaryavenue.com/Articles/Boats+Can+Be+Shipped+Using+Your+Household+Goods+Entitlement-24034.aspx",
    );
  });
});

const FIVE_EXEMPT_GROUPS = [
  "veterans receiving VA compensation for a service-connected disability",
  "veterans eligible for that compensation but receiving retirement or active-duty pay instead",
  "surviving spouses receiving Dependency and Indemnity Compensation (DIC)",
  "service members with a proposed or memorandum disability rating before closing",
  "active-duty members awarded the Purple Heart on or before closing",
];

describe("VA assumptions and GAP loans (issue 27)", () => {
  const text = pageText(<VaAssumptionsPage />);

  it("says the funding fee is paid at closing (ask the servicer), never rolled into the loan", () => {
    expect(text).toContain("paid at closing: ask the servicer how");
    expect(text).toContain("Paid at closing; ask the servicer how.");
    for (const guide of GUIDES) expect(JSON.stringify(guide), guide.path).not.toMatch(/rolled into the loan/);
    expect(text).not.toMatch(/rolled into the loan/);
  });

  it("names all five exempt groups and the servicer's processing fee cap", () => {
    for (const group of FIVE_EXEMPT_GROUPS) expect(text.toLowerCase()).toContain(group.toLowerCase());
    expect(text).toContain(
      "The servicer's own processing fee is capped at $300 ($250 for a servicer without automatic authority), or less where state law caps it lower.",
    );
    expect(urls(VA_ASSUMPTIONS_GUIDE)).toEqual(
      expect.arrayContaining([
        "https://tzobserver.com/va-funding-fee-2023/",
        "https://www.jdsupra.com/legalnews/va-addresses-assumption-fees-4004673/",
      ]),
    );
  });

  it("labels 90% as the planning figure for the combined loans, on the pages and in the records", () => {
    expect(text).toContain("combined (first + GAP) up to about 90% of the price is our planning figure");
    expect(text).not.toMatch(/lend up to 90%/);
    const gap = pageText(<GapLendersPage />);
    expect(gap).toContain("combined (first + GAP) up to about 90% of the price is our planning figure");
    expect(gap).toContain("expect to bring about $60,000 down on this home");
    expect(GAP_FIGURES[0]).toMatchObject({
      value: "Combined (first + GAP) up to about 90% of the price",
      basis: "planning",
    });
  });
});

describe("the calculators' explanations (issue 27)", () => {
  it("the assumption calculator: combined GAP limit as a planning figure, five exempt groups, fee paid at closing", async () => {
    const text = await pageTextWhenReady(
      <AssumptionCalculator query={assumptionQueryFromUrl("https://alohapcs.example/")} />,
    );
    expect(text).toContain(
      "GAP lenders cap the combined loans (first + GAP) at up to about 90% of the price: the site owner's planning figure",
    );
    expect(text).toContain("paid at closing (ask the servicer)");
    for (const group of FIVE_EXEMPT_GROUPS) expect(text.toLowerCase()).toContain(group.toLowerCase());

    const outcome = calculateAssumption(WORKED_EXAMPLE);
    if (!outcome.ok) throw new Error("the worked example computes");
    const results = pageText(
      <AssumptionResults
        inputs={WORKED_EXAMPLE}
        result={outcome.result}
        choices={DEFAULT_ASSUMPTION_CHOICES}
        notes={{}}
        focusOnMount={false}
      />,
    );
    expect(results).toContain("The VA funding fee on an assumption is paid at closing (ask the servicer)");
    expect(results).not.toMatch(/rolled into the loan/);
  });

  it("the rent, buy or assume calculator: BAH by the duty station's ZIP, every Oahu installation in Honolulu County", () => {
    const text = pageText(<RentBuyAssumeForm query={rentBuyAssumeQueryFromUrl("https://alohapcs.example/")} />);
    expect(text).toContain("your duty station's ZIP code");
    expect(text).toContain("every Oahu installation is in Honolulu County");
    expect(text).toContain("Honolulu County, military housing area (MHA) HI408");
    expect(text).not.toContain("a ZIP code near your base");
    for (const group of FIVE_EXEMPT_GROUPS) expect(text.toLowerCase()).toContain(group.toLowerCase());
  });
});

describe("verified rentals (issue 27)", () => {
  it("labels the off-base 40% as an editorial's figure and links it", () => {
    expect(pageText(<VerifiedRentalsPage />)).toContain(
      "About 40% of Oahu's service members live off base, by a Honolulu Star-Advertiser editorial's count.",
    );
    expect(pageHtml(<VerifiedRentalsPage />)).toContain(
      'href="https://staradvertiser.com/2025/01/22/editorial/our-view/editorial-military-plays-role-in-housing-crunch"',
    );
  });
});
