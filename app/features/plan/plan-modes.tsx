import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Form, useFetchers, useNavigate, useSearchParams, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import {
  BROWSER_DATED_ON_FIELD,
  forgetBrowserPlan,
  type BrowserPlan,
  keepBrowserPlan,
  nextBrowserPlan,
  readBrowserPlan,
  useBrowserPlan,
} from "./browser-plan";
import { bucketEntries, planBuckets, type PlanBuckets, type PlanEntry } from "./plan-buckets";
import { TICK_INTENT, tickOf } from "~/lib/tick-submission";
import { PLAN_INTENT_FIELD, type PlanActionAnswer, PLAN_PATH } from "./plan-action";
import { planHref, planLayoutOf } from "./plan-layout";
import { PlanViews } from "./plan-views";
import { useTickAnswers } from "./tick-answers";
import { useWaitingTicks } from "./waiting-ticks";
import type { CalendarDate } from "./calendar-date";

type View = {
  today: CalendarDate;
  datedOn: CalendarDate;
  buckets: PlanBuckets<PlanEntry>;
  doneNotes: Record<string, string>;
};

type TickAnswers = { states: ReadonlyMap<string, boolean>; refused?: string };
const NO_TICKS: TickAnswers = { states: new Map() };

/**
 * This page's ticks: each item's state as the server answered it since the page's data came
 * (the route's clientAction hands the answers over: tick-answers.ts; new data, after any other
 * form, starts afresh) and, on top, the ticks on their way
 * (optimistic: shown at once; a refused one falls back to what the server says).
 */
function useTicks(view: View) {
  const [answered, setAnswered] = useState(NO_TICKS);
  const [answeredFor, setAnsweredFor] = useState(view);
  if (view !== answeredFor) {
    setAnsweredFor(view);
    setAnswered(NO_TICKS);
  }
  const settle = useCallback((answer: PlanActionAnswer) => {
    setAnswered((current) => {
      if (!answer.tick) return answer.ok ? current : { ...current, refused: answer.message };
      const { itemId, done } = answer.tick;
      if (current.states.get(itemId) === done && !current.refused) return current;
      return { states: new Map(current.states).set(itemId, done) };
    });
  }, []);
  useTickAnswers(settle);
  // Oldest first: ticks waiting on this phone to be sent, then the server's answers, then ticks on their way.
  const states = new Map([...useWaitingTicks(), ...answered.states]);
  for (const fetcher of useFetchers()) {
    const tick = fetcher.formData && tickOf(fetcher.formData);
    if (tick) states.set(tick.itemId, tick.done);
  }
  return { states, refused: answered.refused };
}

const ACCOUNT_TICKING = { kind: "account" } as const;

/** Just ticked on this page: the server's note comes with the page's next load. */
const TICKED_HERE = "Done just now";

/** The page's data with this page's ticks on top. */
function ticksOnTop(view: View, states: ReadonlyMap<string, boolean>): Pick<View, "buckets" | "doneNotes"> {
  if (!states.size) return view;
  const done = new Set(view.buckets.done.map((item) => item.id));
  const doneNotes = { ...view.doneNotes };
  for (const [itemId, isDone] of states) {
    if (isDone && !done.has(itemId)) doneNotes[itemId] = TICKED_HERE;
    if (isDone) done.add(itemId);
    else done.delete(itemId);
  }
  return { buckets: planBuckets(bucketEntries(view.buckets), view.today, done, view.datedOn), doneNotes };
}

/**
 * A signed-in family's plan: ticks are saved on the server through fetchers and shown at once;
 * the page does not load its data again for them (the route's shouldRevalidate), so the list
 * is the page's data with this page's ticks on top (a refused tick says why).
 */
export function AccountPlanViews({ view, answer }: { view: View; answer?: PlanActionAnswer }) {
  const ticks = useTicks(view);
  const shown = ticksOnTop(view, ticks.states);
  const refusal = answer?.intent === TICK_INTENT && !answer.ok ? answer.message : ticks.refused;
  return (
    <>
      {refusal ? (
        <p role="alert" className="mt-6 rounded-md bg-coral-700/10 px-3 py-2 text-sm text-coral-700">
          {refusal}
        </p>
      ) : null}
      <PlanViews buckets={shown.buckets} doneNotes={shown.doneNotes} ticking={ACCOUNT_TICKING} />
    </>
  );
}

