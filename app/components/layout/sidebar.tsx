import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useRef, useState } from "react";
import { X } from "lucide-react";
import { Link, NavLink as RouterNavLink } from "react-router";
import { cn } from "~/lib/cn";
import { useSite } from "~/lib/use-site";
import { MENU_BUTTON_ID, SIDEBAR_TOOLTIP_DELAY_MS, SITE_MENU_ID } from "~/components/layout/sidebar-state";
import { NAV_BOTTOM_LINKS, NAV_GROUPS, type NavLink } from "./navigation";
import { useSidebar } from "./sidebar-context";
import { SiteLogo } from "../ui/site-logo";

const MobileDrawer = lazy(() => import("./mobile-drawer"));

type TooltipControls = { show: (label: string, anchor: HTMLElement, delayMs: number) => void; hide: () => void };
const TooltipContext = createContext<TooltipControls | null>(null);

/**
 * Labels for the collapsed rail's icons: after a hover delay (or at once on keyboard focus),
 * one fixed-position bubble beside the icon. Fixed, so the scrolling menu never clips it.
 */
function useSidebarTooltip() {
  const [tip, setTip] = useState<{ label: string; top: number; left: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controls = useMemo<TooltipControls>(
    () => ({
      show(label, anchor, delayMs) {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          const rect = anchor.getBoundingClientRect();
          setTip({ label, top: rect.top + rect.height / 2, left: rect.right + 8 });
        }, delayMs);
      },
      hide() {
        clearTimeout(timer.current);
        setTip(null);
      },
    }),
    [],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { tip, controls };
}

/**
 * The site menu. On wide screens a fixed rail that collapses to icons (3rem) from 16rem;
 * below 768 px an off-canvas drawer (18rem) opened from the header.
 *
 * The drawer is a modal dialog once the scripts run. Before that, or without them, the rail
 * itself is the drawer: it is a popover the header's button opens (the browser closes it on
 * Escape or a tap outside), shown with full labels whatever the rail's state.
 */
export function Sidebar() {
  const { open, openMobile, setOpenMobile } = useSidebar();
  const tooltip = useSidebarTooltip();
  const railRef = useRef<HTMLElement>(null);
  // Mounted from the first time the drawer opens, then kept so it can animate closed.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (openMobile && !drawerWanted) setDrawerWanted(true);
  return (
    <>
      <aside
        ref={railRef}
        id={SITE_MENU_ID}
        popover="auto"
        aria-label="Site menu"
        data-state={open ? "expanded" : "collapsed"}
        className={cn(
          // Its look as a popover on a phone is in app.css (#site-menu).
          "group/sidebar fixed inset-y-0 left-0 z-30 hidden flex-col border-r border-ocean-100 bg-white transition-[width] duration-200 ease-out md:flex print-hidden",
          open ? "w-(--sidebar-width)" : "w-(--sidebar-width-icon)",
        )}
      >
        <button
          type="button"
          popoverTarget={SITE_MENU_ID}
          popoverTargetAction="hide"
          aria-label="Close menu"
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-ocean-50 md:hidden"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <TooltipContext.Provider value={tooltip.controls}>
          {/* A link followed once the scripts have taken over still closes the popover (if the
              browser has popovers at all). */}
          <SidebarBody collapsed={!open} onNavigate={() => railRef.current?.hidePopover?.()} />
        </TooltipContext.Provider>
        {tooltip.tip && !open ? (
          <span
            role="tooltip"
            style={{ top: tooltip.tip.top, left: tooltip.tip.left }}
            className="pointer-events-none fixed z-50 -translate-y-1/2 rounded-md bg-slate-900 px-2 py-1 text-xs whitespace-nowrap text-white shadow"
          >
            {tooltip.tip.label}
          </span>
        ) : null}
      </aside>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileDrawer open={openMobile} onOpenChange={setOpenMobile} returnFocusTo={MENU_BUTTON_ID}>
            <SidebarBody collapsed={false} onNavigate={() => setOpenMobile(false)} />
          </MobileDrawer>
        </Suspense>
      ) : null}
    </>
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
          // On a phone, clear of the drawer's Close button.
          "flex items-center gap-3 border-b border-ocean-100 px-3 py-3 max-md:pr-14",
          collapsed && "md:justify-center md:px-1",
        )}
      >
        <SiteLogo size={36} label={site.logoAlt} className="size-9 shrink-0" />
        <span className={cn("min-w-0", collapsed && "md:sr-only")}>
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
                collapsed && "md:sr-only",
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
  const tooltip = useContext(TooltipContext);
  const tooltipHandlers =
    collapsed && tooltip
      ? {
          onMouseEnter: (event: React.MouseEvent<HTMLElement>) =>
            tooltip.show(link.label, event.currentTarget, SIDEBAR_TOOLTIP_DELAY_MS),
          onMouseLeave: tooltip.hide,
          onFocus: (event: React.FocusEvent<HTMLElement>) =>
            event.currentTarget.matches(":focus-visible") && tooltip.show(link.label, event.currentTarget, 0),
          onBlur: tooltip.hide,
        }
      : {};
  const content = (
    <>
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className={cn("truncate", collapsed && "md:sr-only")}>{link.label}</span>
      {link.external ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </>
  );
  const anchor = link.external ? (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className={itemClass}
      onClick={onNavigate}
      {...tooltipHandlers}
    >
      {content}
    </a>
  ) : (
    // Only Home needs an exact match; prerendering asks for "/path/", which `end` would reject.
    <RouterNavLink
      to={link.href}
      end={link.href === "/"}
      className={itemClass}
      onClick={onNavigate}
      {...tooltipHandlers}
    >
      {content}
    </RouterNavLink>
  );

  return (
    <li>
      {anchor}
      {link.children ? (
        <ul className={cn("mt-0.5 ml-5 space-y-0.5 border-l border-ocean-100 pl-2", collapsed && "md:hidden")}>
          {link.children.map((child) => (
            <NavItem key={child.href} link={child} collapsed={false} onNavigate={onNavigate} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
