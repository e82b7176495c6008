/**
 * Starts a page's JavaScript after its first contentful paint instead of while the HTML is
 * parsed (docs/decisions/0006).
 *
 * React Router's <Scripts/> writes a modulepreload link for every chunk of the page and a
 * module script whose static imports fetch them all at parse time: some 40 requests and
 * 70–85 KB that compete with the stylesheet on a slow phone and hold back the first paint of
 * text that is already in the HTML. This rewrite drops the preloads and wraps the module
 * script's code in a small classic script that inserts it once the browser reports a first
 * contentful paint. The code itself is unchanged, so hydration is exactly what it was, one
 * frame later; without JavaScript the page never depended on it.
 */

/** `<link rel="modulepreload" …/>` as React Router's <Scripts/> renders it. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;

/** React Router's route-modules script: the only module script a page carries. */
const ROUTE_MODULES_SCRIPT = /<script( nonce="[^"]*")? type="module" async>([\s\S]*?)<\/script>/;

/**
 * Runs in the browser as plain ES5 so that it can never be the thing that fails.
 * The module script gets this script's nonce, which the CSP asks of every inline script.
 * A hidden tab never paints, so it starts at once; a browser without paint timing starts at
 * `load`; and `load` plus three seconds is a backstop should the paint entry never come.
 */
const BOOT = `(function (code, nonce) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = code;
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
})`;

/** A string literal that is safe inside <script>: no `</script>` or `<!--` can form. */
function scriptStringLiteral(text: string): string {
  return JSON.stringify(text)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The document with its JavaScript deferred to after first paint; unchanged if it has none. */
export function hydrateAfterPaint(html: string): string {
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, nonceAttribute = "", code = ""] = script;
  const boot = `<script${nonceAttribute}>${BOOT}(${scriptStringLiteral(code)}, document.currentScript.nonce);</script>`;
  return (html.slice(0, script.index) + boot + html.slice(script.index + whole.length)).replace(MODULE_PRELOAD, "");
}
