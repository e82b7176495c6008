import { createContext, useContext } from "react";

/**
 * The CSP nonce of a page rendered per request, on the server. Prerendered pages have none
 * (their CSP lists the hashes of their inline scripts instead), and browsers hide nonces, so
 * it is empty while hydrating.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
