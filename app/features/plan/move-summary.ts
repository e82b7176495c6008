import { BRANCH_NAMES, INSTALLATION_NAMES, type HousingPlan } from "~/content/move-options";
import { readableDate } from "./calendar-date";
import type { MoveProfile } from "./move-profile";

/**
 * The saved move in one line, for the folded move form (issue 33): "Reporting Thu, Mar 25,
 * 2027 · 2 school-age children · 1 cat · 2 cars · renting off base". Only what the family said:
 * a count of zero, an unsaid branch, an undecided housing plan and orders not yet in hand are
 * left out, so the line stays short on a phone.
 */
export function moveSummary(move: MoveProfile): string {
  const parts = [`Reporting ${readableDate(move.reportDate)}`];
  if (move.arrivalDate) parts.push(`landing ${readableDate(move.arrivalDate)}`);
  if (move.departure === "overseas") parts.push("from overseas");
  if (move.branch !== "unsaid") parts.push(BRANCH_NAMES[move.branch]);
  if (move.installation !== "unsure") parts.push(INSTALLATION_NAMES[move.installation]);
  if (move.ordersInHand) parts.push("orders in hand");
  parts.push(
    ...[
      counted(move.schoolAgeChildren, "school-age child", "school-age children"),
      counted(move.dogs, "dog", "dogs"),
      counted(move.cats, "cat", "cats"),
      counted(move.vehicles, "car", "cars"),
    ].filter((part) => part !== null),
  );
  if (move.firearms) parts.push("firearms");
  const housing = HOUSING_WORDS[move.housing];
  if (housing) parts.push(housing);
  return parts.join(" · ");
}

/** "1 cat", "2 cats"; null for none. */
function counted(count: number, one: string, many: string): string | null {
  if (count === 0) return null;
  return `${count} ${count === 1 ? one : many}`;
}

const HOUSING_WORDS: Readonly<Record<HousingPlan, string | null>> = {
  base: "base housing",
  rent: "renting off base",
  buy: "buying a home",
  undecided: null,
};
