import { formatDollars } from "~/lib/money";
import { homesForSaleIn, OAHU_HOMES_SEARCH_URL } from "./listing-search";
import type { ResourceLink } from "./resource-link";
import {
  ASSUMPTION_APPEAL_DAYS,
  ASSUMPTION_FUNDING_FEE_PAYMENT,
  FUNDING_FEE_EXEMPT_TEXT,
  FUNDING_FEE_TEXT,
  GAP_COMBINED_LIMIT_TEXT,
  SERVICER_FEE_CAP_AUTOMATIC,
  SERVICER_FEE_CAP_NON_AUTOMATIC,
  GAP_TYPICAL_RATE_MAX_PCT,
  GAP_TYPICAL_RATE_MIN_PCT,
  SERVICER_DECISION_DAYS,
  SERVICER_SUBMIT_TO_VA_DAYS,
  VA_FUNDING_FEE_SOURCE_URL,
} from "./va-loan-facts";

/** What a GAP second mortgage does for an assumption buyer. */
export const GAP_BENEFITS: { icon: "home" | "percent" | "clock" | "handshake"; title: string; description: string }[] =
  [
    {
      icon: "home",
      title: "Buy with little cash down",
      description: `A GAP loan covers the difference between the price and the assumed balance. Lenders cap both loans together: ${GAP_COMBINED_LIMIT_TEXT} is our planning figure.`,
    },
    {
      icon: "percent",
      title: "Keep the low first-mortgage rate",
      description: `Only the smaller second loan carries today's higher rate, typically ${GAP_TYPICAL_RATE_MIN_PCT}–${GAP_TYPICAL_RATE_MAX_PCT}%, so your blended rate stays low.`,
    },
    {
      icon: "clock",
      title: "Closes with the assumption",
      description: "GAP lenders used to assumptions coordinate with the servicer so both loans fund on the same day.",
    },
    {
      icon: "handshake",
      title: "Pay it down or refinance later",
      description: "Put extra toward the smaller GAP balance first, or refinance it on its own if rates fall.",
    },
  ];

/**
 * Searches for homes to ask about: listing sites have no reliable "assumable" filter, so each
 * opens an area and the page says what to look for in the listing remarks.
 */
export const ASSUMPTION_SEARCHES: { label: string; url: string }[] = [
  { label: "Oahu homes: all areas", url: OAHU_HOMES_SEARCH_URL },
  { label: "Central Oahu: Mililani", url: homesForSaleIn("Mililani") },
  { label: "Leeward: Ewa Beach", url: homesForSaleIn("Ewa Beach") },
  { label: "Windward: Kailua", url: homesForSaleIn("Kailua") },
];

export const ASSUMPTION_BENEFITS: { title: string; description: string }[] = [
  {
    title: "Keep the seller's low rate",
    description:
      "Loans made when rates were low keep that rate after you assume them, which can cut hundreds of dollars from the monthly payment.",
  },
  {
    title: "Lower closing costs",
    description: `The VA funding fee on an assumption is ${FUNDING_FEE_TEXT} of the balance, and some buyers pay none, such as veterans who receive VA disability compensation.`,
  },
  {
    title: "More interest goes to principal sooner",
    description:
      "You take over a loan that is already years into its schedule, so each payment pays down more of the balance than a brand-new loan would.",
  },
];

/** The process from offer to keys (VA Circular 26-23-10; VA Forms 26-8106 and 26-1880). */
export const ASSUMPTION_STEPS: { title: string; detail: string }[] = [
  {
    title: "Find an assumable VA loan",
    detail:
      'Look for "assumable" or "VA assumable" in the listing remarks, or have your agent ask the listing agent for the loan balance, rate and servicer.',
  },
  {
    title: "Work out the gap",
    detail:
      "The difference between the price and the loan balance is paid in cash or with a GAP second mortgage. Run the figures in the assumption calculator.",
  },
  {
    title: "Write an offer that names the assumption",
    detail:
      "Make the contract contingent on the servicer approving the assumption, and on GAP financing if you need it.",
  },
  {
    title: "Apply with the loan servicer",
    detail:
      "The servicer checks your credit and income as any lender would. Send a complete package quickly: the clock starts only when it is complete.",
  },
  {
    title: "Substitute entitlement if you are a veteran",
    detail:
      "An eligible veteran buyer can substitute their own entitlement (VA Forms 26-8106 and 26-1880), which frees the seller's entitlement for their next home.",
  },
  {
    title: "Wait for the servicer's decision",
    detail: `Servicers with automatic authority must decide within ${SERVICER_DECISION_DAYS} calendar days of a complete application; others must send it to VA within ${SERVICER_SUBMIT_TO_VA_DAYS} days.`,
  },
  {
    title: "Pay the funding fee and close",
    detail: `The VA funding fee is ${FUNDING_FEE_TEXT} of the unpaid balance on the transfer date. ${ASSUMPTION_FUNDING_FEE_PAYMENT} The package includes the funding-fee receipt.`,
  },
  {
    title: "Appeal a disapproval if needed",
    detail: `If the servicer disapproves, you can appeal within ${ASSUMPTION_APPEAL_DAYS} days. Ask for the reason in writing first.`,
  },
];

