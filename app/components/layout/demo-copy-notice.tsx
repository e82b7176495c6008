import { Info } from "lucide-react";
import { usePublicContact } from "~/lib/use-site";

/**
 * The one notice a local copy gives while the practice's phone, email or founder's name is
 * still a sample (features/site/public-contact.ts): above the header on every page, one short
 * line on a phone. A real deployment never shows it; it hides the samples instead.
 */
export function DemoCopyNotice() {
  const { demoNotice } = usePublicContact();
  if (!demoNotice) return null;
  return (
    <aside
      aria-label="Demo copy"
      className="border-b border-amber-200 bg-amber-50 px-4 py-1 text-sm text-amber-950 print-hidden"
      data-testid="demo-copy-notice"
    >
      <p className="mx-auto flex max-w-5xl items-start gap-1.5">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{demoNotice}</span>
      </p>
    </aside>
  );
}
