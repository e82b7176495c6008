/**
 * One name for each thing a family meets in more than one place (issue 30): the menu, the
 * page's heading, the links to it, the account buttons and the emails all say it this way.
 * app/content/naming.test.ts holds every page to it and keeps the old names out.
 */
export const NAMES = {
  signIn: "Sign in",
  createAccount: "Create account",
  signOut: "Sign out",
  plan: "My Hawaii PCS plan",
  assumptionCalculator: "VA loan assumption calculator",
  creditCalculator: "Credit calculator",
  petGuide: "Pet travel",
  schools: "Schools",
  rentals: "Renting near base",
  contact: "Contact us",
  glossary: "Glossary",
} as const;

/**
 * Names retired by issue 30, and why: each promised what its page doesn't do, used a word a
 * military family reads otherwise ("sponsor" is the command's sponsor), or named one thing
 * two ways. None may appear in the site's text.
 */
export const RETIRED_NAMES = [
  "Contact a Sponsor",
  "Contact Sponsor",
  "Contact a sponsor",
  "School Finder",
  "Verified Rentals",
  "Verified rentals",
  "Assumption Cruncher",
  "Pet PCS Guide",
  "My PCS Plan",
  "Sign In",
  "Sign Up",
  "Sign Out",
  "Log in",
  "Login",
  "Log out",
  "Create Account",
] as const;
