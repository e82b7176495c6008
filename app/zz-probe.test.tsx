import { it } from "vitest";
import { writeFileSync } from "node:fs";
import { PAGE_PATHS, renderPageHtml, textOf } from "../tests/support/page-render";
it("probe", async () => {
  const out: Record<string,string> = {};
  for (const p of PAGE_PATHS) { try { out[p] = textOf((await renderPageHtml(p)).replace(/^[\s\S]*?<\/h1>/, "")); } catch (e) { out[p] = "ERROR " + String(e); } }
  writeFileSync("/tmp/n/pages.json", JSON.stringify(out, null, 1));
});
