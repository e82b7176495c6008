/**
 * The site's logo, drawn in the page (the same drawing as public/logo.svg, the installed app's
 * icon; a unit test keeps them equal). As an <img> it was one more request at the start of every
 * first visit, sharing a phone's connection with the stylesheet and the font the first paint
 * waits for (decision 0031). With a `label` it is an image of that name; without, decoration.
 */
export function SiteLogo({ size, label, className }: { size: number; label?: string; className?: string }) {
  const name = label ? { role: "img", "aria-label": label } : { "aria-hidden": true as const };
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} className={className} {...name}>
      <circle cx="32" cy="32" r="31" fill="#095c6b" />
      <path d="M14 50h36" stroke="#f7efdd" strokeWidth="3" strokeLinecap="round" />
      <path d="M20 50V37l10-8 10 8v13" fill="#f7efdd" />
      <rect x="27" y="41" width="6" height="9" fill="#095c6b" />
      <path d="M44 50c0-9-1-18-4-26" stroke="#f7efdd" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <path
        d="M40 24c-5-4-11-4-15-1 5 0 9 1 15 1zM40 24c2-6 7-9 13-8-5 2-9 5-13 8zM40 24c5-2 11 0 14 5-5-3-9-4-14-5zM40 24c-3-5-9-7-13-5 5 1 9 2 13 5z"
        fill="#f7efdd"
      />
    </svg>
  );
}
