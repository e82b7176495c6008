import { Form } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
// The plan path from the small module the page already shares, not move-form: importing that
// from this lazy section would split the move form into a chunk of its own (a request more).
import { PLAN_PAGE_PATH as PLAN_PATH } from "./reminders";
import { PLAN_INTENT_FIELD, type PlanActionAnswer } from "./plan-action";

export const FEED_INTENTS = { renew: "feed-renew", revoke: "feed-revoke" } as const;

/**
 * The plan in a calendar app: a one-off download, or a private address the app subscribes to
 * and re-reads, so edits to the move reach the calendar. The address holds a secret, so it is
 * shown once, right after it is made; making a new one turns the old one off.
 */
export function CalendarSection({
  hasFeed,
  canManageFeed,
  answer,
}: {
  hasFeed: boolean;
  /** Only the plan's owner makes and turns off the address. */
  canManageFeed: boolean;
  answer?: PlanActionAnswer;
}) {
  const feedAnswer = answer && Object.values(FEED_INTENTS).includes(answer.intent as never) ? answer : undefined;
  return (
    <section aria-labelledby="calendar-heading" className="mt-10 print:hidden">
      <h2 id="calendar-heading" className="text-2xl font-bold text-ocean-900">
        In your calendar
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Each item becomes an all-day event on its due date. Download the file once, or subscribe to a private address
        that your calendar app checks for changes (most apps refresh it every few hours).
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={`${PLAN_PATH}/calendar.ics`} className={buttonVariants({ variant: "outline" })} download>
          Download the calendar file (.ics)
        </a>
        <a href={`${PLAN_PATH}/guide.pdf`} className={buttonVariants({ variant: "outline" })} download>
          Download the guide with your plan (PDF)
        </a>
      </div>
      {canManageFeed ? (
        <div className="mt-4 space-y-3">
          <p className="text-slate-700">
            {hasFeed
              ? "A private calendar address is on. Lost it? Make a new one: the old one stops working."
              : "No private calendar address yet."}
          </p>
          <div className="flex flex-wrap gap-3">
            <Form method="post" action={PLAN_PATH} preventScrollReset>
              <input type="hidden" name={PLAN_INTENT_FIELD} value={FEED_INTENTS.renew} />
              <Button type="submit" variant="secondary">
                {hasFeed ? "Make a new calendar address" : "Make a private calendar address"}
              </Button>
            </Form>
            {hasFeed ? (
              <Form method="post" action={PLAN_PATH} preventScrollReset>
                <input type="hidden" name={PLAN_INTENT_FIELD} value={FEED_INTENTS.revoke} />
                <Button type="submit" variant="outline">
                  Turn off the calendar address
                </Button>
              </Form>
            ) : null}
          </div>
        </div>
      ) : null}
      {feedAnswer ? (
        <div role="status" className="mt-4 rounded-md bg-emerald-50 p-3 text-sm text-emerald-950">
          <p>{feedAnswer.message}</p>
          {feedAnswer.feedUrl ? (
            <>
              <label htmlFor="feed-url" className="mt-2 block font-semibold">
                Your private calendar address
              </label>
              <input
                id="feed-url"
                readOnly
                value={feedAnswer.feedUrl}
                className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-sm"
                onFocus={(event) => event.currentTarget.select()}
              />
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
