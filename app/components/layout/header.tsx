import { Mail, Menu, Phone } from "lucide-react";
import { Link } from "react-router";
import { SampleContactTag } from "~/components/ui/sample-contact-note";
import { telHref } from "~/content/site";
import { useSite } from "~/lib/use-site";
import { useSidebar } from "./sidebar-context";

export function Header({ userArea }: { userArea?: React.ReactNode }) {
  const site = useSite();
  const { toggle } = useSidebar();
  return (
    <header className="sticky top-0 z-20 flex min-h-14 items-center gap-2 border-b border-ocean-100 bg-white/95 px-2 backdrop-blur sm:px-4 print-hidden">
      <button
        type="button"
        onClick={toggle}
        aria-label="Toggle menu"
        title="Toggle menu (Ctrl+B)"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-800 hover:bg-ocean-50"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 text-sm sm:gap-x-4">
        <a
          href={telHref(site.phone)}
          className="inline-flex min-h-11 items-center gap-1.5 text-ocean-800 hover:underline"
        >
          <Phone aria-hidden="true" className="size-4" />
          <span className="sr-only">Call </span>
          {site.phone}
        </a>
        <a
          href={`mailto:${site.email}`}
          className="hidden min-h-11 items-center gap-1.5 text-ocean-800 hover:underline sm:inline-flex"
        >
          <Mail aria-hidden="true" className="size-4" />
          <span className="sr-only">Email </span>
          {site.email}
        </a>
        <SampleContactTag contact={site} />
      </div>
      {userArea ?? (
        <Link
          to="/auth"
          className="inline-flex min-h-11 items-center rounded-md bg-ocean-700 px-4 text-sm font-semibold text-white hover:bg-ocean-800"
        >
          Login
        </Link>
      )}
    </header>
  );
}
