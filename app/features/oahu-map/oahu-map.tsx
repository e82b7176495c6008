import { Link } from "react-router";
import {
  COMMUTE_RADIUS_MILES,
  HONOLULU,
  INSTALLATIONS,
  TOWNS,
  type InstallationId,
  type LabelSide,
  type TownName,
} from "~/content/oahu-places";
import { nearestInstallations } from "./commutes";
import { OAHU_OUTLINE_PATH } from "./oahu-outline";
import { OAHU_VIEWBOX, project } from "./projection";

/** A town on the map, and the section of the site about it. */
export type MapArea = { town: TownName; href: string };

const LABEL_GAP = 9;
/** Label offsets and anchors per side; the y values centre a 15-unit label on its marker. */
const LABEL_PLACEMENT: Record<LabelSide, { dx: number; dy: number; anchor: "start" | "middle" | "end" }> = {
  left: { dx: -LABEL_GAP, dy: 5, anchor: "end" },
  right: { dx: LABEL_GAP, dy: 5, anchor: "start" },
  above: { dx: 0, dy: -LABEL_GAP - 2, anchor: "middle" },
  below: { dx: 0, dy: LABEL_GAP + 12, anchor: "middle" },
};

function MapLabel({ x, y, side, children }: { x: number; y: number; side: LabelSide; children: string }) {
  const { dx, dy, anchor } = LABEL_PLACEMENT[side];
  return (
    <text x={x + dx} y={y + dy} textAnchor={anchor} className="oahu-map-label">
      {children}
    </text>
  );
}

/**
 * Oahu with its installations and the towns a page talks about, each town a link to that
 * page's section on it. The list under the map says the same in words (and distances), for
 * screen readers and for phones, where the labels are small.
 */
export function OahuMap({
  id = "oahu-map",
  title,
  areas,
  installationLinks = {},
}: {
  id?: string;
  title: string;
  areas: readonly MapArea[];
  /** Installations that have a section on this page. */
  installationLinks?: Partial<Record<InstallationId, string>>;
}) {
  const honolulu = project(HONOLULU.position);
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="@container rounded-xl border border-ocean-100 bg-white p-4 shadow-sm"
    >
      <figcaption id={`${id}-title`} className="text-lg font-semibold text-ocean-900">
        {title}
      </figcaption>
      {/* Side by side once the figure itself is wide enough, whatever the sidebar does. */}
      <div className="mt-3 grid gap-x-6 gap-y-4 @3xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <svg
            viewBox={`0 0 ${OAHU_VIEWBOX.width} ${OAHU_VIEWBOX.height}`}
            className="h-auto w-full rounded-lg bg-ocean-50"
            role="group"
            aria-label={`Map of Oahu: ${title}`}
          >
            <path d={OAHU_OUTLINE_PATH} className="fill-sand-100 stroke-ocean-700" strokeWidth={1.5} />
            <g aria-hidden="true">
              <circle cx={honolulu.x} cy={honolulu.y} r={3} className="fill-slate-500" />
              <MapLabel x={honolulu.x} y={honolulu.y} side="below">
                {HONOLULU.name}
              </MapLabel>
            </g>
            {INSTALLATIONS.map((base) => {
              const { x, y } = project(base.position);
              const marker = (
                <>
                  <rect x={x - 6} y={y - 6} width={12} height={12} rx={2} className="fill-coral-600 stroke-white" />
                  <MapLabel x={x} y={y} side={base.label}>
                    {base.shortName}
                  </MapLabel>
                </>
              );
              // The name starts with the printed words, so a voice command "click MCB Hawaii" finds it.
              const name = `${base.shortName}: ${base.name}, ${base.branch}`;
              const href = installationLinks[base.id];
              return href ? (
                <Link key={base.id} to={href} aria-label={name} className="oahu-map-link">
                  {marker}
                </Link>
              ) : (
                <g key={base.id} role="img" aria-label={name}>
                  {marker}
                </g>
              );
            })}
            {areas.map(({ town, href }) => {
              const { x, y } = project(TOWNS[town].position);
              return (
                <Link key={town} to={href} aria-label={town} className="oahu-map-link">
                  <circle cx={x} cy={y} r={6} className="fill-ocean-700 stroke-white" strokeWidth={2} />
                  <MapLabel x={x} y={y} side={TOWNS[town].label}>
                    {town}
                  </MapLabel>
                </Link>
              );
            })}
          </svg>
          <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-coral-600" /> Military installation
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="inline-block size-3 rounded-full bg-ocean-700" /> Town (a link to its
              section)
            </span>
          </p>
        </div>
        <AreaDistances areas={areas} />
      </div>
    </figure>
  );
}

function AreaDistances({ areas }: { areas: readonly MapArea[] }) {
  return (
    <div className="text-sm">
      <p className="font-semibold text-ocean-900">Nearest installations</p>
      <p className="mt-1 text-slate-700">
        Miles in a straight line. Our home-buying guide reckons {COMMUTE_RADIUS_MILES} miles at about a 30-minute drive
        outside rush hour.
      </p>
      <ul className="mt-2 space-y-1.5">
        {areas.map(({ town, href }) => (
          <li key={town}>
            <Link to={href} className="font-medium text-ocean-800 underline underline-offset-2">
              {town}
            </Link>
            :{" "}
            {nearestInstallations(town)
              .map(
                ({ installation, miles, statedTime }) =>
                  `${miles} mi to ${installation.shortName}${statedTime ? ` (${statedTime} by car)` : ""}`,
              )
              .join(", ")}
          </li>
        ))}
      </ul>
    </div>
  );
}
