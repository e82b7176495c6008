import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { toast as sonnerToast, ToasterProps } from "sonner";

/**
 * Toasts (sonner), loaded with the first message rather than with every page. Most visits never
 * show one, and loading sonner costs a phone a 34 KB script after hydration plus the style
 * element it adds to the page as it loads, which restyles the whole document (decision 0031).
 * The first `toast.*` call mounts the Toaster; the message waits until it is mounted, so one
 * raised at once (a "Signed in successfully!" after a redirect) is never lost, and the live
 * region is in the page before the message is added to it, so a screen reader announces it.
 */
let markToasterReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markToasterReady = resolve;
});

let toasterWanted = false;
const wantListeners = new Set<() => void>();

function wantToaster() {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of wantListeners) listener();
}

function subscribeToWant(listener: () => void) {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

const LazyToaster = lazy(async () => {
  const { Toaster } = await import("sonner");
  function ReadyToaster(props: ToasterProps) {
    useEffect(() => markToasterReady(), []);
    return <Toaster {...props} />;
  }
  return { default: ReadyToaster };
});

export function Toaster(props: ToasterProps) {
  const wanted = useSyncExternalStore(
    subscribeToWant,
    () => toasterWanted,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}

type Show = (...args: Parameters<typeof sonnerToast.success>) => void;

function whenReady(kind: "success" | "error" | "message"): Show {
  return (...args) => {
    wantToaster();
    void toasterReady.then(async () => {
      const { toast } = await import("sonner");
      toast[kind](...args);
    });
  };
}

export const toast = { success: whenReady("success"), error: whenReady("error"), message: whenReady("message") };
