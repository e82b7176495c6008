import { AlertTriangle, CheckCircle2, Info, Mail, Phone } from "lucide-react";
import { Suspense, type ComponentProps, type ReactNode } from "react";
import { telHref } from "~/content/site";
import type { Port, ShippingCompany } from "~/content/shipping";
import type { GuideFigure } from "~/content/sources";
import { cn } from "~/lib/cn";
import { Badge, SampleListingTag } from "./badge";
import { ExternalLink } from "./external-link";
import { GlossedText } from "./glossed-text";

/** The building blocks every guide and information page is made of. */

/**
 * A titled part of a guide: an h2 the page outline (and in-page links) can use. A part that is
 * not the first thing in its container is laid out only when near the viewport
 * (`render-when-visible`, app.css): on a guide, whose header comes first, that is every part, the
 * first one too. Laying the first part out with the page instead measured better on one guide and
 * worse on another (decision 0031, session 29), so it waits like the rest.
 */
export function GuideSection({
  id,
  title,
  lead,
  children,
  className,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn("mt-10 not-first:render-when-visible first:mt-0", className)}>
      <h2 id={id} className="scroll-mt-20 text-2xl font-bold text-ocean-900">
        {title}
      </h2>
      {lead ? (
        <p className="mt-2 max-w-3xl text-slate-700">
          {typeof lead === "string" ? <GlossedText>{lead}</GlossedText> : lead}
        </p>
      ) : null}
      {/* Each part hydrates in a pass of its own (a Suspense boundary), not with the whole page. */}
      <Suspense>
        <div className="mt-4">{children}</div>
      </Suspense>
    </section>
  );
}

/** A guide's parts, by id, for its sections and its "On this page" list (in this order). */
export function guideSections<const Id extends string>(
  parts: readonly (readonly [id: Id, title: string])[],
): Record<Id, { id: Id; title: string }> {
  return Object.fromEntries(parts.map(([id, title]) => [id, { id, title }])) as Record<Id, { id: Id; title: string }>;
}

/**
 * "On this page": links to a long guide's parts (and its sources block), so a phone user can
 * jump instead of scrolling several screens. Plain anchors: it works without JavaScript.
 */
