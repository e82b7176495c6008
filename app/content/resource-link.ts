/** A resource: an internal page (href starts with "/") or another site (opens in a new tab). */
export type ResourceLink = { title: string; href: string; description: string };
