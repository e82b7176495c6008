import type { LucideIcon } from "lucide-react";
import {
  BadgeCheck,
  Calculator,
  Car,
  ClipboardCheck,
  GraduationCap,
  Heart,
  KeyRound,
  PawPrint,
  PhoneCall,
  ShieldCheck,
  Sparkles,
} from "lucide-react";

/** The home page's promises to visitors (SPEC.md §2). */
export const HOME_BADGES: readonly { label: string; icon: LucideIcon }[] = [
  { label: "Free tools", icon: Sparkles },
  { label: "No spam or gimmicks", icon: BadgeCheck },
  { label: "Built by a veteran", icon: Heart },
];

export const HOME_INTRO =
  "Checklists, shipping and pet guides, school and safety research, and calculators for buying or renting a home near base: free for military families and veterans, with the official rules linked on every page.";

export type QuickLink = { label: string; description: string; href: string; icon: LucideIcon };

/** The eight-tile quick-link grid, in SPEC.md §2's order. */
export const QUICK_LINKS: readonly QuickLink[] = [
  {
    label: "PCS Checklist",
    description: "20 steps from orders to keys",
    href: "/pcs-toolkit/hawaii-checklist",
    icon: ClipboardCheck,
  },
  {
    label: "Verified Rentals",
    description: "Rent near base and avoid scams",
    href: "/housing/verified-rentals",
    icon: KeyRound,
  },
  {
    label: "School Finder",
    description: "Hawaii's statewide school district",
    href: "/pcs-toolkit/hawaii-schools",
    icon: GraduationCap,
  },
  {
    label: "Vehicle Shipping",
    description: "Ship your car across the Pacific",
    href: "/pcs-toolkit/vehicle-shipping",
    icon: Car,
  },
  {
    label: "Pet PCS Guide",
    description: "Quarantine rules and deadlines",
    href: "/pcs-toolkit/pet-travel",
    icon: PawPrint,
  },
  { label: "VA Homes", description: "Homes for VA buyers by area", href: "/housing/va-homes", icon: ShieldCheck },
  {
    label: "Assumption Cruncher",
    description: "Savings from assuming a VA loan",
    href: "/calculators/assumption-cruncher",
    icon: Calculator,
  },
  { label: "Contact Sponsor", description: "Talk to a real person", href: "/contact", icon: PhoneCall },
];

export const CHECKLIST_PATH = "/pcs-toolkit/hawaii-checklist";
