/**
 * Names retired by issue 30, and why: each promised what its page doesn't do, used a word a
 * military family reads otherwise ("sponsor" is the command's sponsor), or named one thing
 * two ways. None may appear in the site's text (app/content/naming.test.tsx); kept apart from
 * NAMES so the pages' scripts do not carry the list.
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
