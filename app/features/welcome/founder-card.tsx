import { Mail, MapPin, Phone } from "lucide-react";
import { SiteLogo } from "~/components/ui/site-logo";
import { Card, CardTitle } from "~/components/ui/card";
import { telHref } from "~/content/site";
import { usePublicContact, useSite } from "~/lib/use-site";

/** Its own links rather than the guides' PhoneLink/EmailLink: the home page loads this card, not the guides' module. */
const CONTACT_LINK =
  "inline-flex min-h-11 items-center gap-1 text-ocean-800 underline underline-offset-2 hover:text-ocean-900 sm:min-h-0";

/**
 * "About the Founder": the practice's founder as the owner set them in the site's details,
 * read-only for visitors. A detail the public may not see (a placeholder on a real
 * deployment, features/site/public-contact.ts) is left out, and the card still reads whole.
 */
export function FounderCard({ headingLevel = "h2", className }: { headingLevel?: "h2" | "h3"; className?: string }) {
  const site = useSite();
  const contact = usePublicContact();
  const { founder } = site;
  const headingId = `founder-${headingLevel}`;
  return (
    <Card aria-labelledby={headingId} className={className}>
      <CardTitle as={headingLevel} id={headingId} size="lg">
        About the Founder
      </CardTitle>
      <div className="mt-4 flex gap-4">
        <FounderPortrait name={contact.founderName} photoUrl={site.founderPhotoUrl} />
        <div className="min-w-0 space-y-1">
          {contact.founderName ? <p className="text-lg font-semibold text-ocean-900">{contact.founderName}</p> : null}
          <p className="text-slate-700">{founder.title}</p>
          <p className="flex items-center gap-1 text-sm text-slate-700">
            <MapPin aria-hidden="true" className="size-4" />
            {founder.location}
          </p>
          {contact.phone || contact.email ? (
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {contact.phone ? (
                <a href={telHref(contact.phone)} className={CONTACT_LINK}>
                  <Phone aria-hidden="true" className="size-4" />
                  {contact.phone}
                </a>
              ) : null}
              {contact.email ? (
                <a href={`mailto:${contact.email}`} className={`${CONTACT_LINK} break-all`}>
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {contact.email}
                </a>
              ) : null}
            </p>
          ) : null}
        </div>
      </div>
      {site.founderBio ? <p className="mt-4 text-slate-700">{site.founderBio}</p> : null}
    </Card>
  );
}

/** The photo when the owner has set one; else the name's initials; else the site's logo. */
function FounderPortrait({ name, photoUrl }: { name: string | null; photoUrl?: string }) {
  const frame = "size-16 shrink-0 rounded-full";
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={name ? `Photo of ${name}` : "Photo of the founder"}
        width={64}
        height={64}
        className={`${frame} object-cover`}
      />
    );
  }
  if (!name) {
    return <SiteLogo size={64} className={frame} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${frame} flex items-center justify-center bg-ocean-700 text-xl font-bold text-white`}
    >
      {initials(name)}
    </span>
  );
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words.length > 1 ? (words.at(-1)?.[0] ?? "") : "")).toUpperCase();
}
