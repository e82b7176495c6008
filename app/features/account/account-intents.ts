/**
 * The account page's forms, told apart by `intent`. Apart from the schemas (account-schemas.ts),
 * which the page loads only when a form is first touched: the forms need the names at once.
 */
export const ACCOUNT_INTENTS = {
  displayName: "display-name",
  password: "change-password",
  email: "change-email",
  signOutEverywhere: "sign-out-everywhere",
  delete: "delete-account",
} as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[keyof typeof ACCOUNT_INTENTS];
