import { describe, expect, it } from "vitest";
import { lenderEmailBody, lenderEmailSubject, lenderMailto } from "./mailto";

const site = { name: "Aloha PCS" };
const firstMortgage = { name: "Alex Example", email: "alex@example.com", kind: "first-mortgage" as const };
const gap = { name: "Riley Example", email: "riley@example.com", kind: "gap" as const };

describe("lenderMailto", () => {
  it("builds the exact encoded link for a first-mortgage lender", () => {
    expect(lenderMailto(firstMortgage, site)).toBe(
      "mailto:alex@example.com" +
        "?subject=VA%20home%20loan%20question%20from%20Aloha%20PCS" +
        "&body=Aloha%20Alex%20Example%2C%0D%0A%0D%0AI%20found%20you%20on%20Aloha%20PCS.%20" +
        "I'm%20moving%20to%20Hawaii%20on%20PCS%20orders%20and%20would%20like%20to%20talk%20about%20a%20VA%20home%20loan." +
        "%0D%0A%0D%0AMahalo%2C%0D%0A",
    );
  });

  it("asks a GAP lender about a second mortgage", () => {
    expect(lenderEmailSubject(gap, site)).toBe("GAP loan question from Aloha PCS");
    expect(lenderEmailBody(gap, site)).toContain("second mortgage (GAP loan)");
    expect(lenderMailto(gap, site)).toMatch(/^mailto:riley@example\.com\?subject=GAP%20loan%20question%20from/);
  });

  it("decodes back to the subject and greeting, whatever the site name holds", () => {
    const trickySite = { name: "Aloha & Co? 100% #1" };
    const link = new URL(lenderMailto(firstMortgage, trickySite));
    expect(link.protocol).toBe("mailto:");
    expect(link.pathname).toBe("alex@example.com");
    const params = new URLSearchParams(link.search);
    expect([...params.keys()]).toEqual(["subject", "body"]);
    expect(params.get("subject")).toBe("VA home loan question from Aloha & Co? 100% #1");
    expect(params.get("body")).toBe(lenderEmailBody(firstMortgage, trickySite));
    expect(params.get("body")?.startsWith("Aloha Alex Example,\r\n\r\n")).toBe(true);
  });

  it("never uses + for spaces, which mail apps would show literally", () => {
    const link = lenderMailto(firstMortgage, site);
    expect(link).not.toContain("+");
    expect(link).not.toContain(" ");
  });
});
