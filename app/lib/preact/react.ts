/**
 * `react` for this app's builds: Preact's compat layer plus the one React 19 hook it lacks
 * that React Router uses (docs/decisions/0011). Vite aliases `react` here; nothing imports it
 * by path.
 */
import { options } from "preact";
import * as compat from "preact/compat";

// @ts-expect-error -- preact/compat's typings use `export =`; its ES module has named exports.
export * from "preact/compat";

/**
 * `suppressHydrationWarning` is an instruction to React (React Router puts it on its scripts
 * and preloads); Preact would write it out as an HTML attribute.
 */
const nextVnodeHook = options.vnode;
options.vnode = (vnode) => {
  if (typeof vnode.type === "string" && vnode.props && "suppressHydrationWarning" in vnode.props) {
    delete (vnode.props as Record<string, unknown>).suppressHydrationWarning;
  }
  nextVnodeHook?.(vnode);
};

/**
 * React 19's `useOptimistic`. An optimistic value lasts only while a transition is pending,
 * and Preact's transitions are never pending (`startTransition` runs its callback at once), so
 * the value is always `passthrough`, as React shows outside a transition. React Router's
 * RouterProvider calls it, and updates it only with `useTransitions`, which this app leaves unset.
 */
export function useOptimistic<S, A = S>(passthrough: S): [S, (action: A) => void] {
  return [passthrough, ignoreOptimisticUpdate];
}

function ignoreOptimisticUpdate() {}

export default { ...compat, useOptimistic };
