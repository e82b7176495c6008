/**
 * "My orders changed" (issue 35): the owner's page for a new report date, linked from the plan.
 * A module of its own, so the plan page links it without sharing a chunk with that page's form.
 */
export const ORDERS_CHANGED_PATH = "/plan/orders-changed";
