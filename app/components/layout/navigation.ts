import type { LucideIcon } from "lucide-react";
import {
  Anchor,
  Award,
  BookOpen,
  Building2,
  Calculator,
  CalendarCheck,
  Car,
  ClipboardCheck,
  ExternalLink,
  GraduationCap,
  Hammer,
  HandCoins,
  Home,
  KeyRound,
  Landmark,
  MessageSquare,
  PawPrint,
  Percent,
  PhoneCall,
  PlayCircle,
  Shield,
  ShieldCheck,
  Target,
  Users,
  Warehouse,
  Wallet,
} from "lucide-react";
import { NEW_CONSTRUCTION_SEARCH_URL } from "~/content/listing-search";
import { NAMES } from "~/content/names";

export type NavLink = {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Opens another site in a new tab. */
  external?: boolean;
  children?: NavLink[];
};

export type NavGroup = { label: string; links: NavLink[] };

/**
 * The sidebar menu as SPEC.md §2 (Layout) lists it, plus the credit calculator beside the
 * assumption calculator (issue 16: SPEC's menu left it linked from nowhere).
 */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: "Main",
    links: [
      { label: "Home", href: "/", icon: Home },
      { label: "Welcome", href: "/welcome", icon: PlayCircle },
    ],
  },
  {
    label: "PCS tools",
    links: [
      { label: "Hawaii PCS checklist", href: "/pcs-toolkit/hawaii-checklist", icon: ClipboardCheck },
      // Issue 17: the checklist dated for one family's move.
      { label: NAMES.plan, href: "/plan", icon: CalendarCheck },
      { label: NAMES.schools, href: "/pcs-toolkit/hawaii-schools", icon: GraduationCap },
      { label: "Vehicle shipping", href: "/pcs-toolkit/vehicle-shipping", icon: Car },
      { label: NAMES.petGuide, href: "/pcs-toolkit/pet-travel", icon: PawPrint },
      { label: "Firearms", href: "/pcs-toolkit/firearms-pcs", icon: Target },
      { label: "Boat shipping", href: "/pcs-toolkit/boat-shipping", icon: Anchor },
      { label: "Storage facilities", href: "/pcs-toolkit/storage-facilities", icon: Warehouse },
      { label: "Crime and safety", href: "/pcs-toolkit/hawaii-crime-safety", icon: Shield },
      { label: "Base housing", href: "/housing/base-housing", icon: Building2 },
    ],
  },
  {
    label: "Housing tools",
    links: [
      { label: NAMES.rentals, href: "/housing/verified-rentals", icon: KeyRound },
      { label: "VA homes", href: "/housing/va-homes", icon: ShieldCheck },
      { label: NAMES.assumptionCalculator, href: "/calculators/assumption-cruncher", icon: Calculator },
      { label: NAMES.creditCalculator, href: "/calculators/credit", icon: HandCoins },
      // Issue 18; the calculator icon again, as a new icon would weigh on every page's script.
      { label: "Rent, buy or assume", href: "/calculators/rent-buy-assume", icon: Calculator },
      { label: "VA loan assumptions", href: "/housing/va-assumptions", icon: Percent },
      {
        label: "Financing options",
        href: "/housing/financing-options",
        icon: Wallet,
        children: [{ label: "GAP lenders", href: "/housing/gap-lenders", icon: Landmark }],
      },
      { label: "Veterans Home Program", href: "/programs", icon: Award },
      { label: "New construction", href: "/housing/new-construction", icon: Hammer },
      {
        label: "New construction search",
        href: NEW_CONSTRUCTION_SEARCH_URL,
        icon: ExternalLink,
        external: true,
      },
    ],
  },
];

export const NAV_BOTTOM_LINKS: NavLink[] = [
  { label: NAMES.contact, href: "/contact", icon: PhoneCall },
  { label: "Resources", href: "/resources", icon: BookOpen },
  { label: "Member forum", href: "/member-forum", icon: Users },
];

export const SUGGESTION_LINK: NavLink = { label: "Suggestion box", href: "/suggestion-box", icon: MessageSquare };
