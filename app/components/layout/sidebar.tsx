import { Dialog, Tooltip } from "radix-ui";
import { X } from "lucide-react";
import { Link, NavLink as RouterNavLink } from "react-router";
import { cn } from "~/lib/cn";
import { useSite } from "~/lib/use-site";
import { SIDEBAR_TOOLTIP_DELAY_MS } from "~/features/sidebar/sidebar-state";
import { NAV_BOTTOM_LINKS, NAV_GROUPS, type NavLink } from "./navigation";
import { useSidebar } from "./sidebar-context";

/**
 * The site menu. On wide screens a fixed rail that collapses to icons (3rem) from 16rem;
 * below 768 px an off-canvas drawer (18rem) opened from the header.
 */
export function Sidebar() {
  const { open, openMobile, setOpenMobile } = useSidebar();
  return (
    <Tooltip.Provider delayDuration={SIDEBAR_TOOLTIP_DELAY_MS}>
      <aside
        aria-label="Site menu"
        data-state={open ? "expanded" : "collapsed"}
        className={cn(
          "group/sidebar fixed inset-y-0 left-0 z-30 hidden flex-col border-r border-ocean-100 bg-white transition-[width] duration-200 ease-out md:flex print-hidden",
          open ? "w-(--sidebar-width)" : "w-(--sidebar-width-icon)",
        )}
      >
        <SidebarBody collapsed={!open} />
      </aside>
      <Dialog.Root open={openMobile} onOpenChange={setOpenMobile}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 md:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-(--sidebar-width-mobile) max-w-[85vw] flex-col bg-white shadow-xl md:hidden"
          >
            <Dialog.Title className="sr-only">Site menu</Dialog.Title>
            <Dialog.Close
              className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-ocean-50"
              aria-label="Close menu"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
            <SidebarBody collapsed={false} onNavigate={() => setOpenMobile(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Tooltip.Provider>
  );
}

function SidebarBody({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const site = useSite();
  return (
    <>
      <Link
        to="/"
        onClick={onNavigate}
        className={cn(
          "flex items-center gap-3 border-b border-ocean-100 px-3 py-3",
          collapsed && "justify-center px-1",
        )}
      >
        <img src="/logo.svg" alt={site.logoAlt} width={36} height={36} className="size-9 shrink-0" />
        <span className={cn("min-w-0", collapsed && "sr-only")}>
          <span className="block text-lg leading-tight font-bold text-ocean-800">{site.name}</span>
          <span className="block text-xs leading-snug text-slate-600">{site.tagline}</span>
        </span>
      </Link>
      <nav aria-label="Main" className="flex flex-1 flex-col overflow-y-auto py-2">
        {NAV_GROUPS.map((group) => (
          <div key={group.label} className="px-2 py-1">
            <h2
              className={cn(
                "px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase",
                collapsed && "sr-only",
              )}
            >
              {group.label}
            </h2>
            <ul className="space-y-0.5">
              {group.links.map((link) => (
                <NavItem key={link.href} link={link} collapsed={collapsed} onNavigate={onNavigate} />
              ))}
            </ul>
          </div>
        ))}
        <ul className="mt-auto space-y-0.5 border-t border-ocean-100 px-2 pt-2">
          {NAV_BOTTOM_LINKS.map((link) => (
            <NavItem key={link.href} link={link} collapsed={collapsed} onNavigate={onNavigate} />
          ))}
        </ul>
      </nav>
    </>
  );
}

const itemClass =
  "flex min-h-11 items-center gap-3 rounded-md px-2 text-sm text-slate-800 hover:bg-ocean-50 hover:text-ocean-800 aria-[current=page]:bg-ocean-100 aria-[current=page]:font-semibold aria-[current=page]:text-ocean-900";

function NavItem({ link, collapsed, onNavigate }: { link: NavLink; collapsed: boolean; onNavigate?: () => void }) {
  const Icon = link.icon;
  const content = (
    <>
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className={cn("truncate", collapsed && "sr-only")}>{link.label}</span>
      {link.external ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </>
  );
  const anchor = link.external ? (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={itemClass} onClick={onNavigate}>
      {content}
    </a>
  ) : (
    // Only Home needs an exact match; prerendering asks for "/path/", which `end` would reject.
    <RouterNavLink to={link.href} end={link.href === "/"} className={itemClass} onClick={onNavigate}>
      {content}
    </RouterNavLink>
  );

  return (
    <li>
      {collapsed ? (
        <Tooltip.Root>
          <Tooltip.Trigger asChild>{anchor}</Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Content
              side="right"
              sideOffset={8}
              className="z-50 rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow"
            >
              {link.label}
            </Tooltip.Content>
          </Tooltip.Portal>
        </Tooltip.Root>
      ) : (
        anchor
      )}
      {link.children && !collapsed ? (
        <ul className="mt-0.5 ml-5 space-y-0.5 border-l border-ocean-100 pl-2">
          {link.children.map((child) => (
            <NavItem key={child.href} link={child} collapsed={false} onNavigate={onNavigate} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
