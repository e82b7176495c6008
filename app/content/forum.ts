/**
 * The member forum preview (SPEC.md §2): categories and sample threads that show what the
 * forum will hold. Authors are illustrative sample members, not real people.
 */
export type ForumCategory = {
  icon: "plane" | "home" | "paw" | "school" | "car" | "palm";
  title: string;
  description: string;
  topics: number;
  posts: number;
};

export const FORUM_CATEGORIES: ForumCategory[] = [
  {
    icon: "plane",
    title: "PCS planning",
    description: "Orders, timelines, temporary lodging allowance (TLA) and the first week on island.",
    topics: 48,
    posts: 312,
  },
  {
    icon: "home",
    title: "Housing and home buying",
    description: "Base housing waitlists, rentals, Veterans Affairs (VA) loans and assumptions.",
    topics: 63,
    posts: 451,
  },
  {
    icon: "paw",
    title: "Pets and quarantine",
    description:
      "Rabies rules, fluorescent antibody virus neutralization (FAVN) tests, airlines and direct airport release.",
    topics: 27,
    posts: 198,
  },
  {
    icon: "school",
    title: "Schools and childcare",
    description: "School zones, geographic exceptions, CDCs and sports.",
    topics: 31,
    posts: 176,
  },
  {
    icon: "car",
    title: "Vehicles and shipping",
    description: "Shipping a car or boat, island cars and registration.",
    topics: 22,
    posts: 134,
  },
  {
    icon: "palm",
    title: "Island life",
    description: "Neighborhoods, beaches, costs and making Hawaii home.",
    topics: 39,
    posts: 287,
  },
];

export type ForumQuestion = { title: string; author: string; branch: string; replies: number; time: string };

export const FORUM_SAMPLE_QUESTIONS: ForumQuestion[] = [
  {
    title: "How early can we get on the Schofield housing waitlist?",
    author: "Sam P. (sample)",
    branch: "Army",
    replies: 12,
    time: "2 hours ago",
  },
  {
    title: "Did anyone assume a VA loan in Kapolei? How long did the servicer take?",
    author: "Chris M. (sample)",
    branch: "Navy",
    replies: 8,
    time: "5 hours ago",
  },
  {
    title: "Two cats and direct airport release: which airline worked for you?",
    author: "Dana R. (sample)",
    branch: "Air Force",
    replies: 15,
    time: "Yesterday",
  },
  {
    title: "Kailua or Kaneohe for a family commuting to Kaneohe Bay?",
    author: "Jamie T. (sample)",
    branch: "Marines",
    replies: 21,
    time: "2 days ago",
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