export function OnThisPage({ sections }: { sections: Record<string, { id: string; title: string }> }) {
  const parts = [...Object.values(sections), { id: "official-sources", title: "Official sources" }];
  return (
    <nav aria-label="On this page" className="mt-6 mb-8 print:hidden">
      <p className="text-sm font-semibold text-slate-900">On this page</p>
      {/* Wrapping chips: a phone sees every part in two or three rows, not a screen of links. */}
      <ol className="mt-2 flex flex-wrap gap-2 text-sm">
        {parts.map((part) => (
          <li key={part.id}>
            <a
              href={`#${part.id}`}
              className="inline-flex min-h-9 items-center rounded-full border border-ocean-100 bg-white px-3 text-ocean-800 underline-offset-2 hover:underline"
            >
              {part.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A titled card in a guide: a list item by default, or a block on its own. */
export function InfoCard({
  as: Element = "li",
  title,
  eyebrow,
  children,
  className,
  titleClassName,
}: {
  as?: "li" | "div";
  title: ReactNode;
  /** Shown above the title, e.g. a badge saying what kind of thing this is. */
  eyebrow?: ReactNode;
  children?: ReactNode;
  className?: string;
  titleClassName?: string;
}) {
  return (
    <Element
      className={cn("flex flex-col items-start rounded-xl border border-ocean-100 bg-white p-4 shadow-sm", className)}
    >
      {eyebrow}
      <h3 className={cn("font-semibold text-ocean-900", titleClassName)}>{title}</h3>
      {children}
    </Element>
  );
}

/**
 * Key figures as cards. Each says whose figure it is: ours (a planning figure from the site
 * owner) or an official rule, and shows the official rule and its source beside our figure.
 */
export function FigureGrid({ figures }: { figures: readonly GuideFigure[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {figures.map((figure) => (
        <li key={figure.label} className="rounded-xl border border-ocean-100 bg-white p-4 shadow-sm">
          <p className="text-sm font-semibold text-slate-700">{figure.label}</p>
          {/* The figure itself first and large; what qualifies it follows, smaller and set apart. */}
          <p className="mt-1 text-2xl leading-tight font-bold text-ocean-900">{figure.value}</p>
          <Badge tone={figure.basis === "official" ? "success" : "sand"} className="mt-2">
            {figure.basis === "official" ? "Official rule" : "Our planning figure"}
          </Badge>
          {figure.official || figure.note ? (
            <div className="mt-3 space-y-2 border-l-2 border-ocean-100 pl-3 text-sm text-slate-700">
              {figure.official ? (
                <p>
                  {figure.basis === "planning" ? <span className="font-semibold">Official rule: </span> : null}
                  {figure.official.text}{" "}
                  <ExternalLink href={figure.official.source.url}>{figure.official.source.publisher}</ExternalLink>
                </p>
              ) : null}
              {figure.note ? <p>{figure.note}</p> : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A plain list of advice with check marks. */
export function TipList({ items, className }: { items: readonly ReactNode[]; className?: string }) {
  return (
    <ul className={cn("space-y-2", className)}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-2 text-slate-800">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ocean-600" />
          <span>{typeof item === "string" ? <GlossedText>{item}</GlossedText> : item}</span>
        </li>
      ))}
    </ul>
  );
}

/** A boxed note: `warning` for things that cost money or time when missed. */
export function Callout({
  tone = "info",
  title,
  children,
  className,
}: {
  tone?: "info" | "warning";
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === "warning" ? AlertTriangle : Info;
  return (
    <div
      className={cn(
        "flex gap-3 rounded-xl border p-4",
        tone === "warning" ? "border-amber-300 bg-amber-50" : "border-ocean-100 bg-ocean-50",
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn("mt-0.5 size-5 shrink-0", tone === "warning" ? "text-amber-800" : "text-ocean-700")}
      />
      <div className="text-slate-800">
        <p className="font-semibold text-slate-900">{title}</p>
        <div className="mt-1 space-y-2">{children}</div>
      </div>
    </div>
  );
}

/** A phone number as a `tel:` link. */
export function PhoneLink({ phone, className, ...props }: Omit<ComponentProps<"a">, "href"> & { phone: string }) {
  return (
    <a
      href={telHref(phone)}
      className={cn(
        "inline-flex items-center gap-1 text-ocean-800 underline underline-offset-2 hover:text-ocean-900",
        className,
      )}
      {...props}
    >
      <Phone aria-hidden="true" className="size-4" />
      {phone}
    </a>
  );
}

/** An email address as a `mailto:` link. */
export function EmailLink({ email, className, ...props }: Omit<ComponentProps<"a">, "href"> & { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className={cn(
        "inline-flex items-center gap-1 break-all text-ocean-800 underline underline-offset-2 hover:text-ocean-900",
        className,
      )}
      {...props}
    >
      <Mail aria-hidden="true" className="size-4 shrink-0" />
      {email}
    </a>
  );
}

/** Shipping companies as cards; sample listings carry the tag and no phone or website, so nobody mistakes them for real contacts. */
export function ShippingCompanyList({ companies }: { companies: readonly ShippingCompany[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {companies.map((company) => (
        <InfoCard key={company.name} title={company.name}>
          {company.sample ? <SampleListingTag className="mt-1" /> : null}
          <p className="mt-2 flex-1 text-sm text-slate-700">{company.notes}</p>
          {company.sample ? (
            // A sample listing offers nothing that acts like a real contact.
            <p className="mt-3 text-sm text-slate-700">No contact details: this is a sample listing.</p>
          ) : (
            <div className="mt-3 space-y-1 text-sm">
              {company.phone ? <PhoneLink phone={company.phone} className="min-h-11" /> : null}
              <p>
                <ExternalLink href={company.website} className="inline-flex min-h-11 items-center">
                  Website<span className="sr-only"> for {company.name}</span>
                </ExternalLink>
              </p>
            </div>
          )}
        </InfoCard>
      ))}
    </ul>
  );
}

/** Ports: where, how long in transit, what to know. */
export function PortList({ ports }: { ports: readonly Port[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {ports.map((port) => (
        <InfoCard key={port.location} title={port.location}>
          <p className="mt-2 text-sm">
            <span className="font-semibold text-slate-800">Transit: </span>
            <span className="text-slate-700">{port.transit}</span>
          </p>
          <p className="mt-1 text-sm text-slate-700">{port.notes}</p>
        </InfoCard>
      ))}
    </ul>
  );
}
