import { NAMES } from "./names";
import { GUIDE_PDF_PATH, GUIDE_PDF_TITLE } from "./guide-pdf";

/**
 * The six tool cards of the resources page (SPEC.md §2). A tool is an internal page, another
 * site or a file of ours (both open in a new tab), or not yet available (shown as "Coming
 * soon", never a dead link).
 */
export type ToolCard = {
  title: string;
  description: string;
  icon: "smartphone" | "calculator" | "key" | "home" | "book" | "hotel";
  action:
    | { kind: "internal"; href: string; label: string }
    /** Another site, or a file of ours whose `format` is named in the link (the PDF guide: "PDF"). */
    | { kind: "external"; href: string; label: string; format?: string }
    | { kind: "coming-soon" };
};

export const RESOURCE_TOOLS: ToolCard[] = [
  {
    title: "Aloha PCS app",
    description: "Your checklist, calculators and contacts in one app for the phone in your pocket on moving day.",
    icon: "smartphone",
    action: { kind: "coming-soon" },
  },
  {
    title: "VA loan assumption calculator",
    description:
      "Compare assuming a seller's VA loan plus a gap second mortgage (GAP) against a new loan at today's rate.",
    icon: "calculator",
    action: { kind: "internal", href: "/calculators/assumption-cruncher", label: "Open the calculator" },
  },
  {
    title: NAMES.rentals,
    description: "Popular rental areas near base and the eight checks that keep you clear of rental scams.",
    icon: "key",
    action: { kind: "internal", href: "/housing/verified-rentals", label: "Find a rental" },
  },
  {
    title: "VA homes",
    description: "Homes for sale by area and by commute to base, with the Veterans Home Program credit for each.",
    icon: "home",
    action: { kind: "internal", href: "/housing/va-homes", label: "Browse VA homes" },
  },
  {
    title: GUIDE_PDF_TITLE,
    description:
      "Every guide on this site in one PDF to print or keep on your phone: the checklist, key figures with their official sources, and what to do.",
    icon: "book",
    action: { kind: "external", href: GUIDE_PDF_PATH, label: "Download the guide", format: "PDF" },
  },
  {
    title: "TLA hotels",
    description: "Hotels for your temporary lodging allowance days, with pet policies and the TLA rules that apply.",
    icon: "hotel",
    action: { kind: "internal", href: "/pcs-toolkit/tla-hotels", label: "See TLA hotels" },
  },
];
