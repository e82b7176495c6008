/**
 * The member forum preview (SPEC.md §2): categories and example questions that show what the
 * forum will hold. The forum is not open, so nothing here counts topics, posts or replies or
 * names a member: that would invent activity (issue 30).
 */
export type ForumCategory = {
  icon: "plane" | "home" | "paw" | "school" | "car" | "palm";
  title: string;
  description: string;
};

export const FORUM_CATEGORIES: ForumCategory[] = [
  {
    icon: "plane",
    title: "PCS planning",
    description: "Orders, timelines, temporary lodging allowance (TLA) and the first week on island.",
  },
  {
    icon: "home",
    title: "Housing and home buying",
    description: "Base housing waitlists, rentals, Veterans Affairs (VA) loans and assumptions.",
  },
  {
    icon: "paw",
    title: "Pets and quarantine",
    description:
      "Rabies rules, fluorescent antibody virus neutralization (FAVN) tests, airlines and direct airport release.",
  },
  {
    icon: "school",
    title: "Schools and childcare",
    description: "School zones, geographic exceptions, CDCs and sports.",
  },
  {
    icon: "car",
    title: "Vehicles and shipping",
    description: "Shipping a car or boat, island cars and registration.",
  },
  {
    icon: "palm",
    title: "Island life",
    description: "Neighborhoods, beaches, costs and making Hawaii home.",
  },
];

/** An example of the questions the forum is for, with the branch it concerns most. */
export type ForumQuestion = { title: string; branch: string };

export const FORUM_SAMPLE_QUESTIONS: ForumQuestion[] = [
  {
    title: "How early can we get on the Schofield housing waitlist?",
    branch: "Army",
  },
  {
    title: "Did anyone assume a VA loan in Kapolei? How long did the servicer take?",
    branch: "Navy",
  },
  {
    title: "Two cats and direct airport release: which airline worked for you?",
    branch: "Air Force",
  },
  {
    title: "Kailua or Kaneohe for a family commuting to Kaneohe Bay?",
    branch: "Marines",
  },
];

export const FORUM_GUIDELINES: string[] = [
  "Be kind. Everyone here is in the middle of a move.",
  "Keep operational details off the forum: no unit movements, deployment dates or base security information.",
  "Protect your family's privacy: no home addresses, phone numbers or children's names in posts.",
  "No sales pitches. Businesses may answer questions but not advertise.",
  "Check official sources before acting on advice; rules for pets, firearms and housing change.",
  "Report scams and suspicious rental offers to the moderators right away.",
];
