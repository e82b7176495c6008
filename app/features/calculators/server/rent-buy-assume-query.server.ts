import { BAH_HONOLULU_2026, bahFor, bahTableIsOutdated } from "~/content/bah-honolulu";
import { RENT_BUY_ASSUME_PLANNING } from "~/content/rent-buy-assume-planning";
import { cleanNumberText } from "../assumption-form";
import { MAX_AMOUNT, amountTooLargeMessage } from "~/lib/money";
import { calculateRentBuyAssume } from "../rent-buy-assume";
import type { RentBuyAssumeErrors, RentBuyAssumeQuery } from "../rent-buy-assume-query";
import {
  CHOICE_PARAMS,
  RENT_BUY_ASSUME_FIELDS,
  RENT_BUY_ASSUME_FIELD_ORDER,
  type RentBuyAssumeChoices,
  type RentBuyAssumeValues,
} from "../rent-buy-assume-fields";
import {
  MAX_KEEP_YEARS,
  MAX_TERM_YEARS,
  MAX_TOUR_YEARS,
  RENT_BUY_ASSUME_DEFAULTS,
  validateRentBuyAssume,
  type RentBuyAssumeError,
  type RentBuyAssumeInputs,
  type RentBuyAssumeNumberField,
} from "../rent-buy-assume-inputs";
import { sensitivityGrid, sensitivityToSteps } from "../rent-buy-assume-sensitivity";
import { roundHalfUp } from "~/lib/rounding";

/**
 * Reads the rent/buy/assume calculator's query string and computes it: the route's loader
 * calls this for a shared link, a reload, and the form sent with or without JavaScript. Every
 * field with a problem gets one message in the page's words, and nothing is computed until
 * there are none.
 */

const DEFAULT_CHOICES: RentBuyAssumeChoices = {
  vaLoanUse: RENT_BUY_ASSUME_DEFAULTS.vaLoanUse,
  fundingFeeExempt: RENT_BUY_ASSUME_DEFAULTS.fundingFeeExempt,
  fundingFeeInCash: !RENT_BUY_ASSUME_DEFAULTS.fundingFeeFinanced,
  afterTour: RENT_BUY_ASSUME_DEFAULTS.afterTour,
  payGrade: "",
  withDependents: true,
};

/**
 * The form's starting text: the engine's defaults that are not zero (tour 3 years, rent +3 % a
 * year, 30-year terms, Honolulu's tax rate and exemption, the GAP rate, the combined-loan cap,
 * the servicer's fee) and the labelled planning figures (rate, closing, insurance, maintenance,
 * appreciation, selling, return on cash); the rest blank.
 */
export const DEFAULT_RENT_BUY_ASSUME_VALUES: RentBuyAssumeValues = Object.fromEntries(
  RENT_BUY_ASSUME_FIELD_ORDER.map((field) => {
    const planned = (RENT_BUY_ASSUME_PLANNING as Partial<Record<string, { value: number }>>)[field];
    const value = planned ? planned.value : RENT_BUY_ASSUME_DEFAULTS[field];
    return [field, value === 0 ? "" : String(value)];
  }),
) as RentBuyAssumeValues;

/**
 * The fields the form starts filled: blank, they are asked for rather than read as 0 (type 0
 * for none). Those that start blank say in their hints what blank means.
 */
const PREFILLED_FIELDS = RENT_BUY_ASSUME_FIELD_ORDER.filter((field) => DEFAULT_RENT_BUY_ASSUME_VALUES[field] !== "");

const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)$/;
/** A shared link may carry anything: what is kept of each value, so a hostile one stays small. */
const MAX_VALUE_LENGTH = 40;

const TYPE_MESSAGES = {
  amount: "Enter an amount in dollars, like 650,000.",
  monthly: "Enter an amount in dollars, like 3,500.",
  percent: "Enter a percentage as a number, like 3.5.",
  years: "Enter whole years, like 3.",
} as const;

const MAX_YEARS: Partial<Record<RentBuyAssumeNumberField, number>> = {
  tourYears: MAX_TOUR_YEARS,
  keepYears: MAX_KEEP_YEARS,
};

const shortName = (field: RentBuyAssumeNumberField) => RENT_BUY_ASSUME_FIELDS[field].label.replace(/ \(.*\)$/, "");

