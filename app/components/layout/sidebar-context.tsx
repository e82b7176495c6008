import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { MOBILE_BREAKPOINT_PX, SIDEBAR_KEYBOARD_SHORTCUT, sidebarCookie } from "~/components/layout/sidebar-state";

type SidebarState = {
  /** Desktop: expanded (true) or collapsed to icons (false). */
  open: boolean;
  /** Narrow screens: whether the off-canvas drawer is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  /** Collapse/expand on wide screens, open/close the drawer on narrow ones. */
  toggle: () => void;
};

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error("useSidebar must be used inside <SidebarProvider>");
  return state;
}

const narrowScreenQuery = () => window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);

function isNarrowScreen(): boolean {
  return narrowScreenQuery().matches;
}

function subscribeToScreenWidth(onChange: () => void): () => void {
  const query = narrowScreenQuery();
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

export function SidebarProvider({ defaultOpen, children }: { defaultOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isNarrowScreen()) {
      setOpenMobile((current) => !current);
      return;
    }
    setOpen((current) => {
      const next = !current;
      document.cookie = sidebarCookie(next);
      return next;
    });
  }, []);

  // Ctrl+B / Cmd+B anywhere on the page (SPEC.md §9).
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const state = useMemo(() => ({ open, openMobile, setOpenMobile, toggle }), [open, openMobile, toggle]);
  return <SidebarContext.Provider value={state}>{children}</SidebarContext.Provider>;
}

/**
 * Whether the menu button now expands the rail or the drawer; null until hydrated (the server
 * cannot know the screen's width). Read by the button itself, not kept in the sidebar's context:
 * the screen's width arrives as an update while the page hydrates (React re-renders a
 * `useSyncExternalStore` whose server value differs, at once), and a context that changed then
 * would make React hydrate the whole page content in that same urgent update, in one long task,
 * since it cannot tell whether the not-yet-hydrated page reads the context. Here the update
 * re-renders the button alone (issue 34).
 */
export function useMenuExpanded(): boolean | null {
  const { open, openMobile } = useSidebar();
  const narrow = useSyncExternalStore(subscribeToScreenWidth, isNarrowScreen, () => null);
  return narrow === null ? null : narrow ? openMobile : open;
}
