import { lazy, Suspense, useState } from "react";
import { markVisited, useIsFirstVisit } from "./first-visit";

const WelcomeDialog = lazy(() => import("./welcome-dialog"));

/**
 * Opens the welcome dialog once per browser (SPEC.md §4). Nothing renders on the server or
 * during hydration; right after hydration a first-time visitor's browser loads the dialog's
 * code and opens it. Closing it any way (Let's Get Started, Escape, the close button) sets
 * the visited flag, so it never opens again in this browser.
 */
export function FirstVisitWelcome() {
  const firstVisit = useIsFirstVisit();
  // Stays mounted once shown, so the dialog can close itself properly (and return focus) after
  // the flag is set; `dismissed` closes it even where storage is blocked and the flag can't stick.
  const [shown, setShown] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  if (firstVisit && !shown) setShown(true);
  if (!shown) return null;

  return (
    <Suspense fallback={null}>
      <WelcomeDialog
        open={!dismissed}
        onClose={() => {
          markVisited();
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}
