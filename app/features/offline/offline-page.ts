import { NAMES } from "~/content/names";

/** What a page that needs the network says when there is none (the service worker's answer). */
export const OFFLINE_MESSAGE = "You are offline: this page needs a connection";

/**
 * The offline page as the service worker answers a navigation it cannot serve: a whole
 * document of its own, with no script (it never hydrates as another route), in the site's
 * colours, pointing to what does work offline.
 */
export function offlinePageHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#095c6b">
<title>${OFFLINE_MESSAGE} | Aloha PCS</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#fdfaf3;color:#1e293b}
main{max-width:36rem;margin:0 auto;padding:3rem 1.25rem}
h1{color:#083842;font-size:1.75rem;line-height:1.2}
p{font-size:1.125rem;line-height:1.6}
a{display:inline-flex;min-height:2.75rem;align-items:center;color:#095c6b;font-weight:600}
</style>
</head>
<body>
<main>
<h1>${OFFLINE_MESSAGE}</h1>
<p>Your phone has no signal or no internet right now. Try this page again when you are back online.</p>
<p>Your plan works without a connection once you have opened it online: <a href="/plan">${NAMES.plan}</a></p>
</main>
</body>
</html>
`;
}

/** The offline page as a response. */
export function offlinePageResponse(): Response {
  return new Response(offlinePageHtml(), {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