/** The engine's refusal in the page's words. */
function problemMessage({ field, problem }: RentBuyAssumeError): string {
  const { kind } = RENT_BUY_ASSUME_FIELDS[field as RentBuyAssumeNumberField];
  const name = shortName(field as RentBuyAssumeNumberField);
  const maxYears = MAX_YEARS[field as RentBuyAssumeNumberField] ?? MAX_TERM_YEARS;
  // A tour and a loan last at least a year; a home may be kept as a rental for none.
  const minYears = field === "keepYears" ? 0 : 1;
  switch (problem) {
    case "not-a-number":
      return TYPE_MESSAGES[kind];
    case "negative":
      if (kind === "years") return `Enter whole years from ${minYears} to ${maxYears}.`;
      if (field === "appreciationPct") return "Appreciation can't be below −100% a year.";
      return `${name} can't be negative.`;
    case "too-large":
      if (kind === "years") return `Enter whole years from ${minYears} to ${maxYears}.`;
      if (field === "propertyTaxPerThousand") return "Enter dollars per $1,000 of value, up to 1,000.";
      if (kind === "percent") return `Enter a percentage up to 100.`;
      return amountTooLargeMessage(name);
    case "not-whole-years":
      return TYPE_MESSAGES.years;
    case "down-payment-above-price":
      return "The down payment can't be more than the home price.";
    case "assumed-balance-above-loan":
      return "The assumed balance can't be more than the home price less the down payment.";
    case "price-required":
      return "Required: enter the home's price.";
    case "term-required":
      return field === "assumedRemainingYears"
        ? "Required with an assumed balance: enter the years left on the seller's loan."
        : "Required: enter the new loan's term in years.";
  }
}

function readChoices(params: URLSearchParams): RentBuyAssumeChoices {
  const checked = (param: string) => params.get(param) === "1" || params.get(param) === "on";
  const grade = params.get(CHOICE_PARAMS.payGrade) ?? "";
  return {
    payGrade: bahFor(BAH_HONOLULU_2026, grade, true) === null ? "" : grade,
    withDependents: params.get(CHOICE_PARAMS.dependents) !== "without",
    vaLoanUse: params.get(CHOICE_PARAMS.vaLoanUse) === "subsequent" ? "subsequent" : DEFAULT_CHOICES.vaLoanUse,
    fundingFeeExempt: checked(CHOICE_PARAMS.fundingFeeExempt),
    fundingFeeInCash: checked(CHOICE_PARAMS.fundingFeeInCash),
    afterTour: params.get(CHOICE_PARAMS.afterTour) === "keep" ? "keep" : DEFAULT_CHOICES.afterTour,
  };
}

/** Each field's number (null when blank), or its message. */
function readNumbers(values: RentBuyAssumeValues) {
  const numbers: Partial<Record<RentBuyAssumeNumberField, number | null>> = {};
  const errors: RentBuyAssumeErrors = {};
  for (const field of RENT_BUY_ASSUME_FIELD_ORDER) {
    const { kind } = RENT_BUY_ASSUME_FIELDS[field];
    const text = cleanNumberText(values[field]);
    if (text === "") {
      numbers[field] = null;
      continue;
    }
    const value = Number(text);
    if (!NUMBER_TEXT.test(text)) errors[field] = TYPE_MESSAGES[kind];
    else if (kind === "years" && !Number.isInteger(value)) errors[field] = TYPE_MESSAGES.years;
    else if ((kind === "amount" || kind === "monthly") && value > MAX_AMOUNT) {
      errors[field] = amountTooLargeMessage(shortName(field));
    } else {
      // Dollars and cents: "650000.555" is $650,000.56.
      numbers[field] = kind === "amount" || kind === "monthly" ? roundHalfUp(value, 2) : value;
    }
  }
  return { numbers, errors };
}

