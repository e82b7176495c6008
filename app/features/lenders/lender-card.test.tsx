import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LENDERS } from "~/content/lenders";
import { LenderCard } from "./lender-card";

const site = { name: "Aloha PCS" };
const sample = LENDERS[0]!;

describe("LenderCard", () => {
  it("offers a sample lender no phone, email or Call Now, and marks it as a sample", () => {
    const html = renderToString(<LenderCard lender={sample} site={site} />);
    expect(html).toContain(sample.name);
    expect(html).toContain("Sample listing");
    expect(html).not.toMatch(/href="(tel|mailto):/);
    expect(html).not.toContain("Call Now");
    expect(html).not.toContain(sample.phone);
    expect(html).not.toContain(sample.email);
  });

  it("gives a lender the practice has confirmed its phone, prefilled email and Call Now", () => {
    const confirmed = { ...sample, sample: false, phone: "(808) 422-7000", email: "loans@harborhomeloans.com" };
    const html = renderToString(<LenderCard lender={confirmed} site={site} />);
    expect(html).not.toContain("Sample listing");
    expect(html).toContain('href="tel:8084227000"');
    expect(html).toContain("Call Now");
    expect(html).toMatch(
      /href="mailto:loans@harborhomeloans\.com\?subject=VA%20home%20loan%20question%20from%20Aloha%20PCS/,
    );
  });
});