/**
 * Questions families ask about assumptions, answered only from sources this page already
 * cites (content-facts §8, 38 U.S.C. § 3729, VA Circular 26-23-10) and SPEC.md's GAP figures.
 * Also published as FAQPage structured data.
 */
export const ASSUMPTION_FAQ: { question: string; answer: string }[] = [
  {
    question: "What does the VA charge to assume a VA loan?",
    answer: `A funding fee of ${FUNDING_FEE_TEXT} of the unpaid balance on the day the loan is transferred, paid at closing: ask the servicer how. ${FUNDING_FEE_EXEMPT_TEXT} The servicer's own processing fee is capped at ${formatDollars(SERVICER_FEE_CAP_AUTOMATIC)} (${formatDollars(SERVICER_FEE_CAP_NON_AUTOMATIC)} for a servicer without automatic authority), or less where state law caps it lower.`,
  },
  {
    question: "How long does a VA loan assumption take?",
    answer: `A servicer with automatic authority must decide within ${SERVICER_DECISION_DAYS} calendar days of a complete application; one without it must send the file to the VA within ${SERVICER_SUBMIT_TO_VA_DAYS} days. A disapproval can be appealed within ${ASSUMPTION_APPEAL_DAYS} days.`,
  },
  {
    question: "Does the seller's VA entitlement stay tied up?",
    answer:
      "If a buyer who is not a veteran assumes the loan, yes. An eligible veteran buyer can substitute their own entitlement (VA Forms 26-8106 and 26-1880), which frees the seller's.",
  },
  {
    question: "How do I cover the difference between the price and the loan balance?",
    answer: `With cash, or a second mortgage (a GAP loan) at rates around ${GAP_TYPICAL_RATE_MIN_PCT}–${GAP_TYPICAL_RATE_MAX_PCT}%. Lenders cap both loans together: ${GAP_COMBINED_LIMIT_TEXT} is our planning figure, and the rest is paid in cash.`,
  },
];

export const ASSUMPTION_TIPS: string[] = [
  "Ask for the servicer's name early: processing times vary widely between servicers.",
  "Line up your GAP lender before you make the offer, so both loans can close together.",
  `Budget cash at closing for the ${FUNDING_FEE_TEXT} funding fee, unless you are exempt, and for the servicer's processing fee: at most ${formatDollars(SERVICER_FEE_CAP_AUTOMATIC)} (${formatDollars(SERVICER_FEE_CAP_NON_AUTOMATIC)} without automatic authority), less where state law caps it lower.`,
  "If you are not a veteran, tell the seller: their VA entitlement stays tied to the loan until it is paid off.",
  `Keep the dates of your permanent change of station (PCS) in the contract realistic: allow at least the servicer's ${SERVICER_DECISION_DAYS} days plus closing.`,
];

export const ASSUMPTION_RESOURCES: ResourceLink[] = [
  {
    title: "VA loan assumption calculator",
    href: "/calculators/assumption-cruncher",
    description: "Put in a real listing's price, loan balance and rate to compare it with a new loan.",
  },
  {
    title: "Rent, buy or assume calculator",
    href: "/calculators/rent-buy-assume",
    description:
      "Weigh an assumption against a new VA loan and against renting with your basic allowance for housing (BAH), over your tour.",
  },
  {
    title: "VA home loans",
    href: "https://www.va.gov/housing-assistance/home-loans/",
    description: "The Department of Veterans Affairs' guide to VA-backed home loans, entitlement and eligibility.",
  },
  {
    title: "VA funding fee and closing costs",
    href: VA_FUNDING_FEE_SOURCE_URL,
    description: "The current funding fee table, including the assumption fee and who is exempt.",
  },
];
