/**
 * One name for each thing a family meets in more than one place (issue 30): the menu, the
 * page's heading, the links to it, the account buttons and the emails all say it this way.
 * app/content/naming.test.ts holds every page to it and keeps the old names out.
 */
export const NAMES = {
  signIn: "Sign in",
  createAccount: "Create account",
  signOut: "Sign out",
  account: "Your account",
  plan: "My Hawaii PCS plan",
  assumptionCalculator: "VA loan assumption calculator",
  creditCalculator: "Credit calculator",
  petGuide: "Pet travel",
  schools: "Schools",
  rentals: "Renting near base",
  contact: "Contact us",
  glossary: "Glossary",
} as const;
