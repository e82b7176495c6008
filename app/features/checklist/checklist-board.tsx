import { ProgressBar } from "~/components/ui/progress-bar";
import { Check, PartyPopper } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import { Card, CardTitle } from "~/components/ui/card";
import type { ChecklistItem } from "~/content/checklist";
import { cn } from "~/lib/cn";
import { TICK_INTENT } from "~/lib/tick-submission";
import { browserKeepsTicks, useBrowserTicks, withTick } from "./browser-checklist";
import {
  CHECKLIST_MESSAGES,
  checklistItemAnchor,
  checklistProgress,
  type BrowserTicksResult,
  type ChecklistSaveResult,
} from "./checklist";

type Toggle = { itemIndex: number; completed: boolean };

/** The toggle a fetcher is saving, from the form it posted. */
function toggleOf(formData: FormData | undefined): Toggle | null {
  if (!formData) return null;
  return { itemIndex: Number(formData.get("itemIndex")), completed: formData.get("completed") === "true" };
}

export function ChecklistBoard({
  items,
  savedFlags,
  signedIn,
  loadFailed,
  documentActionData,
  signInHref = "/auth",
}: {
  items: ChecklistItem[];
  savedFlags: boolean[];
  signedIn: boolean;
  loadFailed: boolean;
  /** The answer to a plain form post (no JavaScript): shown as a message on the page. */
  documentActionData?: ChecklistSaveResult | BrowserTicksResult;
  /** Sign in, coming back to this page afterwards. */
  signInHref?: string;
}) {
  const navigate = useNavigate();
  // A signed-out visitor's ticks are kept in this browser once the page runs (and storage is
  // there: else, as without JavaScript, a tick asks them to sign in).
  const [browserTicks, keepBrowserTicks] = useBrowserTicks();
  // Each toggle posts to the page's own action through this fetcher; the route does not load
  // its data again after it (shouldRevalidate), so the answer is the item's new state.
  const fetcher = useFetcher<ChecklistSaveResult>();
  // What the server has confirmed: the page's data, then each successful save. New page
  // data (another visit, a sign-in) replaces it.
  const [confirmed, setConfirmed] = useState(savedFlags);
  const [pageFlags, setPageFlags] = useState(savedFlags);
  if (savedFlags !== pageFlags) {
    setPageFlags(savedFlags);
    setConfirmed(savedFlags);
  }
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.data !== answered) {
    setAnswered(fetcher.data);
    const result = fetcher.data;
    if (result?.ok)
      setConfirmed((current) => current.map((flag, index) => (index === result.itemIndex ? result.completed : flag)));
  }
  // One save at a time (SPEC.md §4): while it is out, further clicks are ignored.
  const saving = fetcher.state === "idle" ? null : toggleOf(fetcher.formData);

  // Optimistic: the toggled item shows its new state until the save answers; a failed save
  // leaves the confirmed flags as they were, which is the revert.
  const flags = !signedIn
    ? items.map((item) => browserTicks.includes(item.id))
    : saving
      ? confirmed.map((flag, index) => (index === saving.itemIndex ? saving.completed : flag))
      : confirmed;
  const progress = checklistProgress(flags);

  useEffect(() => {
    if (loadFailed) toast.error(CHECKLIST_MESSAGES.loadFailed);
  }, [loadFailed]);

  // Each answer once, as a toast (a failed save leaves the confirmed flags: that is the revert).
  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.ok) toast.success(result.completed ? CHECKLIST_MESSAGES.completed : CHECKLIST_MESSAGES.unmarked);
    else toast.error(result.error);
  }, [fetcher.data]);

  // Without JavaScript the form posts to the page's action and comes back to the item; with
  // it, the fetcher posts the same form to the same action.
  function onToggle(event: FormEvent<HTMLFormElement>, item: ChecklistItem, completed: boolean) {
    if (!signedIn) {
      event.preventDefault();
      if (browserKeepsTicks()) {
        keepBrowserTicks(withTick(browserTicks, item.id, completed));
        toast.success(completed ? CHECKLIST_MESSAGES.completed : CHECKLIST_MESSAGES.unmarked);
        return;
      }
      toast.error(CHECKLIST_MESSAGES.signInToSave, {
        action: { label: "Sign in", onClick: () => navigate(signInHref) },
      });
      return;
    }
    if (saving) event.preventDefault();
  }

  return (
    <div className="space-y-6">
      {loadFailed ? (
        <p role="alert" className="rounded-md bg-coral-700/10 px-4 py-3 font-semibold text-coral-700">
          {CHECKLIST_MESSAGES.loadFailed}
        </p>
      ) : null}
      {documentActionData && !documentActionData.ok ? (
        <p role="alert" className="rounded-md bg-coral-700/10 px-4 py-3 font-semibold text-coral-700">
          {documentActionData.error}{" "}
          {!signedIn ? (
            <Link to={signInHref} className="underline underline-offset-2">
              Sign in
            </Link>
          ) : null}
        </p>
      ) : null}

      {!signedIn && browserTicks.length ? (
        <p className="rounded-md bg-ocean-50 px-4 py-3 text-slate-800">
          {CHECKLIST_MESSAGES.keptInBrowser} —{" "}
          <Link to={signInHref} className="font-semibold text-ocean-800 underline underline-offset-2">
            sign in
          </Link>{" "}
          to keep it on every device.
        </p>
      ) : null}

      <ChecklistProgress
        completed={progress.completed}
        total={progress.total}
        done={progress.done}
        percent={progress.percent}
      />

      {progress.done && signedIn ? (
        <Card tone="success">
          <CardTitle tone="success" className="flex items-center gap-2">
            <PartyPopper aria-hidden="true" className="size-6" />
            Congratulations, you're ready for Hawaii!
          </CardTitle>
          <p className="mt-2 text-emerald-900">
            All 20 steps are done. Aloha and welcome to the islands. If you still need a home,{" "}
            <Link to="/contact" className="font-semibold underline underline-offset-2">
              contact us
            </Link>
            .
          </p>
        </Card>
      ) : null}

      <ol className="space-y-3">
        {items.map((item, index) => {
          const completed = flags[index] ?? false;
          return (
            <li key={item.title} id={checklistItemAnchor(index)} className="scroll-mt-20">
              <fetcher.Form method="post" onSubmit={(event) => onToggle(event, item, !completed)}>
                <input type="hidden" name="intent" value={TICK_INTENT} />
                <input type="hidden" name="itemIndex" value={index} />
                <input type="hidden" name="completed" value={String(!completed)} />
                <button
                  type="submit"
                  aria-pressed={completed}
                  className={cn(
                    "flex w-full items-start gap-3 rounded-xl border bg-white p-4 text-left shadow-sm transition-colors hover:border-ocean-600",
                    completed ? "border-emerald-300 bg-emerald-50" : "border-ocean-100",
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-md border-2",
                      completed ? "border-emerald-700 bg-emerald-700 text-white" : "border-slate-400",
                    )}
                  >
                    {completed ? <Check className="size-4" /> : null}
                  </span>
                  <span>
                    <span
                      className={cn(
                        "block font-semibold text-slate-900",
                        completed && "line-through decoration-emerald-700",
                      )}
                    >
                      <span className="text-slate-600">{index + 1}. </span>
                      {item.title}
                    </span>
                    <span className="mt-0.5 block text-sm text-slate-700">{item.hint}</span>
                  </span>
                </button>
              </fetcher.Form>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function ChecklistProgress({
  completed,
  total,
  done,
  percent,
}: {
  completed: number;
  total: number;
  done: boolean;
  percent: number;
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm font-semibold text-slate-800">
        <span id="checklist-progress-label">Your progress</span>
        <span aria-live="polite">{done ? "Done!" : `${completed} of ${total}`}</span>
      </div>
      <ProgressBar
        labelId="checklist-progress-label"
        completed={completed}
        total={total}
        percent={percent}
        valueText={done ? "Done!" : undefined}
        className="mt-2"
      />
    </div>
  );
}
