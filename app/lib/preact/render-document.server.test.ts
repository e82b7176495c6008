import { h } from "preact";
import { lazy, Suspense } from "preact/compat";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { useOptimistic } from "./react";
import { renderDocument } from "./render-document.server";

// Built with Preact's `h`: the app's JSX becomes Preact elements only through the build's
// aliases, which unit tests do not use.
const asAppElement = (vnode: unknown) => vnode as ReactElement;

describe("renderDocument", () => {
  it("renders suspended parts in place, before </html>, as a visitor without JavaScript needs", async () => {
    const Late = lazy(async () => ({ default: () => h("p", null, "data that arrived late") }));
    const html = await renderDocument(
      asAppElement(
        h("html", { lang: "en" }, h("body", null, h(Suspense, { fallback: null }, h(Late, null)), h("footer", null))),
      ),
    );
    expect(html.startsWith('<!DOCTYPE html><html lang="en"><body>')).toBe(true);
    expect(html.endsWith("<footer></footer></body></html>")).toBe(true);
    expect(html.indexOf("data that arrived late")).toBeLessThan(html.indexOf("<footer>"));
  });

  it("leaves React's suppressHydrationWarning out of the HTML", async () => {
    const html = await renderDocument(
      asAppElement(h("html", null, h("body", null, h("script", { suppressHydrationWarning: true, nonce: "n" })))),
    );
    expect(html).toBe('<!DOCTYPE html><html><body><script nonce="n"></script></body></html>');
  });
});

describe("useOptimistic", () => {
  it("shows the source value: Preact's transitions are never pending", () => {
    const source = { page: "/" };
    const [shown, addOptimistic] = useOptimistic(source);
    addOptimistic({ page: "/next" });
    expect(shown).toBe(source);
  });
});
