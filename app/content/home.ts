import type { LucideIcon } from "lucide-react";
import { NAMES } from "./names";
import {
  BadgeCheck,
  Calculator,
  CalendarCheck,
  Car,
  ClipboardCheck,
  GraduationCap,
  Heart,
  KeyRound,
  PawPrint,
  Sparkles,
  Target,
} from "lucide-react";

/**
 * The home page's promises (SPEC.md §2's three badges), worded so each is true beside the
 * Veterans Home Program's offer: the tools are free and need no sign-up to the program; who
 * runs the site and how it is paid for is on the About page, linked right below them.
 */
export const HOME_BADGES: readonly { label: string; icon: LucideIcon }[] = [
  { label: "Every tool and guide free", icon: Sparkles },
  { label: "No program sign-up needed", icon: BadgeCheck },
  { label: "Built by a veteran", icon: Heart },
];

/** The first paragraph of the home page: it spells out PCS, used everywhere after it. */
export const HOME_INTRO =
  "Free guides, checklists and calculators for military families and veterans on permanent change of station (PCS) orders to Hawaii: shipping, pets, schools and safety, and buying or renting a home near base, with the official rules linked on every page.";

/** The home page's one primary action (issue 30): the plan asks for the report date first. */
export const PLAN_PATH = "/plan";
export const PRIMARY_ACTION = {
  label: "Make your dated PCS plan",
  href: PLAN_PATH,
  detail: "Start with your report date: every step of the move gets its own due date, counted back from it.",
} as const;

export const CHECKLIST_PATH = "/pcs-toolkit/hawaii-checklist";
/** Second to the plan: the same steps as a plain checklist. */
export const SECONDARY_ACTION = { label: "Open the PCS checklist", href: CHECKLIST_PATH } as const;

export type QuickLink = { label: string; description: string; href: string; icon: LucideIcon };

/**
 * The quick-link grid: the three strongest tools first (the dated plan, rent/buy/assume and
 * the firearms guide), then the guides a new family needs soonest.
 */
export const QUICK_LINKS: readonly QuickLink[] = [
  { label: NAMES.plan, description: "Every step dated from your report date", href: PLAN_PATH, icon: CalendarCheck },
  {
    label: "Rent, buy or assume",
    description: "Compare the three over your tour",
    href: "/calculators/rent-buy-assume",
    icon: Calculator,
  },
  {
    label: "Firearms",
    description: "Hawaii's registration deadline and limits",
    href: "/pcs-toolkit/firearms-pcs",
    icon: Target,
  },
  {
    label: "Hawaii PCS checklist",
    description: "20 steps from orders to keys",
    href: CHECKLIST_PATH,
    icon: ClipboardCheck,
  },
  {
    label: NAMES.petGuide,
    description: "Quarantine rules and deadlines",
    href: "/pcs-toolkit/pet-travel",
    icon: PawPrint,
  },
  {
    label: "Vehicle shipping",
    description: "Ship your car across the Pacific",
    href: "/pcs-toolkit/vehicle-shipping",
    icon: Car,
  },
  {
    label: NAMES.rentals,
    description: "Rent near base and avoid scams",
    href: "/housing/verified-rentals",
    icon: KeyRound,
  },
  {
    label: NAMES.schools,
    description: "Hawaii's statewide school district",
    href: "/pcs-toolkit/hawaii-schools",
    icon: GraduationCap,
  },
];
