import { todayInHawaii } from "../calendar-date";
import { planItems, type MoveProfile } from "../due-dates";
import { ownPlanEntries, type OwnItem } from "../own-items";
import { formatPlanDate } from "../plan-views";
import { moveSummary } from "../move-summary";
import { summaryLine, type PrintEntry, type PrintPlanView } from "../print-plan";

/** An own item's note, first line only: on paper each item gets one line of what it is. */
const noteLine = (note: string | undefined) => (note ? summaryLine(note.split("\n")[0]!) : "") || "Your own item.";

/**
 * The plan for paper: the same items as /plan (the rules that apply to the move, then the
 * family's own), each cut to its title, date and one line; the grouping by month is the page's
 * (printedPlan), so a visitor's browser can apply the ticks it keeps.
 */
export function printPlanView(
  profile: MoveProfile,
  doneIds: Iterable<string>,
  ownItems: readonly OwnItem[] = [],
  now = new Date(),
): PrintPlanView {
  const entries: PrintEntry[] = [
    ...planItems(profile).map((item) => ({
      id: item.id,
      title: item.title,
      dueDate: item.dueDate,
      dueLabel: formatPlanDate(item.dueDate),
      summary: summaryLine(item.hint),
    })),
    ...ownPlanEntries(ownItems).map((entry) => ({
      id: entry.id,
      title: entry.title,
      ...(entry.dueDate ? { dueDate: entry.dueDate, dueLabel: formatPlanDate(entry.dueDate) } : {}),
      summary: noteLine(entry.note),
    })),
  ];
  // Only ids of this plan's items (a visitor's come from the address).
  const ids = new Set(entries.map((entry) => entry.id));
  const today = todayInHawaii(now);
  return {
    today,
    todayLabel: formatPlanDate(today),
    headerLine: moveSummary(profile),
    entries,
    doneIds: [...new Set(doneIds)].filter((id) => ids.has(id)),
  };
}
