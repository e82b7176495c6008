import { createContext, useContext } from "react";

/**
 * The CSP nonce of a page rendered per request: the real one on the server, "" while
 * hydrating (browsers hide its value). Prerendered pages have none: their CSP lists the
 * hashes of their inline scripts instead.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
