import { lazy, Suspense, useEffect } from "react";
import type { toast as sonnerToast, ToasterProps } from "sonner";

/**
 * Toasts (sonner) without putting sonner in any page's first-paint JavaScript: the Toaster
 * loads right after hydration, and `toast.*` calls wait until it is mounted, so a message
 * raised at once (a "Signed in successfully!" after a redirect) is never lost.
 */
let markToasterReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markToasterReady = resolve;
});

const LazyToaster = lazy(async () => {
  const { Toaster } = await import("sonner");
  function ReadyToaster(props: ToasterProps) {
    useEffect(() => markToasterReady(), []);
    return <Toaster {...props} />;
  }
  return { default: ReadyToaster };
});

export function Toaster(props: ToasterProps) {
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}

type Show = (...args: Parameters<typeof sonnerToast.success>) => void;

function whenReady(kind: "success" | "error" | "message"): Show {
  return (...args) => {
    void toasterReady.then(async () => {
      const { toast } = await import("sonner");
      toast[kind](...args);
    });
  };
}

export const toast = { success: whenReady("success"), error: whenReady("error"), message: whenReady("message") };
