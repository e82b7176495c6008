import type { HousingPlan } from "~/content/move-options";
import type { MoveProfile } from "./move-profile";
import { formatPlanDate } from "./plan-views";

const HOUSING_WORDS: Record<HousingPlan, string> = {
  base: "base housing",
  rent: "renting off base",
  buy: "buying a home",
  undecided: "housing not decided",
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The household's move in one line, for the top of the printed plan: "Reporting Thu, Mar 25,
 * 2027 · 2 school-age children · 1 cat · 2 cars · renting off base". What the family has none
 * of is left out; the landing day, an overseas departure and firearms are named because each
 * adds items to the plan.
 */
export function printHeaderLine(move: MoveProfile): string {
  const parts = [`Reporting ${formatPlanDate(move.reportDate)}`];
  if (move.arrivalDate && move.arrivalDate !== move.reportDate)
    parts.push(`landing ${formatPlanDate(move.arrivalDate)}`);
  if (move.departure === "overseas") parts.push("from overseas");
  if (move.schoolAgeChildren) parts.push(count(move.schoolAgeChildren, "school-age child", "school-age children"));
  if (move.dogs) parts.push(count(move.dogs, "dog", "dogs"));
  if (move.cats) parts.push(count(move.cats, "cat", "cats"));
  if (move.vehicles) parts.push(count(move.vehicles, "car", "cars"));
  if (move.firearms) parts.push("firearms");
  parts.push(HOUSING_WORDS[move.housing]);
  return parts.join(" · ");
}