/**
 * A visitor's plan: the server dates it from the move in the address; this browser keeps the
 * move and the ticks. Coming back to /plan without a move in the address brings the kept one
 * back.
 */
export function VisitorPlan({ move, view }: { move: Record<string, string> | null; view: View | null }) {
  const hydrated = useHydrated();
  const kept = useBrowserPlan();
  const navigate = useNavigate();
  const layout = planLayoutOf(useSearchParams()[0]);

  // A new move from the form: keep it, with the ticks already kept and the day it was dated.
  const today = view?.today;
  useEffect(() => {
    if (move && today) keepBrowserPlan(nextBrowserPlan(readBrowserPlan(), move, today));
  }, [move, today]);

  // Back on /plan with no move in the address: show the kept one, in the layout asked for.
  useEffect(() => {
    if (!move && !view && kept)
      void navigate(planHref(PLAN_PATH, new URLSearchParams(kept.move), layout), { replace: true });
  }, [move, view, kept, navigate, layout]);

  const buckets = useMemo(() => {
    if (!view) return null;
    if (!kept) return view.buckets;
    // A plan kept before it had a day is dated today (nextBrowserPlan gives it one when kept again).
    return planBuckets(bucketEntries(view.buckets), view.today, kept.done, kept.datedOn ?? view.today);
  }, [view, kept]);

  if (!view || !buckets) return null;
  const toggle = (itemId: string, done: boolean) => {
    const current = readBrowserPlan() ?? { move: move ?? {}, done: [] };
    const others = current.done.filter((id) => id !== itemId);
    keepBrowserPlan({ ...current, done: done ? [...others, itemId] : others });
  };
  return <PlanViews buckets={buckets} ticking={hydrated ? { kind: "browser", toggle } : { kind: "none" }} />;
}

/**
 * After signing in, a plan started in this browser joins the account. When the account has no
 * plan yet this happens by itself; otherwise the family chooses (their account's move is kept,
 * the ticks are added).
 */
export function BrowserPlanImport({ accountHasPlan, answer }: { accountHasPlan: boolean; answer?: PlanActionAnswer }) {
  const kept = useBrowserPlan();
  const submit = useSubmit();
  const sent = useRef(false);
  const result = answer?.intent === "import-browser-plan" ? answer : undefined;

  useEffect(() => {
    if (result?.ok) forgetBrowserPlan();
  }, [result]);

  useEffect(() => {
    if (!kept || accountHasPlan || sent.current) return;
    sent.current = true;
    void submit(importForm(kept), { method: "post", action: PLAN_PATH, preventScrollReset: true });
  }, [kept, accountHasPlan, submit]);

  if (result) {
    return (
      <p
        role={result.ok ? "status" : "alert"}
        className={`mb-6 rounded-md px-3 py-2 text-sm ${result.ok ? "bg-emerald-100 text-emerald-900" : "bg-coral-700/10 text-coral-700"}`}
      >
        {result.message}
      </p>
    );
  }
  if (!kept || !accountHasPlan) return null;
  return (
    <Form method="post" action={PLAN_PATH} className="mb-6 rounded-lg border border-ocean-200 bg-ocean-50 p-4">
      <p className="text-slate-800">
        You started a plan in this browser before signing in ({kept.done.length} items ticked). Add its ticks to your
        account&apos;s plan? Your account&apos;s move stays as it is.
      </p>
      {[...importForm(kept)].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={String(value)} />
      ))}
      <Button type="submit" variant="secondary" className="mt-3">
        Add the ticks from this browser
      </Button>
    </Form>
  );
}

function importForm(kept: BrowserPlan): FormData {
  const form = new FormData();
  form.set(PLAN_INTENT_FIELD, "import-browser-plan");
  for (const [name, value] of Object.entries(kept.move)) form.set(name, value);
  for (const id of kept.done) form.append("done", id);
  // A new account plan is dated the day the plan was first made in this browser.
  if (kept.datedOn) form.set(BROWSER_DATED_ON_FIELD, kept.datedOn);
  return form;
}
