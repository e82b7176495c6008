import { useSyncExternalStore } from "react";

/**
 * A value kept in this browser's localStorage, read during render without an effect: the
 * server and the hydrating client both see `undefined` (nothing stored is known there), and
 * the client re-renders with the stored value right after hydration.
 *
 * `undefined`: not known (server render, or storage blocked); `null`: nothing stored.
 */
export function useLocalValue(key: string): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => readLocalValue(key),
    () => undefined,
  );
}

export function readLocalValue(key: string): string | null | undefined {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return undefined;
  }
}

/** Stores the value and tells every reader in this tab (other tabs hear the `storage` event). */
export function writeLocalValue(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked or full: the value lasts only as long as the page's own state.
  }
  for (const listener of listeners) listener();
}

/** Forgets the value, telling every reader as `writeLocalValue` does. */
export function removeLocalValue(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage blocked: there was nothing stored to forget.
  }
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
