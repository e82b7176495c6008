import { useEffect, useRef, type ReactNode } from "react";

/**
 * A calculator's "Your results" section. After a calculation the page moves focus to its
 * heading (a real DOM effect: screen readers hear the new result at once).
 */
export function ResultsSection({ focusOnMount, children }: { focusOnMount: boolean; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <section aria-labelledby="results-heading" className="mt-10 print:mt-0">
      <h2
        id="results-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-ocean-900 outline-none print:text-xl"
      >
        Your results
      </h2>
      {children}
    </section>
  );
}
