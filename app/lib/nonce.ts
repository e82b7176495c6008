import { createContext, useContext } from "react";

/**
 * Prerendered pages are written at build time with this stand-in; the server swaps it for
 * the request's own CSP nonce when it sends the file (app/server/prerendered.server.ts).
 */
export const PRERENDER_NONCE_PLACEHOLDER = "PRERENDERNONCEPLACEHOLDER";

/** The request's CSP nonce on the server; browsers hide nonces, so it is empty after hydration. */
export const NonceContext = createContext<string>("");

export function useNonce(): string {
  return useContext(NonceContext);
}
