import type { PlanBasis } from "~/content/plan-rules";

/**
 * Whose date an item's is, in words. A module of its own: the plan's views and the orders-changed
 * preview both show it, and sharing plan-views.tsx would split the plan page's chunk.
 */
export const BASIS_LABEL: Record<PlanBasis, string> = {
  deadline: "Official deadline",
  orders: "Set by your orders",
  suggestion: "Our suggestion",
};
