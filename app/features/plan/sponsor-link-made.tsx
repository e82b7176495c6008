import { Link2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A new sponsor link, shown once: only its hash is kept, so this answer is the one place it
 * appears. The copy button needs JavaScript; without it the field is there to select.
 */
export function SponsorLinkMade({ url, pdfUrl, message }: { url: string; pdfUrl: string; message: string }) {
  const hydrated = useHydrated();
  return (
    <div role="status" className="mb-6 rounded-md bg-emerald-50 p-4 text-emerald-950">
      <p>{message}</p>
      <label htmlFor="sponsor-link" className="mt-3 block font-semibold">
        The sponsor&apos;s link
      </label>
      <input
        id="sponsor-link"
        readOnly
        value={url}
        className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-sm"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="mt-3 flex flex-wrap gap-3">
        {hydrated ? (
          <Button variant="outline" onClick={() => void copyText(url)}>
            <Link2 aria-hidden="true" className="size-4" />
            Copy the link
          </Button>
        ) : null}
        <a href={pdfUrl} className="inline-flex min-h-11 items-center font-semibold text-ocean-800 underline" download>
          Download the one-page PDF
        </a>
      </div>
    </div>
  );
}

async function copyText(text: string) {
  try {
    if (!navigator.clipboard) throw new Error("no clipboard");
    await navigator.clipboard.writeText(text);
    toast.success("Link copied. Send it to your sponsor.");
  } catch {
    // Some in-app browsers refuse the clipboard: the field is selected for a long-press copy.
    const field = document.getElementById("sponsor-link");
    if (field instanceof HTMLInputElement) field.select();
    toast.error("Couldn't copy the link. Select it in the field and copy it.");
  }
}
