import type { GuidePlan, GuidePlanEntry } from "~/features/guide-pdf/book";
import { GuidePdfBusyError } from "~/features/guide-pdf/server/guide-pdf-renders.server";
import type { Services } from "~/server/services.server";
import type { PlanView } from "./plan-page.server";
import type { PlanEntry } from "../plan-buckets";
import { BASIS_LABEL, formatPlanDate } from "../plan-views";

/** How the page names a family's own item's date, beside "Official deadline" and the others. */
const OWN_ITEM_LABEL = "Your own item";

/** The source's publisher, marked as the page marks it when it is a third party's summary. */
const sourceName = (source: { publisher: string; official: boolean }) =>
  source.official ? source.publisher : `${source.publisher} (secondary source)`;

/**
 * The plan as the PDF guide prints it (its first chapter): the page's sorted view in the
 * page's words and dates, so the book and the page never disagree.
 */
export function guidePlan(view: PlanView): GuidePlan {
  const entry = (item: PlanEntry): GuidePlanEntry => {
    const doneNote = view.doneNotes[item.id];
    const common = {
      ...(item.dueDate ? { due: formatPlanDate(item.dueDate) } : {}),
      ...(doneNote ? { doneNote } : {}),
    };
    if ("kind" in item) {
      return {
        ...common,
        title: item.title,
        whose: OWN_ITEM_LABEL,
        own: true,
        ...(item.note ? { note: item.note } : {}),
      };
    }
    return {
      ...common,
      title: item.title,
      whose: BASIS_LABEL[item.basis],
      guidePath: item.guidePath,
      ...(item.earliestDate ? { notBefore: formatPlanDate(item.earliestDate) } : {}),
      ...(item.unconfirmed ? { unconfirmed: item.unconfirmed } : {}),
      ...(item.source ? { source: { publisher: sourceName(item.source), url: item.source.url } } : {}),
    };
  };
  const { buckets } = view;
  return {
    today: formatPlanDate(view.today),
    progress: buckets.progress,
    startNow: buckets.startNow.map(entry),
    overdue: buckets.overdue.map(entry),
    thisWeek: buckets.thisWeek.map(entry),
    upcoming: buckets.upcoming.map(entry),
    done: buckets.done.map(entry),
  };
}

/**
 * Plan PDFs a signed-in user, and a client address, may download in ten minutes: each costs a
 * worker a second or two, so one account or one address cannot keep the workers to itself.
 * A family downloading again after changing its plan stays far below either.
 */
export const PLAN_GUIDE_PDF_LIMITS = { perUser: 10, perAddress: 20, windowMs: 10 * 60_000 } as const;
/** The attempt counters' keys for the two limits. */
export const PLAN_GUIDE_PDF_LIMIT_KEYS = {
  user: (userId: string) => `plan-pdf:user:${userId}`,
  address: (clientAddress: string) => `plan-pdf:address:${clientAddress}`,
};
/** When to try again after "busy": about the time the queue takes to drain. */
const BUSY_RETRY_AFTER_SECONDS = 10;

const TOO_MANY_FOR_USER = "You have downloaded the guide with your plan many times in the last few minutes.";
const TOO_MANY_FROM_ADDRESS = "Many guides have been downloaded from your network in the last few minutes.";
const TRY_AGAIN_LATER = `Please try again in ${PLAN_GUIDE_PDF_LIMITS.windowMs / 60_000} minutes.`;

export type PlanGuidePdfDownload =
  { ok: true; pdf: Buffer } | { ok: false; status: 429 | 503; message: string; retryAfterSeconds: number };

/**
 * The PDF guide with the family's plan as its first chapter, laid out in a worker thread
 * (the services' `guidePdfs`). Counted against the user's and the address's limits first (in the
 * database, so they hold across instances); a download that is refused as busy, or fails,
 * is given back.
 */
export async function downloadPlanGuidePdf({
  services: { counters, guidePdfs },
  userId,
  clientAddress,
  view,
  site,
}: {
  services: Pick<Services, "counters" | "guidePdfs">;
  userId: string;
  clientAddress: string;
  /** Read once the limits allow the download: the plan's items cost queries too. */
  view: () => Promise<PlanView>;
  site: { siteName: string; siteUrl?: string };
}): Promise<PlanGuidePdfDownload> {
  const rule = (limit: number) => ({ limit, windowMs: PLAN_GUIDE_PDF_LIMITS.windowMs });
  const userKey = PLAN_GUIDE_PDF_LIMIT_KEYS.user(userId);
  const addressKey = PLAN_GUIDE_PDF_LIMIT_KEYS.address(clientAddress);
  const tooMany = (why: string): PlanGuidePdfDownload => ({
    ok: false,
    status: 429,
    message: `${why} ${TRY_AGAIN_LATER}`,
    retryAfterSeconds: PLAN_GUIDE_PDF_LIMITS.windowMs / 1000,
  });

  if (!(await counters.reserve(userKey, rule(PLAN_GUIDE_PDF_LIMITS.perUser)))) return tooMany(TOO_MANY_FOR_USER);
  if (!(await counters.reserve(addressKey, rule(PLAN_GUIDE_PDF_LIMITS.perAddress)))) {
    await counters.release(userKey);
    return tooMany(TOO_MANY_FROM_ADDRESS);
  }
  try {
    const { siteName, siteUrl } = site;
    const pdf = await guidePdfs.render({ siteName, ...(siteUrl ? { siteUrl } : {}), plan: guidePlan(await view()) });
    return { ok: true, pdf };
  } catch (error) {
    await Promise.all([counters.release(userKey), counters.release(addressKey)]);
    if (!(error instanceof GuidePdfBusyError)) throw error;
    return { ok: false, status: 503, message: error.message, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
  }
}
