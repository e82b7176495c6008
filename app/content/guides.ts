import { BASE_HOUSING_GUIDE } from "./base-housing";
import { BOAT_GUIDE } from "./boats";
import { CHECKLIST_GUIDE } from "./checklist";
import { FIREARM_GUIDE } from "./firearms";
import { HOTEL_GUIDE } from "./hotels";
import { pageInfo } from "./pages";
import { PET_GUIDE } from "./pets";
import { SAFETY_GUIDE } from "./safety";
import { SCHOOL_GUIDE } from "./schools";
import type { GuideRecord } from "./sources";
import { STORAGE_GUIDE } from "./storage";
import {
  ASSUMPTION_CALCULATOR_GUIDE,
  CREDIT_CALCULATOR_GUIDE,
  RENT_BUY_ASSUME_CALCULATOR_GUIDE,
} from "./calculator-guides";
import { FINANCING_GUIDE, GAP_LENDERS_GUIDE, VA_ASSUMPTIONS_GUIDE } from "./housing-guides";
import { VA_HOMES_GUIDE } from "./va-homes";
import { VEHICLE_GUIDE } from "./vehicles";

/**
 * Every guide of the site, in the order of the downloadable PDF guide. Each page imports only
 * its own record (so a page's script carries no other guide); the PDF and the content check
 * (guides.test.ts) read them all from here.
 */
export const GUIDES: readonly GuideRecord[] = [
  CHECKLIST_GUIDE,
  PET_GUIDE,
  FIREARM_GUIDE,
  VEHICLE_GUIDE,
  BOAT_GUIDE,
  STORAGE_GUIDE,
  SCHOOL_GUIDE,
  SAFETY_GUIDE,
  HOTEL_GUIDE,
  BASE_HOUSING_GUIDE,
  VA_ASSUMPTIONS_GUIDE,
  FINANCING_GUIDE,
  GAP_LENDERS_GUIDE,
  VA_HOMES_GUIDE,
  ASSUMPTION_CALCULATOR_GUIDE,
  RENT_BUY_ASSUME_CALCULATOR_GUIDE,
  CREDIT_CALCULATOR_GUIDE,
];

/** A guide's page heading and meta description, for the PDF's headings. */
export function guideHeading(guide: GuideRecord): { heading: string; description: string } {
  const page = pageInfo(guide.path);
  return { heading: page.heading, description: page.description };
}
