import { LAST_REVIEWED, SHARED_SOURCES, type GuideRecord, type SourceLink } from "./sources";

/** Storage near Oahu's bases (SPEC.md §2, §3) and government storage (content-facts.md §3). */
export type StorageFacility = {
  title: string;
  location: string;
  /** SPEC.md §9: military discounts of 5 to 10 percent. */
  discount: string;
  perks: readonly string[];
  website: string;
  /** Stand-in for a private business we could not confirm (example.com website, "Sample listing" tag). */
  sample: boolean;
};

export const STORAGE_FACILITIES: readonly StorageFacility[] = [
  {
    title: "Example Storage, Central Oahu",
    location: "Near Schofield Barracks (Wahiawa and Mililani area)",
    discount: "10% military discount",
    perks: ["Climate-controlled units", "Month-to-month rental", "Drive-up units for trucks"],
    website: "https://www.example.com/storage-central-oahu",
    sample: true,
  },
  {
    title: "Example Storage, Pearl Harbor",
    location: "Near Joint Base Pearl Harbor-Hickam (Aiea and Pearl City area)",
    discount: "5% military discount",
    perks: ["Climate-controlled units", "Gated access with keypad", "Moving supplies on site"],
    website: "https://www.example.com/storage-pearl-harbor",
    sample: true,
  },
  {
    title: "Example Storage, Windward Oahu",
    location: "Near Marine Corps Base Hawaii, Kaneohe Bay (Kaneohe and Kailua area)",
    discount: "5–10% military discount",
    perks: ["Vehicle and boat parking", "Online rental and payment", "Extended office hours"],
    website: "https://www.example.com/storage-windward",
    sample: true,
  },
];

/** The four tips of SPEC.md §2. */
export const STORAGE_TIPS: readonly { title: string; detail: string }[] = [
  {
    title: "Bring your military ID",
    detail: "Discounts usually need proof of service at sign-up: ask for the military rate before you sign.",
  },
  {
    title: "Choose climate control",
    detail:
      "Hawaii's heat and humidity are hard on furniture, electronics, papers and photos. A climate-controlled unit costs more and protects them.",
  },
  {
    title: "Ask about move-in specials",
    detail:
      "Facilities often discount the first month or waive fees for new renters. Ask whether a special and the military discount can be combined.",
  },
  {
    title: "Book early in summer",
    detail:
      "Summer is the peak season for permanent change of station (PCS) moves, and units near base fill up. Reserve one as soon as you know your dates.",
  },
];

export const GOVERNMENT_STORAGE: readonly string[] = [
  "Storage that comes with your move is arranged through your transportation office, in the Defense Personal Property System (DPS) on move.mil or MilMove (my.move.mil), not with a commercial facility.",
  "The Global Household Goods Contract with HomeSafe Alliance was terminated in June 2025. The Defense Department said household goods moves are handled in the long-standing Tender of Service system (moving companies booked through your transportation office), and that do-it-yourself moves (personally procured moves) are reimbursed at a higher rate.",
  "What replaces that contract for the long term was not settled in the sources we could check. Ask your transportation office which system books your move and your storage before you plan dates around it.",
  "At Joint Base Pearl Harbor-Hickam, local moves, personally procured moves and non-temporary storage are handled by the Joint Personal Property Shipping Office (JPPSO) at the Navy Aloha Center.",
];

/** A public office (content-facts.md §3). */
export const JPPSO_HAWAII = {
  name: "JPPSO, Navy Aloha Center",
  address: "Building 2652, 4825 Bougainville Dr, Joint Base Pearl Harbor-Hickam",
  phone: "(808) 473-7782",
  outboundPhone: "(808) 473-7700",
} as const;

export const STORAGE_SOURCE_LIST: readonly SourceLink[] = [
  SHARED_SOURCES.moveMil,
  SHARED_SOURCES.ghcContract,
  {
    title: "Hickam Communities: transportation information",
    publisher: "Hickam Communities",
    url: "https://www.hickamcommunities.com/Become-a-Resident/Planning-Your-Move/Transportation-Information/Transportation-Information",
    official: true,
  },
  SHARED_SOURCES.jbphhShippingPets,
  SHARED_SOURCES.ghcTermination,
];

export const STORAGE_GUIDE: GuideRecord = {
  path: "/pcs-toolkit/storage-facilities",
  part: "PCS toolkit",
  figures: [{ label: "Military discount", value: "5–10% at many facilities", basis: "planning" }],
  points: [...GOVERNMENT_STORAGE, ...STORAGE_TIPS.map((tip) => `${tip.title}: ${tip.detail}`)],
  sources: STORAGE_SOURCE_LIST,
  lastReviewed: LAST_REVIEWED,
};
