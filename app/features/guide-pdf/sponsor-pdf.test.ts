import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { renderSponsorPdf } from "./sponsor-pdf";

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

describe("the sponsor packet's PDF", () => {
  it("is one page with the arrival window, every row and the help asked for", async () => {
    const pdf = await renderSponsorPdf({
      siteName: "Aloha PCS",
      arrivalWindow: "Sat, May 8, 2027 – Sat, May 15, 2027",
      rows: [
        { label: "Adults", value: "2" },
        { label: "Children's ages", value: "5 (kindergarten), 3 (preschool)" },
        { label: "Pets", value: "1 dog, 0 cats" },
      ],
      help: ["Meeting us at the airport", "Schools and enrollment"],
      expires: "Wed, Jun 30, 2027",
    });
    const document = await getDocumentProxy(new Uint8Array(pdf));
    expect(document.numPages).toBe(1);
    const { text } = await extractText(document, { mergePages: true });
    const page = collapse(text);
    for (const expected of [
      "Sat, May 8, 2027 – Sat, May 15, 2027",
      "Children's ages 5 (kindergarten), 3 (preschool)",
      "Pets 1 dog, 0 cats",
      "Meeting us at the airport",
      "works until Wed, Jun 30, 2027",
    ])
      expect(page).toContain(expected);
  });
});
