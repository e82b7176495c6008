import { describe, expect, it } from "vitest";
import { chunksLoadedWithEntries } from "./compile-hints";

const chunk = (fileName: string, imports: string[] = [], isEntry = false) => ({ fileName, imports, isEntry });

describe("chunksLoadedWithEntries", () => {
  it("takes the entries and what they import statically, however deep", () => {
    const loaded = chunksLoadedWithEntries([
      chunk("entry.client.js", ["react-dom.js"], true),
      chunk("react-dom.js", ["react.js"]),
      chunk("react.js"),
      chunk("routes/plan.js", ["plan-shared.js"], true),
      chunk("plan-shared.js", ["react.js"]),
    ]);
    expect([...loaded].sort()).toEqual([
      "entry.client.js",
      "plan-shared.js",
      "react-dom.js",
      "react.js",
      "routes/plan.js",
    ]);
  });

  it("leaves out a chunk reached only through a dynamic import, and what only it imports", () => {
    // A dynamic import is not among a chunk's `imports` (it is in `dynamicImports`).
    const loaded = chunksLoadedWithEntries([
      chunk("entry.client.js", ["react.js"], true),
      chunk("react.js"),
      chunk("service-worker-client.js", ["workbox-window.js", "react.js"]),
      chunk("workbox-window.js"),
    ]);
    expect([...loaded].sort()).toEqual(["entry.client.js", "react.js"]);
  });

  it("ends on an import cycle", () => {
    const loaded = chunksLoadedWithEntries([chunk("a.js", ["b.js"], true), chunk("b.js", ["a.js"])]);
    expect([...loaded].sort()).toEqual(["a.js", "b.js"]);
  });
});
