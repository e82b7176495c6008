import { cva, type VariantProps } from "class-variance-authority";
import { Info } from "lucide-react";
import { sampleContactNote, type ContactDetails } from "~/content/site";
import { cn } from "~/lib/cn";
import { Badge } from "./badge";

const noteVariants = cva("flex items-start gap-1.5 text-sm", {
  variants: {
    tone: {
      light: "text-slate-700",
      // On the footer's ocean-900.
      dark: "text-ocean-100",
    },
  },
  defaultVariants: { tone: "light" },
});

/**
 * Said next to the practice's phone and email wherever they are shown, while either is still a
 * reserved placeholder (app/content/site.ts), so nobody takes them for a real contact.
 * Renders nothing once both are real.
 */
export function SampleContactNote({
  contact,
  tone,
  className,
}: { contact: ContactDetails; className?: string } & VariantProps<typeof noteVariants>) {
  const note = sampleContactNote(contact);
  if (!note) return null;
  return (
    <p className={cn(noteVariants({ tone }), className)} data-testid="sample-contact-note">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{note}</span>
    </p>
  );
}

/**
 * The header's compact form: a small "Sample" tag beside the phone link (wider screens spell
 * out "Sample contact details"); screen readers and the tooltip get the whole sentence.
 */
export function SampleContactTag({ contact, className }: { contact: ContactDetails; className?: string }) {
  const note = sampleContactNote(contact);
  if (!note) return null;
  return (
    <Badge
      tone="warning"
      size="compact"
      title={note}
      className={cn("shrink-0", className)}
      data-testid="sample-contact-note"
    >
      <span aria-hidden="true" className="sm:hidden">
        Sample
      </span>
      <span aria-hidden="true" className="hidden sm:inline">
        Sample contact details
      </span>
      <span className="sr-only">{note}</span>
    </Badge>
  );
}
