/**
 * The plan's own sub-pages (issue 35), linked from the plan: "My orders changed", where the owner
 * enters a new report date, and the packet for the sponsor. A module of its own, so the plan page
 * links them without sharing a chunk with their forms; one module, so the plan page loads one
 * small chunk for both (the page is close to its size budget).
 */
export const ORDERS_CHANGED_PATH = "/plan/orders-changed";
export const SPONSOR_PAGE_PATH = "/plan/sponsor";
