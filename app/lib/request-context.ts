import { createContext } from "react-router";
import { PRERENDER_NONCE_PLACEHOLDER } from "./nonce";

/**
 * Per-request values the Express layer hands to React Router. While prerendering at build
 * time there is no request, so the nonce is the placeholder the server later replaces.
 */
export const cspNonceContext = createContext<string>(PRERENDER_NONCE_PLACEHOLDER);

/** Set only when FAULT_INJECTION is on and the request asks for it: the root loader then throws. */
export const injectedFaultContext = createContext<boolean>(false);

/** The client's address as Express sees it (X-Forwarded-For only when TRUST_PROXY is set). */
export const clientAddressContext = createContext<string>("");

/**
 * Set-Cookie values a loader or action wants on the response whatever it returns (a
 * refreshed session, a cleared flash message); the root middleware appends them.
 */
export const responseCookiesContext = createContext<string[] | null>(null);
