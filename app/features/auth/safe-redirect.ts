/**
 * Where a family was going when it was asked to sign in (`redirectTo`), carried through
 * sign-up, the emailed verification link and sign-in. Only a path on this site is ever
 * followed: anything that a browser could read as another origin ("//evil.com", "/\evil.com",
 * "https://…", their percent-encoded forms) falls back to the home page, as do the sign-in pages
 * themselves (a loop) and better-auth's API.
 */
export const REDIRECT_TO_PARAM = "redirectTo";
const HOME = "/";
/** Long enough for any page with its query (a shared calculator link); longer is no page of ours. */
const REDIRECT_MAX_LENGTH = 2048;
/** A stand-in origin: a path resolved against it that lands elsewhere was never same-site. */
const PROBE_ORIGIN = "https://same-site.invalid";

/** Every percent-decoding of `text` until it stops changing (null: malformed). */
function fullyDecoded(text: string): string | null {
  let current = text;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** Tabs and line breaks are dropped by URL parsers ("/\t/evil.com" becomes "//evil.com"). */
function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** True for a path that leads back into signing in, or to better-auth's endpoints. */
function isAuthPath(pathname: string): boolean {
  return pathname === "/auth" || pathname.startsWith("/auth/") || pathname.startsWith("/api/");
}

/** The same-site path to go to, or `fallback` ("/") for anything else. */
export function safeRedirect(to: unknown, fallback: string = HOME): string {
  if (typeof to !== "string" || to.length === 0 || to.length > REDIRECT_MAX_LENGTH) return fallback;
  const decoded = fullyDecoded(to);
  if (decoded === null) return fallback;
  for (const form of [to, decoded]) {
    // One leading slash, never two, never a backslash (browsers read "\" as "/") or a control character.
    if (!form.startsWith("/") || form.startsWith("//") || form.includes("\\") || hasControlCharacter(form)) {
      return fallback;
    }
  }
  const url = new URL(to, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN || isAuthPath(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page (or its sign-up tab) that comes back to `redirectTo` afterwards. */
export function signInPath(redirectTo?: string | null, tab?: "signup"): string {
  const query = new URLSearchParams();
  if (tab) query.set("tab", tab);
  const target = safeRedirect(redirectTo, "");
  if (target && target !== HOME) query.set(REDIRECT_TO_PARAM, target);
  const search = query.toString();
  return search ? `/auth?${search}` : "/auth";
}
