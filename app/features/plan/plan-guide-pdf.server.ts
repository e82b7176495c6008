import pLimit from "p-limit";
import type { GuidePlan, GuidePlanEntry } from "~/features/guide-pdf/book";
import type { GuidePdfOptions } from "~/features/guide-pdf/render-guide-pdf";
import type { PlanView } from "./plan-page.server";
import type { PlanEntry } from "./plan-buckets";
import { BASIS_LABEL, formatPlanDate } from "./plan-views";

/** How the page names a family's own item's date, beside "Official deadline" and the others. */
const OWN_ITEM_LABEL = "Your own item";

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
      ...(item.source ? { source: { publisher: item.source.publisher, url: item.source.url } } : {}),
    };
  };
  const { buckets } = view;
  return {
    today: formatPlanDate(view.today),
    progress: buckets.progress,
    overdue: buckets.overdue.map(entry),
    thisWeek: buckets.thisWeek.map(entry),
    upcoming: buckets.upcoming.map(entry),
    done: buckets.done.map(entry),
  };
}

/**
 * One book at a time per process, and a short queue. Laying the book out is CPU work on the
 * event loop (two layouts of one to two seconds each), so two at once would only stall every
 * other request twice as long; between the two layouts the loop is let go (render-guide-pdf).
 * Beyond the queue, the family is told to try again in a moment (503) rather than wait.
 */
export const GUIDE_PDF_RENDERS = { atOnce: 1, queue: 3 } as const;

/**
 * The renderer, loaded on the first download: @react-pdf/renderer and the guide records stay
 * out of the server's start-up and memory until a family asks for a book.
 */
async function renderGuidePdf(options: GuidePdfOptions): Promise<Buffer> {
  return (await import("~/features/guide-pdf/render-guide-pdf")).renderGuidePdf(options);
}

export class GuidePdfBusyError extends Error {
  constructor() {
    super("Many guides are being made right now. Please try again in a minute.");
  }
}

/** `render`, run at most `atOnce` at a time with `queue` more waiting; beyond that, `GuidePdfBusyError`. */
export function boundedGuidePdfRenders(
  { atOnce, queue }: { atOnce: number; queue: number },
  render: (options: GuidePdfOptions) => Promise<Buffer> = renderGuidePdf,
) {
  const limit = pLimit(atOnce);
  return (options: GuidePdfOptions): Promise<Buffer> => {
    // Counted whole (started or waiting): p-limit starts queued work a microtask later.
    if (limit.activeCount + limit.pendingCount >= atOnce + queue) return Promise.reject(new GuidePdfBusyError());
    return limit(() => render(options));
  };
}

const renderBounded = boundedGuidePdfRenders(GUIDE_PDF_RENDERS);

/** The PDF guide with the family's plan as its first chapter; `GuidePdfBusyError` when too many wait. */
export function renderPlanGuidePdf(
  view: PlanView,
  { siteName, siteUrl }: { siteName: string; siteUrl?: string },
): Promise<Buffer> {
  return renderBounded({ siteName, ...(siteUrl ? { siteUrl } : {}), plan: guidePlan(view) });
}
