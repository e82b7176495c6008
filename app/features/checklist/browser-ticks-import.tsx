import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { ChecklistItem } from "~/content/checklist";
import { useBrowserTicks } from "./browser-checklist";
import {
  ADD_BROWSER_TICKS_INTENT,
  CHECKLIST_MESSAGES,
  CHECKLIST_PAGE_PATH,
  type BrowserTicksResult,
} from "./checklist";

/**
 * Back on the checklist signed in, the ticks kept in this browser while signed out join the
 * account by themselves (they only add ticks: nothing in the account is unticked), once; the
 * browser forgets them when the server has saved them, and the page's data (loaded again after
 * the post) shows them. A refusal keeps them here for the next visit.
 */
export function BrowserTicksImport({ items }: { items: ChecklistItem[] }) {
  const [kept, keep] = useBrowserTicks();
  const fetcher = useFetcher<BrowserTicksResult>();
  const sent = useRef(false);

  useEffect(() => {
    // Only ids still on the list (a tick kept by an older page may name a retired item).
    const ids = kept.filter((id) => items.some((item) => item.id === id));
    if (!ids.length || sent.current) return;
    sent.current = true;
    const form = new FormData();
    form.set("intent", ADD_BROWSER_TICKS_INTENT);
    for (const id of ids) form.append("done", id);
    void fetcher.submit(form, { method: "post", action: CHECKLIST_PAGE_PATH, preventScrollReset: true });
  }, [kept, items, fetcher]);

  const answer = fetcher.data;
  useEffect(() => {
    if (answer?.ok) keep([]);
  }, [answer, keep]);

  if (!answer) return null;
  return (
    <p
      role={answer.ok ? "status" : "alert"}
      className={`mb-6 rounded-md px-4 py-3 font-semibold ${answer.ok ? "bg-emerald-100 text-emerald-900" : "bg-coral-700/10 text-coral-700"}`}
    >
      {answer.ok ? CHECKLIST_MESSAGES.browserTicksAdded : answer.error}
    </p>
  );
}
