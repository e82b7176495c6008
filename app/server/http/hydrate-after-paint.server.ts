/**
 * Starts a page's JavaScript after its first contentful paint instead of while the HTML is
 * parsed (docs/decisions/0006).
 *
 * React Router's <Scripts/> writes a modulepreload link for every chunk of the page and a
 * module script whose static imports fetch them all at parse time: some 40 requests that
 * compete with the stylesheet on a slow phone and hold back the first paint of text that is
 * already in the HTML. This rewrite drops the preloads and turns the module script into an
 * inert data block (a script type the browser does not run), followed by a small classic
 * script that runs the block's code as a module once the browser reports a first contentful
 * paint. React Router's code is unchanged, so hydration is exactly what it was, one frame
 * later; without JavaScript the page never depended on it.
 *
 * What the dropped preloads did is done after the paint instead: the held code also imports
 * every chunk they named, so the browser asks for the page's whole module graph at once rather
 * than one level of imports at a time (up to five round trips on a phone's connection before the
 * last chunk arrives). React Router imports its client entry last and dynamically, once the route
 * modules are in place, so the entry cannot be one of those imports: the boot script preloads it
 * beside the module it starts, with the chunks only the entry imports (React DOM's client). Those
 * are left out of the held code's imports so that they compile and run in the entry's task, not
 * in the route code's, as in React Router's own build (decision 0031, session 29).
 *
 * The inserted module has the block's exact text, so one CSP source admits both: the
 * response's nonce, or on a prerendered page the block's hash (app/server/http/inline-scripts.ts).
 */

/** `<link rel="modulepreload" href="…"/>` as React Router's <Scripts/> renders it. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;

/** The route code's last statement: React Router's client entry, imported once the route modules are set. */
const ENTRY_IMPORT = /\bimport\("([^"]+)"\)/;

/** React Router's route-modules script (React writes `async=""`): the only module script a page carries. */
const ROUTE_MODULES_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/;

/** The type that keeps React Router's module script from running while the page is parsed. */
export const AFTER_PAINT_TYPE = "text/x-module-after-paint";

/**
 * Runs in the browser as plain ES5 so that it can never be the thing that fails. It preloads the
 * client entry the data block names and runs the block's code as a module, both with this
 * script's nonce (empty on prerendered pages, whose CSP admits the block's hash instead). A
 * hidden tab never paints, so it starts at once; a browser without paint timing starts at
 * `load`; and `load` plus three seconds is a backstop should the paint entry never come.
 */
export const BOOT_SCRIPT = `(function (held, nonce) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preloads = [held.getAttribute("data-entry")].concat((held.getAttribute("data-entry-imports") || "").split(" "));
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = preloads[i];
      if (nonce) link.nonce = nonce;
      document.head.appendChild(link);
    }
    var script = document.createElement("script");
    script.type = "module";
    if (nonce) script.nonce = nonce;
    script.textContent = held.textContent;
    document.body.appendChild(script);
  }
  function later(delay) { return function () { setTimeout(start, delay); }; }
  var observesPaint = typeof PerformanceObserver === "function" &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0;
  if (document.visibilityState === "hidden") return later(0)();
  if (!observesPaint) return addEventListener("load", later(0));
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    later(0)();
  }).observe({ type: "paint", buffered: true });
  addEventListener("load", later(3000));
})(document.currentScript.previousElementSibling, document.currentScript.nonce);`;

/**
 * The document with its JavaScript deferred to after first paint; unchanged if it has none.
 * `entryOnly`: the chunks only the client entry imports (React DOM's client), which the boot
 * script preloads beside the entry instead of the held code importing them, so that they are
 * compiled and run with the entry rather than in the route code's task.
 */
export function hydrateAfterPaint(html: string, { entryOnly = [] }: { entryOnly?: readonly string[] } = {}): string {
  const opening = ROUTE_MODULES_SCRIPT.exec(html);
  if (!opening) return html;
  const [openingTag, nonceAttribute = ""] = opening;
  const closing = html.indexOf("</script>", opening.index) + "</script>".length;
  const routeCode = html.slice(opening.index + openingTag.length, closing - "</script>".length);
  const entry = ENTRY_IMPORT.exec(routeCode)?.[1];
  const leftOut = new Set(entry ? [entry, ...entryOnly] : entryOnly);
  const code = routeCode + chunkImports(html, { routeCode, leftOut });
  const entryImports = entryOnly.length ? ` data-entry-imports="${entryOnly.join(" ")}"` : "";
  const entryAttribute = entry ? ` data-entry="${entry}"${entryImports}` : "";
  const held = `<script${nonceAttribute} type="${AFTER_PAINT_TYPE}"${entryAttribute}>${code}</script>`;
  const boot = `<script${nonceAttribute}>${BOOT_SCRIPT}</script>`;
  return (html.slice(0, opening.index) + held + boot + html.slice(closing)).replace(MODULE_PRELOAD, "");
}

/**
 * A static import of each chunk the page's preloads name that the route code does not import
 * itself, leaving out the entry and the chunks only it imports (`leftOut`). Import declarations
 * are hoisted: these are fetched with the route code's own imports and evaluated after them,
 * before its statements run, in the order React Router listed them.
 */
function chunkImports(
  html: string,
  { routeCode, leftOut }: { routeCode: string; leftOut: ReadonlySet<string> },
): string {
  const chunks = new Set([...html.matchAll(MODULE_PRELOAD)].map((link) => link[1]!));
  return [...chunks]
    .filter((chunk) => !leftOut.has(chunk) && !routeCode.includes(`"${chunk}"`))
    .map((chunk) => `\nimport "${chunk}";`)
    .join("");
}
