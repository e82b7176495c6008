import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { NonceContext } from "./lib/nonce";

// Browsers hide a nonce attribute's value (it reads as ""), so a page rendered with one
// hydrates with "", and a prerendered page, which has none, without.
const nonce = document.querySelector("script[nonce]") ? "" : undefined;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext.Provider value={nonce}>
        <HydratedRouter />
      </NonceContext.Provider>
    </StrictMode>,
  );
});

// The service worker (the plan offline, the site installed): a lazy chunk that waits for the
// page's load and an idle moment itself, so it weighs nothing in any page's first JavaScript
// (decision 0037). Only for a signed-in family (root.tsx marks the page): the plan is what it keeps,
// and a visitor reading a guide on a phone should not download the whole site in the background.
if (document.documentElement.hasAttribute("data-signed-in")) void import("./lib/service-worker-client");