/** What must be given for these choices, each with its message when it is blank or zero. */
function missing(
  numbers: Partial<Record<RentBuyAssumeNumberField, number | null>>,
  choices: RentBuyAssumeChoices,
): RentBuyAssumeErrors {
  const given = (field: RentBuyAssumeNumberField) => (numbers[field] ?? 0) > 0;
  const errors: RentBuyAssumeErrors = {};
  for (const field of PREFILLED_FIELDS) {
    if (numbers[field] == null)
      errors[field] = `Required: enter a figure (0 for none). It started at ${DEFAULT_RENT_BUY_ASSUME_VALUES[field]}.`;
  }
  if (!given("price")) errors.price = "Required: enter the home's price.";
  if (!given("ratePct")) errors.ratePct = "Required: enter today's rate for a new VA loan, above 0.";
  if (!given("rentMonthly") && !given("bahMonthly")) {
    errors.rentMonthly = "Enter the monthly rent (or your BAH, which it then starts at).";
  }
  if (given("assumedBalance") && !given("assumedRatePct")) {
    errors.assumedRatePct = "Required with an assumed balance: enter the seller's rate, which you would keep.";
  }
  if (given("assumedBalance") && !given("assumedRemainingYears")) {
    errors.assumedRemainingYears = "Required with an assumed balance: enter the years left on the seller's loan.";
  }
  if (choices.afterTour === "keep" && !given("keepYears")) {
    errors.keepYears = "Enter how many years you would rent the home out, 1 or more.";
  }
  return errors;
}

function toInputs(
  numbers: Partial<Record<RentBuyAssumeNumberField, number | null>>,
  choices: RentBuyAssumeChoices,
): RentBuyAssumeInputs {
  const inputs: RentBuyAssumeInputs = {
    ...RENT_BUY_ASSUME_DEFAULTS,
    vaLoanUse: choices.vaLoanUse,
    fundingFeeExempt: choices.fundingFeeExempt,
    fundingFeeFinanced: !choices.fundingFeeInCash,
    afterTour: choices.afterTour,
  };
  for (const field of RENT_BUY_ASSUME_FIELD_ORDER) {
    const value = numbers[field];
    if (value !== null && value !== undefined) inputs[field] = value;
  }
  // The defaults: the rent starts at the BAH, and the rent a kept home earns at the rent.
  if (numbers.rentMonthly == null) inputs.rentMonthly = inputs.bahMonthly;
  if (numbers.rentalRentMonthly == null) inputs.rentalRentMonthly = inputs.rentMonthly;
  // Years as a rental count only when the home is kept.
  if (choices.afterTour === "sell") inputs.keepYears = 0;
  return inputs;
}

export function rentBuyAssumeQueryFromUrl(url: string | URL, today: Date = new Date()): RentBuyAssumeQuery {
  const params = new URL(url).searchParams;
  const submitted =
    RENT_BUY_ASSUME_FIELD_ORDER.some((field) => params.has(RENT_BUY_ASSUME_FIELDS[field].param)) ||
    params.has(CHOICE_PARAMS.payGrade);
  const values = { ...DEFAULT_RENT_BUY_ASSUME_VALUES };
  for (const field of RENT_BUY_ASSUME_FIELD_ORDER) {
    const value = params.get(RENT_BUY_ASSUME_FIELDS[field].param);
    if (value !== null) values[field] = value.slice(0, MAX_VALUE_LENGTH);
  }
  const choices = readChoices(params);
  // Pay grade and dependents fill a blank BAH from the table (the form does it as they are
  // chosen; this is the same without JavaScript). A typed BAH is kept.
  const tableBah = bahFor(BAH_HONOLULU_2026, choices.payGrade, choices.withDependents);
  if (cleanNumberText(values.bahMonthly) === "" && tableBah !== null) values.bahMonthly = String(tableBah);
  const empty: RentBuyAssumeQuery = {
    submitted,
    values,
    choices,
    errors: {},
    inputs: null,
    result: null,
    moves: [],
    grid: [],
    bahOutdated: bahTableIsOutdated(BAH_HONOLULU_2026, today),
  };
  if (!submitted) return empty;

  const read = readNumbers(values);
  const errors: RentBuyAssumeErrors = { ...missing(read.numbers, choices), ...read.errors };
  if (Object.keys(errors).length > 0) return { ...empty, errors };
  const inputs = toInputs(read.numbers, choices);
  for (const error of validateRentBuyAssume(inputs)) {
    errors[error.field as RentBuyAssumeNumberField] ??= problemMessage(error);
  }
  if (Object.keys(errors).length > 0) return { ...empty, errors };

  const outcome = calculateRentBuyAssume(inputs);
  if (!outcome.ok) throw new Error("rent/buy/assume: inputs passed validation but the engine refused them");
  return {
    ...empty,
    inputs,
    result: outcome.result,
    moves: sensitivityToSteps(inputs) ?? [],
    grid: sensitivityGrid(inputs) ?? [],
  };
}
