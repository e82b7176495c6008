import type { ReactNode } from "react";
import { Fragment, hydrate, options, type VNode } from "preact";
import { beginFirstHydration, firstHydrationRendered } from "./hydrate-in-own-task";

/**
 * Hydrates the server-rendered document with the app's root element, which renders `<html>`.
 *
 * - Preact hydrates `document` as its `<html>` element (it cannot own the doctype), so the
 *   app's own `<html>` would be matched against `<head>` and `<body>` and created a second
 *   time. It becomes a Fragment here: its attributes come from the server and never change.
 * - Inline scripts the app renders (React Router's scroll restoration) ran when the server's
 *   HTML was parsed. React creates the ones it renders later inert; Preact creates live ones,
 *   which the CSP blocks and reports. They are rendered empty here, so never run again. Data
 *   blocks (JSON-LD) keep their content.
 * - React Router's first render suspends until its server data is decoded. React waits for
 *   that at the root; Preact has no root-level suspension and a Suspense boundary there would
 *   hydrate only the first of `<head>` and `<body>`. So the suspension surfaces here, before
 *   any DOM is touched, and hydration starts again, from a new element, when the data is
 *   ready. (A new element, because Preact's compat layer remembers the element it was
 *   hydrating when the render was abandoned, and a reused one would never be marked done.)
 */
export function hydrateDocument(app: () => ReactNode) {
  const nextVnodeHook = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (vnode.type === "html") (vnode as { type: unknown }).type = Fragment;
    if (vnode.type === "script") emptyIfExecutable(vnode.props as ScriptProps);
    nextVnodeHook?.(vnode);
  };
  hydrateWhenReady(app);
}

function hydrateWhenReady(app: () => ReactNode) {
  beginFirstHydration();
  try {
    hydrate(app() as VNode, document.documentElement);
  } catch (thrown) {
    if (!isThenable(thrown)) throw thrown;
    // In a task of its own: decoding finishes in the microtasks of the task that started it.
    const retry = () => setTimeout(() => hydrateWhenReady(app), 0);
    thrown.then(retry, retry);
  } finally {
    firstHydrationRendered();
  }
}

type ScriptProps = { type?: string; children?: unknown; dangerouslySetInnerHTML?: unknown };

function emptyIfExecutable(props: ScriptProps) {
  const executable = !props.type || props.type === "module" || /javascript/i.test(props.type);
  if (!executable) return;
  delete props.children;
  delete props.dangerouslySetInnerHTML;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === "function";
}
