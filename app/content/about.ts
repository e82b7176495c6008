import { LAST_REVIEWED } from "./last-reviewed";

/**
 * The About page (issue 30): who runs the site, what the Veterans Home Program is, how the site
 * is paid for, that the tools are free, and how figures are sourced and reviewed. Only what
 * SPEC.md, DESIGN.md and the site's own content say; the practice's name, founder and
 * contact details come from the site's details at render time, never from here.
 */
export const ABOUT_FUNDING = [
  "The practice pays for this site: its guides, calculators and hosting. It earns its living from the Veterans Home Program's services, when a family chooses them: helping families buy and sell homes in Hawaii, and managing homes for owners who rent them out.",
  "The lenders, hotels and businesses we could not confirm are marked as sample listings, with no phone number, email or website to contact.",
] as const;

export const ABOUT_FREE = [
  "Every guide, checklist, plan and calculator on this site is free, and none of them asks you to join the Veterans Home Program. Use them, print them and share them whether or not you ever talk to us.",
  "An account is optional: it saves your checklist and your dated plan, so you can pick them up on another device and share the plan with your household. We never sell your details.",
] as const;

export const ABOUT_SOURCES = [
  "Every guide ends with its official sources: government and first-party pages first, then any third-party summaries it leans on, labelled as such. Where a figure is our own planning figure rather than an official rule, the guide says so and shows the official rule beside it, with its link.",
  `Each guide says when it was last checked against its sources (the guides were last reviewed in ${LAST_REVIEWED}). The downloadable PDF guide is built from the same records as the pages, so the two never disagree.`,
  "Fees, phone numbers and rules change often: check the official page before you act on a figure here, and tell us through the suggestion box when something has changed.",
] as const;

export const NOT_AFFILIATED =
  "The site is not affiliated with the Department of Defense or the Department of Veterans Affairs.";
