import { PLAN_RULES, type PlanRule } from "~/content/plan-rules";

/**
 * The guide pages the plan's items link to ("Read the guide"), each once: kept for offline
 * reading. Worked out at build time (scripts/build-service-worker.ts), so the worker carries
 * the list and not the plan's content.
 */
export function planGuidePaths(rules: readonly Pick<PlanRule, "guidePath">[] = PLAN_RULES): string[] {
  return [...new Set(rules.map((rule) => rule.guidePath))].sort();
}
