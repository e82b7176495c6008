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
