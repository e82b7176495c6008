import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MoveFold } from "./move-fold";

/** The fold as the server renders it on /plan: a `<details>` works before (and without) JavaScript. */
const render = (summary: string | null, open: boolean) =>
  renderToString(
    <MoveFold summary={summary} open={open}>
      <form aria-label="Your move" />
    </MoveFold>,
  );

describe("MoveFold", () => {
  it("folds a saved move into its summary with an Edit control that opens the form", () => {
    const html = render("Reporting Thu, Mar 25, 2027 · 1 cat", false);
    expect(html).toMatch(/^<details><summary/);
    expect(html).toContain("Reporting Thu, Mar 25, 2027 · 1 cat");
    expect(html).toMatch(/>Edit<span class="sr-only"> your move<\/span><\/span><\/summary>/);
    expect(html).toContain('<form aria-label="Your move">');
  });

  it("opens after a refused save, so its messages show", () => {
    expect(render("Reporting Thu, Mar 25, 2027", true)).toMatch(/^<details open=""><summary/);
  });

  it("shows the form alone while there is no move yet", () => {
    expect(render(null, false)).toBe('<form aria-label="Your move"></form>');
  });
});
