/** The mission statement on the welcome dialog and the welcome page. */
export const MISSION = {
  heading: "Our mission",
  paragraphs: [
    "A PCS move to Hawaii comes with rules you won't meet anywhere else: pet quarantine, firearm registration, shipping a car across an ocean, and one of the country's toughest housing markets.",
    "Aloha PCS puts the official rules, honest planning figures and free tools for all of it in one place, so your family can plan the move and find a home with confidence. Every guide links its official sources, and we never sell your details.",
  ],
} as const;
