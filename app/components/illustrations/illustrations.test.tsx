import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IllustrationFrame } from "./illustration-frame";

/** Every guide illustration in this folder, found by file so a new one cannot skip the checks. */
const MODULES = import.meta.glob<Record<string, ComponentType>>(
  ["./*.tsx", "!./*.test.tsx", "!./illustration-frame.tsx"],
  {
    eager: true,
  },
);
const ILLUSTRATIONS = Object.entries(MODULES).flatMap(([file, exports]) =>
  Object.entries(exports).map(([name, Illustration]) => ({ file, name, Illustration })),
);

/** The frame's markup, so a motif's own size can be told from the backdrop it shares. */
const FRAME_MARKUP = renderToStaticMarkup(<IllustrationFrame />);

describe("guide header illustrations", () => {
  it("cover the eight toolkit guides, the checklist and the seven housing guides", () => {
    expect(ILLUSTRATIONS).toHaveLength(16);
  });

  for (const { file, name, Illustration } of ILLUSTRATIONS) {
    it(`${name} (${file}) is one decorative svg with no text`, () => {
      const markup = renderToStaticMarkup(<Illustration />);
      expect(markup).toMatch(/^<svg [^>]*aria-hidden="true"[^>]*>/);
      expect(markup).toMatch(/^<svg [^>]*focusable="false"[^>]*>/);
      expect(markup).toMatch(/^<svg [^>]*viewBox="0 0 160 120"[^>]*>/);
      expect(markup.endsWith("</svg>")).toBe(true);
      expect(markup.match(/<svg/g)).toHaveLength(1);
      // No text nodes between the tags, and no element that carries text or a name.
      expect(markup.replace(/<[^>]*>/g, "")).toBe("");
      expect(markup).not.toMatch(/<(text|title|desc|foreignObject|image)\b/);
      // The motif is drawn in front of the shared backdrop, and stays small.
      expect(markup.length - FRAME_MARKUP.length).toBeGreaterThan(100);
      expect(markup.length - FRAME_MARKUP.length).toBeLessThan(1536);
    });
  }
});
