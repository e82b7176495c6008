import type { RentBuyAssumeResult } from "./rent-buy-assume";
import type { RentBuyAssumeChoices, RentBuyAssumeValues } from "./rent-buy-assume-fields";
import type { RentBuyAssumeInputs, RentBuyAssumeNumberField } from "./rent-buy-assume-inputs";
import type { SensitivityCell, SensitivityMove } from "./rent-buy-assume-sensitivity";

/**
 * What the rent/buy/assume page reads from its query string (server/rent-buy-assume-query.server.ts
 * computes it; the form shows it).
 */

export type RentBuyAssumeErrors = Partial<Record<RentBuyAssumeNumberField, string>>;

export type RentBuyAssumeQuery = {
  /** The query carried at least one of the calculator's fields. */
  submitted: boolean;
  /** Text to put back in each field, as it was sent. */
  values: RentBuyAssumeValues;
  choices: RentBuyAssumeChoices;
  errors: RentBuyAssumeErrors;
  inputs: RentBuyAssumeInputs | null;
  result: RentBuyAssumeResult | null;
  /** Every ±1 step and how far it moves the answer, largest first. */
  moves: SensitivityMove[];
  /** Net cost per path for appreciation × rate around the given values. */
  grid: SensitivityCell[][];
  /** The BAH table's year is past: the page says its figures are last year's. */
  bahOutdated: boolean;
};
