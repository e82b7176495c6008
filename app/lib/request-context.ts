import { createContext } from "react-router";
import type { SiteDetails } from "~/content/site";

/**
 * Per-request values the Express layer hands to React Router. While prerendering at build
 * time there is no request: no nonce (the page's CSP uses script hashes), no client.
 */
export const cspNonceContext = createContext<string>("");

/** Set only when FAULT_INJECTION is on and the request asks for it: the root loader then throws. */
export const injectedFaultContext = createContext<boolean>(false);

/** The client's address as Express sees it (X-Forwarded-For only when TRUST_PROXY is set). */
export const clientAddressContext = createContext<string>("");

/**
 * Set-Cookie values a loader or action wants on the response whatever it returns (a
 * refreshed session, a cleared flash message); the root middleware appends them.
 */
export const responseCookiesContext = createContext<string[] | null>(null);

/**
 * The site details a page is rendered with when there is no request's services to ask: the
 * prerendered pages regenerated after the owner saves the site settings (decision 0029).
 */
export const renderedSiteContext = createContext<SiteDetails | null>(null);
