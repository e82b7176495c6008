import { Link2, Printer } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * "Copy link" and "Print" under a calculator's results. The inputs are in the URL, so the link
 * is the result. Both need JavaScript, so they appear once the page is hydrated (without it the
 * address bar and the browser's own print do the same).
 */
export function ShareButtons() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <div className="mt-6 flex flex-wrap gap-3 print:hidden">
      <Button variant="outline" onClick={() => void copyLink()}>
        <Link2 aria-hidden="true" className="size-4" />
        Copy link
      </Button>
      <Button variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden="true" className="size-4" />
        Print
      </Button>
    </div>
  );
}

async function copyLink() {
  const url = window.location.href;
  try {
    if (!navigator.clipboard) throw new Error("no clipboard");
    await navigator.clipboard.writeText(url);
  } catch {
    // Older browsers and some in-app browsers: copy through a selected text area.
    const area = document.createElement("textarea");
    area.value = url;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const copied = document.execCommand("copy");
    area.remove();
    if (!copied) {
      toast.error("Couldn't copy the link. Copy it from the address bar instead.");
      return;
    }
  }
  toast.success("Link copied to clipboard!");
}
