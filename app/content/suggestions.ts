/** The suggestion box's lists (SPEC.md §2: ten popular suggestions, a coming-soon list). */
export const POPULAR_SUGGESTIONS = [
  "Commute times from each neighborhood to every base",
  "A comparison of basic allowance for housing (BAH) and rent by ZIP code",
  "A checklist for shipping a second car privately",
  "Reviews of temporary lodging allowance (TLA) hotels from other military families",
  "A guide to Hawaii's leasehold and condo fees",
  "Pet-friendly rentals near Schofield and Kaneohe Bay",
  "A school comparison for military-impacted schools",
  "A moving-day weather and hurricane-season guide",
  "A printable version of the PCS checklist",
  "Spouse employment and licensing in Hawaii",
] as const;

export const COMING_SOON = [
  "The Aloha PCS app for your phone",
  "Member forum for questions and answers between families",
  "Email reminders for checklist deadlines",
  "Saved calculator scenarios in your account",
] as const;
