import { Suspense, useState, type ReactElement } from "react";

/**
 * Preact hydrates a document in one go, where React's concurrent hydration yields to the
 * browser every few milliseconds. A long page's hydration was then one task of 100–150 ms at
 * a phone's speed (Lighthouse's 4× slowdown): input waits that long, and it counts as
 * blocking time. Parts wrapped in this component hydrate each in a later task of their own,
 * in page order; until then they are the server's HTML, whose links and forms work as ever.
 *
 * Only the first hydration is split, nested parts included: in any later render the children
 * render at once. The child must be a single element (Preact keeps one server node in place
 * while it waits).
 */
export function HydrateInOwnTask({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForTask>{children}</WaitForTask>
    </Suspense>
  );
}

type Turn = Promise<void> & { reached?: boolean };

/** True from the start of the document's first hydration until its last part has hydrated. */
let firstHydration = false;
let lastTurn: Turn | null = null;

/** Called as the document's first hydration starts (app/lib/preact/hydrate-document.ts). */
export function beginFirstHydration() {
  firstHydration = true;
}

/** Called when its synchronous part is done: it ends there unless parts are waiting. */
export function firstHydrationRendered() {
  if (lastTurn === null || lastTurn.reached) firstHydration = false;
}

function WaitForTask({ children }: { children: ReactElement }) {
  // Kept across the suspension: the same instance resumes when its turn comes.
  const [turn] = useState(() => (firstHydration ? nextTurn() : null));
  if (turn && !turn.reached) throw turn;
  return children;
}

/**
 * A turn in a task after the previous turn's, so parts hydrate one per task in page order.
 * A part resumes in the microtasks of its turn's task; if it waited for no further turn, the
 * first hydration is over once that task is.
 */
function nextTurn(): Turn {
  const previous = lastTurn ?? Promise.resolve();
  const turn: Turn = previous.then(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          turn.reached = true;
          resolve();
          setTimeout(() => {
            if (lastTurn === turn) firstHydration = false;
          }, 0);
        }, 0),
      ),
  );
  lastTurn = turn;
  return turn;
}
