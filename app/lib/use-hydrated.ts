import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/**
 * False in the server's HTML and while hydrating; true once React runs in the browser. For
 * controls that need JavaScript (Copy link, Print), shown only where they work.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
