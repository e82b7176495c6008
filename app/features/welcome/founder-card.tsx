import { MapPin, Pencil } from "lucide-react";
import { useId, useMemo, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { EmailLink, PhoneLink } from "~/components/ui/guide";
import { SampleContactNote } from "~/components/ui/sample-contact-note";
import type { Founder } from "~/content/site";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { useSite } from "~/lib/use-site";
import {
  FOUNDER_CONTACT_STORAGE_KEY,
  FOUNDER_FIELD_MAX_LENGTH,
  founderContactFrom,
  serializeFounderContact,
} from "./founder-contact";
import { useLocalValue, writeLocalValue } from "./local-value";

/** The founder's details: the site's, with any edits saved in this browser laid over them. */
export function useFounderContact(): [Founder, (contact: Founder) => void] {
  const site = useSite();
  const saved = useLocalValue(FOUNDER_CONTACT_STORAGE_KEY);
  const contact = useMemo(() => founderContactFrom(saved, site.founder), [saved, site.founder]);
  return [contact, (edited) => writeLocalValue(FOUNDER_CONTACT_STORAGE_KEY, serializeFounderContact(edited))];
}

/** Name, title, location and clickable phone and email. */
export function FounderDetails({ founder, className }: { founder: Founder; className?: string }) {
  return (
    <div className={cn("flex gap-4", className)}>
      <span
        aria-hidden="true"
        className="flex size-16 shrink-0 items-center justify-center rounded-full bg-ocean-700 text-xl font-bold text-white"
      >
        {initials(founder.name)}
      </span>
      <div className="min-w-0 space-y-1">
        <p className="text-lg font-semibold text-ocean-900">{founder.name}</p>
        <p className="text-slate-700">{founder.title}</p>
        <p className="flex items-center gap-1 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="size-4" />
          {founder.location}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <PhoneLink phone={founder.phone} className="min-h-11 sm:min-h-0" />
          <EmailLink email={founder.email} className="min-h-11 sm:min-h-0" />
        </p>
        <SampleContactNote contact={founder} className="pt-1" />
      </div>
    </div>
  );
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words.length > 1 ? (words.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

const FIELD_LABELS: Record<keyof Founder, string> = {
  name: "Name",
  title: "Title",
  phone: "Phone",
  email: "Email",
  location: "Location",
};

const FIELD_INPUT: Record<keyof Founder, { type: string; autoComplete: string }> = {
  name: { type: "text", autoComplete: "name" },
  title: { type: "text", autoComplete: "organization-title" },
  phone: { type: "tel", autoComplete: "tel" },
  email: { type: "email", autoComplete: "email" },
  location: { type: "text", autoComplete: "address-level2" },
};

/**
 * "About the Founder" on the welcome page. Edit opens a form (Cancel closes it unchanged);
 * Save Contact Information keeps the values in this browser only and closes the form.
 * Editing is the browser's own (local storage), so Edit appears once the page is hydrated.
 */
export function FounderCard() {
  const [founder, saveFounder] = useFounderContact();
  const [editing, setEditing] = useState(false);
  const formId = useId();
  const hydrated = useHydrated();

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const edited = { ...founder };
    for (const field of Object.keys(FIELD_LABELS) as (keyof Founder)[]) {
      edited[field] = String(form.get(field) ?? "");
    }
    saveFounder(edited);
    setEditing(false);
  }

  return (
    <Card aria-labelledby={`${formId}-heading`}>
      {/* As tall as the Edit button, so nothing moves when it appears. */}
      <div className="flex min-h-11 items-start justify-between gap-4">
        <CardTitle id={`${formId}-heading`} size="lg">
          About the Founder
        </CardTitle>
        {hydrated ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={editing}
            aria-controls={editing ? `${formId}-form` : undefined}
            onClick={() => setEditing((current) => !current)}
          >
            {editing ? (
              "Cancel"
            ) : (
              <>
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </>
            )}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <form id={`${formId}-form`} onSubmit={save} className="mt-4 grid gap-4 sm:grid-cols-2">
          {(Object.keys(FIELD_LABELS) as (keyof Founder)[]).map((field) => (
            <div key={field} className={cn(field === "location" && "sm:col-span-2")}>
              <label htmlFor={`${formId}-${field}`} className="block text-sm font-semibold text-slate-800">
                {FIELD_LABELS[field]}
              </label>
              <input
                id={`${formId}-${field}`}
                name={field}
                type={FIELD_INPUT[field].type}
                autoComplete={FIELD_INPUT[field].autoComplete}
                defaultValue={founder[field]}
                required={field === "name"}
                maxLength={FOUNDER_FIELD_MAX_LENGTH}
                className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 px-3 text-slate-900"
              />
            </div>
          ))}
          <p className="text-sm text-slate-600 sm:col-span-2">
            Saved in this browser only: nothing is sent to us or shown to anyone else.
          </p>
          <div className="sm:col-span-2">
            <Button type="submit">Save Contact Information</Button>
          </div>
        </form>
      ) : (
        <FounderDetails founder={founder} className="mt-4" />
      )}
    </Card>
  );
}
