/** The mission statement on the welcome dialog and the welcome page. */
export const MISSION = {
  heading: "Our mission",
  paragraphs: [
    "A PCS move to Hawaii comes with rules you won't meet anywhere else: pet quarantine, firearm registration, shipping a car across an ocean, and one of the country's toughest housing markets.",
    "Aloha PCS puts the official rules, honest planning figures and free tools for all of it in one place, so your family can plan the move and find a home with confidence. Every guide links its official sources, and we never sell your details.",
  ],
} as const;

/**
 * Where a new family starts, shown in the welcome dialog and on the welcome page in place of
 * a video when none is configured (SITE_WELCOME_VIDEO_URL): the written welcome.
 */
export const FIRST_STEPS: readonly { title: string; detail: string; href: string; action: string }[] = [
  {
    title: "Start your Hawaii PCS checklist",
    detail: "Twenty steps from orders to keys, in the order families do them. Sign in to save your progress.",
    href: "/pcs-toolkit/hawaii-checklist",
    action: "Open the checklist",
  },
  {
    title: "Read the rules for what you're bringing",
    detail: "Pets, cars and firearms each have Hawaii-only rules and deadlines that start months before you fly.",
    href: "/pcs-toolkit/pet-travel",
    action: "Start with pet travel",
  },
  {
    title: "Compare your housing options",
    detail: "Base housing waitlists, rentals near base, or buying with a VA loan you assume from the seller.",
    href: "/housing/base-housing",
    action: "See base housing",
  },
];
