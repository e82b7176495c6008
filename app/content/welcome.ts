/** The mission statement in the welcome section of the home page and the welcome page. */
export const MISSION = {
  heading: "Our mission",
  paragraphs: [
    "A PCS move to Hawaii comes with rules you won't meet anywhere else: pet quarantine, firearm registration, shipping a car across an ocean, and one of the country's toughest housing markets.",
    "Aloha PCS puts the official rules, honest planning figures and free tools for all of it in one place, so your family can plan the move and find a home with confidence. Every guide links its official sources, and we never sell your details.",
  ],
} as const;

/**
 * Where a new family starts, in the welcome section of the home page and the welcome page,
 * after the video when the practice has configured one (site details' welcomeVideoUrl).
 */
export const FIRST_STEPS: readonly { title: string; detail: string; href: string; action: string }[] = [
  {
    title: "Make your dated PCS plan",
    detail:
      "Enter your report date and every step from orders to keys gets its own due date, with Hawaii's deadlines for pets, firearms and the car counted from it. No account needed.",
    href: "/plan",
    action: "Start your plan",
  },
  {
    title: "Read the rules for what you're bringing",
    detail: "Pets, cars and firearms each have Hawaii-only rules and deadlines that start months before you fly.",
    href: "/pcs-toolkit/pet-travel",
    action: "Start with pet travel",
  },
  {
    title: "Compare your housing options",
    detail:
      "Rent with your basic allowance for housing (BAH), buy with a Department of Veterans Affairs (VA) home loan, or take over a seller's VA loan: see what each costs over your tour.",
    href: "/calculators/rent-buy-assume",
    action: "Compare rent, buy and assume",
  },
];
