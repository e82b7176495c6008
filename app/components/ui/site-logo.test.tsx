import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteLogo } from "./site-logo";

/** The drawing's elements, attributes in a fixed order, whatever the markup's spelling. */
function shapes(svg: string): string[] {
  return [...svg.matchAll(/<(circle|path|rect)\b([^>]*?)\/?>/g)].map(([, tag, attributes]) => {
    const pairs = [...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`);
    return `${tag} ${pairs.sort().join(" ")}`;
  });
}

describe("the site logo drawn in the page", () => {
  it("is the drawing of public/logo.svg (the installed app's icon)", () => {
    const file = readFileSync(path.resolve(import.meta.dirname, "../../../public/logo.svg"), "utf8");
    expect(shapes(renderToStaticMarkup(<SiteLogo size={64} />))).toEqual(shapes(file));
  });

  it("is a named image with a label and hidden decoration without one", () => {
    expect(renderToStaticMarkup(<SiteLogo size={96} label="Aloha PCS logo" />)).toMatch(
      /^<svg viewBox="0 0 64 64" width="96" height="96" role="img" aria-label="Aloha PCS logo">/,
    );
    expect(renderToStaticMarkup(<SiteLogo size={32} />)).toMatch(/^<svg [^>]*aria-hidden="true"/);
  });
});
