import { Suspense, useState, type ReactElement } from "react";

/**
 * Preact hydrates a document in one go, where React's concurrent hydration yields to the
 * browser every few milliseconds. A long page's hydration was then one task of 100–150 ms at
 * a phone's speed (Lighthouse's 4× slowdown): input waits that long, and it counts as
 * blocking time. Parts wrapped in this component hydrate each in a later task of their own,
 * in page order; until then they are the server's HTML, whose links and forms work as ever.
 *
 * Only the first hydration is split: in any later render the children render at once. The
 * child must be a single element (Preact keeps one server node in place while it waits).
 */
export function HydrateInOwnTask({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForTask>{children}</WaitForTask>
    </Suspense>
  );
}

type Turn = Promise<void> & { reached?: boolean };

let splittingHydration = false;
let lastTurn: Promise<void> = Promise.resolve();

/** Called around the document's first hydration (app/lib/preact/hydrate-document.ts). */
export function splitHydrationIntoTasks(splitting: boolean) {
  splittingHydration = splitting;
}

function WaitForTask({ children }: { children: ReactElement }) {
  // Kept across the suspension: the same instance resumes when its turn comes.
  const [turn] = useState(() => (splittingHydration ? nextTurn() : null));
  if (turn && !turn.reached) throw turn;
  return children;
}

/** A turn in a task after the previous turn's, so parts hydrate one per task in page order. */
function nextTurn(): Turn {
  const turn: Turn = lastTurn.then(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          turn.reached = true;
          resolve();
        }, 0),
      ),
  );
  lastTurn = turn;
  return turn;
}
