/**
 * The packet as a page shows it: `SponsorPacketView` with its dates already in words (the server
 * writes them, sponsor-packet.server.ts), so the pages load no date code for them.
 */
export type SponsorPacketDisplay = {
  /** "Sat, May 8, 2027 – Sat, May 15, 2027". */
  arrivalWindow: string;
  rows: { label: string; value: string }[];
  help: string[];
  /** YYYY-MM-DD, and in words. */
  expiresOn: string;
  expires: string;
};

/**
 * The packet as the sponsor reads it, line by line. The family's preview and the sponsor's own
 * page both render this, from the same view, so the preview is exactly what the sponsor sees.
 */
export function SponsorPacketSheet({ view, headingLevel = 2 }: { view: SponsorPacketDisplay; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const headingClass = "mt-6 text-lg font-bold text-ocean-900 first:mt-0";
  return (
    <div>
      <Heading className={headingClass}>Arrival window</Heading>
      <p className="mt-1 text-slate-800">{view.arrivalWindow}</p>
      <Heading className={headingClass}>The family</Heading>
      <dl className="mt-2 divide-y divide-ocean-100 border-y border-ocean-100">
        {view.rows.map((row) => (
          <div key={row.label} className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold text-slate-900">{row.label}</dt>
            <dd className="text-slate-800">{row.value}</dd>
          </div>
        ))}
      </dl>
      <Heading className={headingClass}>They would like help with</Heading>
      {view.help.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
          {view.help.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-slate-800">Nothing in particular yet.</p>
      )}
      <p className="mt-6 text-sm text-slate-700">
        This link works until <time dateTime={view.expiresOn}>{view.expires}</time>, unless the family withdraws it
        sooner.
      </p>
    </div>
  );
}
