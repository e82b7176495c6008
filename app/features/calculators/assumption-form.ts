// zod/mini: the same schemas, tree-shaken, so the browser gets a few KB instead of ~25 KB.
import * as z from "zod/mini";
import {
  ASSUMPTION_DEFAULTS,
  MAX_YEARS_IN_HOME,
  ORIGINAL_VA_LOAN_TERM_YEARS,
  REQUIRED_ASSUMPTION_FIELDS,
  calculateAssumption,
  remainingTermFromStartYear,
  type AssumptionField,
  type AssumptionInputs,
  type AssumptionOptions,
  type AssumptionResult,
} from "./assumption";
import type { VaLoanUse } from "./va-funding-fee";
import { MAX_AMOUNT, amountTooLargeMessage } from "~/lib/money";
import { roundHalfUp } from "~/lib/rounding";

/**
 * The assumption calculator's form: its fields, their query-string names, and the one zod
 * schema that checks them, used by the page as the user presses Calculate and by the route
 * loader when a shared link or a form without JavaScript arrives.
 */

/** Amounts that can't be more than the purchase price, each with its own message on its field. */
export const AMOUNTS_WITHIN_PRICE = ["downPayment", "assumedBalance"] as const satisfies readonly AssumptionField[];
/** The price and those amounts: a change to one can make or clear another's message. */
export const PRICE_LINKED_FIELDS: readonly AssumptionField[] = ["purchasePrice", ...AMOUNTS_WITHIN_PRICE];
/** Highest rate accepted, per cent. */
export const MAX_RATE_PCT = 30;
export const MIN_TERM_YEARS = 1;
export const MAX_TERM_YEARS = 50;
export const TYPICAL_GAP_RATE_RANGE_PCT = [8, 12] as const;
/** The first year a VA-guaranteed loan could have begun (the program dates from 1944). */
const FIRST_LOAN_YEAR = 1944;

/**
 * "stay": the years the family expects to keep the home, 1 to MAX_YEARS_IN_HOME; "share": a
 * per cent of the price, 1 to 100; "year": a calendar year.
 */
type FieldKind = "amount" | "rate" | "term" | "stay" | "share" | "year";

type FieldSpec = {
  /** Name in the query string and the form. */
  param: string;
  label: string;
  kind: FieldKind;
  /** What to ask for when a required field is blank or zero. */
  missingMessage?: string;
  hint?: string;
};

export const ASSUMPTION_FIELDS: Record<AssumptionField, FieldSpec> = {
  purchasePrice: {
    param: "price",
    label: "Purchase price",
    kind: "amount",
    missingMessage: "Enter the home's purchase price.",
  },
  downPayment: { param: "down", label: "Down payment", kind: "amount", hint: "Optional. Cash you put down." },
  assumedBalance: {
    param: "balance",
    label: "Assumed loan balance",
    kind: "amount",
    missingMessage: "Enter what is left on the seller's VA loan.",
    hint: "What the seller still owes on the VA loan you take over.",
  },
  assumptionRate: {
    param: "rate",
    label: "Assumed loan rate (%)",
    kind: "rate",
    missingMessage: "Enter the assumed loan's interest rate, above 0.",
    hint: "The seller's rate, which you keep.",
  },
  assumedTermYears: {
    param: "term",
    label: "Years left on the seller's loan",
    kind: "term",
    missingMessage: "Enter the years left on the seller's loan, or the year the loan began.",
    hint: "From the seller's loan statement. Not known? Give the year the loan began instead.",
  },
  loanStartYear: {
    param: "startYear",
    label: "Or: year the seller's loan began",
    kind: "year",
    hint: `Used when the years left are blank, for a ${ORIGINAL_VA_LOAN_TERM_YEARS}-year loan.`,
  },
  gapRate: {
    param: "gapRate",
    label: "GAP loan rate (%)",
    kind: "rate",
    hint: `Typical GAP rates run ${TYPICAL_GAP_RATE_RANGE_PCT[0]}–${TYPICAL_GAP_RATE_RANGE_PCT[1]}%.`,
  },
  gapTermYears: { param: "gapTerm", label: "GAP loan term (years)", kind: "term" },
  maxCombinedLtvPct: {
    param: "cltv",
    label: "Combined loan limit (% of price)",
    kind: "share",
    hint: "Assumed balance plus GAP loan, as a share of the price; not a lender's quote. Ask your GAP lender for theirs.",
  },
  servicerFee: {
    param: "servicerFee",
    label: "Servicer's processing fee",
    kind: "amount",
    hint: "VA caps it at $300 ($250 for a servicer without automatic authority), or a lower state cap. Paid at closing.",
  },
  marketRate: {
    param: "marketRate",
    label: "Today's market rate (%)",
    kind: "rate",
    missingMessage: "Enter today's rate for a new loan, above 0.",
    hint: "The rate a new 30-year loan would cost you today.",
  },
  newTermYears: {
    param: "newTerm",
    label: "New loan term (years)",
    kind: "term",
    missingMessage: "Enter the new loan's term in years.",
  },
  hoaMonthly: { param: "hoa", label: "Homeowners association fees (monthly)", kind: "amount", hint: "Optional." },
  taxesMonthly: { param: "taxes", label: "Property taxes (monthly)", kind: "amount", hint: "Optional." },
  insuranceMonthly: { param: "insurance", label: "Homeowners insurance (monthly)", kind: "amount", hint: "Optional." },
  yearsInHome: {
    param: "years",
    label: "Years you expect to keep the home",
    kind: "stay",
    hint: "A typical tour is 3 years. Used to compare the paths if you sell then.",
  },
};

export const ASSUMPTION_FIELD_ORDER = Object.keys(ASSUMPTION_FIELDS) as AssumptionField[];
export const FUNDING_FEE_EXEMPT_PARAM = "exempt";
/** The new VA loan's choices, named as in rent/buy/assume's links. */
export const VA_LOAN_USE_PARAM = "use";
export const FEE_IN_CASH_PARAM = "feeInCash";

/** The funding fee choices: exemption (both paths), and the new VA loan's use and fee payment. */
export type AssumptionChoices = { fundingFeeExempt: boolean; vaLoanUse: VaLoanUse; feeInCash: boolean };

export const DEFAULT_ASSUMPTION_CHOICES: AssumptionChoices = {
  fundingFeeExempt: false,
  vaLoanUse: "first",
  feeInCash: false,
};

/** The engine's options for these choices: the new loan is always a VA loan here. */
export function assumptionOptions(choices: AssumptionChoices): AssumptionOptions {
  return {
    fundingFeeExempt: choices.fundingFeeExempt,
    newVaLoan: { use: choices.vaLoanUse, feeInCash: choices.feeInCash },
  };
}

const REQUIRED = new Set<AssumptionField>(REQUIRED_ASSUMPTION_FIELDS);

export type AssumptionValues = Record<AssumptionField, string>;

/** The form's starting text: the defaults (GAP 9.5%, 30-year terms), other fields blank. */
export const DEFAULT_ASSUMPTION_VALUES: AssumptionValues = Object.fromEntries(
  ASSUMPTION_FIELD_ORDER.map((field) => [
    field,
    ASSUMPTION_DEFAULTS[field] === 0 ? "" : String(ASSUMPTION_DEFAULTS[field]),
  ]),
) as AssumptionValues;

/** Text as typed, reduced to what a number parser reads: no "$", ",", "%" or spaces. */
export function cleanNumberText(text: string): string {
  return text.replace(/[\s,$%]/g, "");
}

const TYPE_MESSAGES: Record<FieldKind, string> = {
  amount: "Enter an amount in dollars, like 600,000.",
  rate: "Enter a rate as a number, like 6.5.",
  term: "Enter the number of years, like 30.",
  stay: "Enter the number of years, like 3.",
  share: "Enter a percentage as a number, like 90.",
  year: "Enter a year, like 2021.",
};

function fieldSchema(field: AssumptionField) {
  const spec = ASSUMPTION_FIELDS[field];
  const required = REQUIRED.has(field);
  return z.pipe(
    z.optional(z.string()),
    z.transform((raw: string | undefined, ctx): number => {
      const fail = (message: string) => {
        ctx.issues.push({ code: "custom", message, input: raw });
        return z.NEVER;
      };
      const text = cleanNumberText(raw ?? "");
      if (text === "") {
        // The years left may come from the loan's start year instead (yearsLeftProblem).
        if (required && ASSUMPTION_DEFAULTS[field] === 0 && field !== "assumedTermYears") {
          return fail(spec.missingMessage ?? "Required.");
        }
        return ASSUMPTION_DEFAULTS[field];
      }
      if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return fail(TYPE_MESSAGES[spec.kind]);
      const value = Number(text);
      const name = spec.label.replace(/ \(.*\)$/, "");
      if (value < 0) return fail(`${name} can't be negative.`);
      switch (spec.kind) {
        case "amount":
          if (value > MAX_AMOUNT) return fail(amountTooLargeMessage(name));
          if (required && value === 0) return fail(spec.missingMessage ?? "Required.");
          // Dollars and cents: "600000.555" is $600,000.56.
          return roundHalfUp(value, 2);
        case "rate":
          if (value > MAX_RATE_PCT) return fail(`Enter a rate from 0 to ${MAX_RATE_PCT}%.`);
          if (required && value === 0) return fail(spec.missingMessage ?? "Required.");
          return value;
        case "term":
          if (!Number.isInteger(value) || value < MIN_TERM_YEARS || value > MAX_TERM_YEARS) {
            return fail(`Enter whole years from ${MIN_TERM_YEARS} to ${MAX_TERM_YEARS}.`);
          }
          return value;
        case "stay":
          if (!Number.isInteger(value) || value < 1 || value > MAX_YEARS_IN_HOME) {
            return fail(`Enter whole years from 1 to ${MAX_YEARS_IN_HOME}.`);
          }
          return value;
        case "share":
          if (value < 1 || value > 100) return fail("Enter a percentage from 1 to 100.");
          return value;
        case "year": {
          const latest = new Date().getUTCFullYear();
          if (!Number.isInteger(value) || value < FIRST_LOAN_YEAR || value > latest) {
            return fail(`Enter a year from ${FIRST_LOAN_YEAR} to ${latest}.`);
          }
          return value;
        }
      }
    }),
  );
}

/** Each amount of AMOUNTS_WITHIN_PRICE above the price, with its message. */
function amountsAbovePrice(inputs: Pick<AssumptionInputs, "purchasePrice" | (typeof AMOUNTS_WITHIN_PRICE)[number]>) {
  return AMOUNTS_WITHIN_PRICE.filter((field) => inputs[field] > inputs.purchasePrice).map(
    (field) => [field, `${ASSUMPTION_FIELDS[field].label} can't be more than the purchase price.`] as const,
  );
}

const fieldShape = Object.fromEntries(ASSUMPTION_FIELD_ORDER.map((field) => [field, fieldSchema(field)])) as {
  [Field in AssumptionField]: ReturnType<typeof fieldSchema>;
};

/**
 * The years left on the seller's loan, from the year it began when they are not typed. Both
 * blank leave 0, which the engine asks for; a loan begun over 30 years ago is paid off.
 */
function withYearsLeft(inputs: AssumptionInputs, thisYear: number): AssumptionInputs {
  if (inputs.assumedTermYears > 0 || !(inputs.loanStartYear > 0)) return inputs;
  return { ...inputs, assumedTermYears: remainingTermFromStartYear(inputs.loanStartYear, thisYear) };
}

/** The one schema for the calculator's fields, keyed by field name, with the rules across them. */
export const assumptionFormSchema = z.object(fieldShape).check(
  z.check(
    (payload) => {
      for (const [field, message] of amountsAbovePrice(payload.value)) {
        payload.issues.push({ code: "custom", path: [field], message, input: payload.value[field] });
      }
    },
    // Also when other fields have problems, as long as the price and these amounts could be read.
    { when: ({ issues }) => !issues.some(({ path }) => PRICE_LINKED_FIELDS.includes(path?.[0] as AssumptionField)) },
  ),
);

export type AssumptionErrors = Partial<Record<AssumptionField, string>>;

export type AssumptionValidation = { ok: true; inputs: AssumptionInputs } | { ok: false; errors: AssumptionErrors };

const thisYear = () => new Date().getUTCFullYear();

/** Neither the years left nor a start year that leaves some: what to ask for, or undefined. */
function yearsLeftProblem(values: Partial<AssumptionValues>): string | undefined {
  const term = fieldShape.assumedTermYears.safeParse(values.assumedTermYears);
  const start = fieldShape.loanStartYear.safeParse(values.loanStartYear);
  // A value that can't be read has its own message.
  if (!term.success || !start.success || term.data > 0) return undefined;
  if (!(start.data > 0)) return ASSUMPTION_FIELDS.assumedTermYears.missingMessage;
  if (remainingTermFromStartYear(start.data, thisYear()) > 0) return undefined;
  return `A ${ORIGINAL_VA_LOAN_TERM_YEARS}-year loan begun in ${start.data} is paid off: enter the years left from the seller's statement.`;
}

/** Checks the typed values; each field with a problem gets one message. */
export function validateAssumptionValues(values: Partial<AssumptionValues>): AssumptionValidation {
  const parsed = assumptionFormSchema.safeParse(values);
  const yearsLeft = yearsLeftProblem(values);
  if (parsed.success && !yearsLeft) return { ok: true, inputs: withYearsLeft(parsed.data, thisYear()) };
  const errors: AssumptionErrors = yearsLeft ? { assumedTermYears: yearsLeft } : {};
  if (parsed.success) return { ok: false, errors };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AssumptionField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * The message for one field as the user leaves it, or undefined: its own rules, then (for the
 * down payment and the assumed balance) the purchase price's, read from the other values.
 */
export function validateAssumptionField(field: AssumptionField, values: Partial<AssumptionValues>): string | undefined {
  const own = fieldShape[field].safeParse(values[field]);
  if (!own.success) return own.error.issues[0]?.message;
  const price = fieldShape.purchasePrice.safeParse(values.purchasePrice);
  if (!price.success) return undefined;
  // Only this field's amount is compared, so another field's excess does not show here.
  return amountsAbovePrice({ purchasePrice: price.data, downPayment: 0, assumedBalance: 0, [field]: own.data })[0]?.[1];
}

/** Remarks about values that are allowed but change the picture. */
export function assumptionNotes(inputs: AssumptionInputs): AssumptionErrors {
  const notes: AssumptionErrors = {};
  if (inputs.loanStartYear > 0 && inputs.assumedTermYears > 0) {
    notes.assumedTermYears = `Counted from the loan's start in ${inputs.loanStartYear}: ${inputs.assumedTermYears} years left of ${ORIGINAL_VA_LOAN_TERM_YEARS}.`;
  }
  if (inputs.downPayment > 0 && inputs.downPayment >= inputs.purchasePrice) {
    notes.downPayment =
      "Your down payment covers the whole price, so there is nothing to borrow: the new loan and the GAP loan are both $0.";
  } else if (inputs.assumedBalance >= inputs.purchasePrice - inputs.downPayment) {
    notes.assumedBalance = "The assumed balance covers the rest of the price, so no GAP loan is needed.";
  }
  return notes;
}

/** The query string for a set of values: clean numbers, defaults and blanks left out. */
export function assumptionSearchParams(values: AssumptionValues, choices: AssumptionChoices): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of ASSUMPTION_FIELD_ORDER) {
    const text = cleanNumberText(values[field]);
    if (text === "" || text === DEFAULT_ASSUMPTION_VALUES[field]) continue;
    params.set(ASSUMPTION_FIELDS[field].param, text);
  }
  if (choices.fundingFeeExempt) params.set(FUNDING_FEE_EXEMPT_PARAM, "1");
  if (choices.vaLoanUse !== DEFAULT_ASSUMPTION_CHOICES.vaLoanUse) params.set(VA_LOAN_USE_PARAM, choices.vaLoanUse);
  if (choices.feeInCash) params.set(FEE_IN_CASH_PARAM, "1");
  return params;
}

export type AssumptionQuery = {
  /** The query carried at least one of the calculator's fields. */
  submitted: boolean;
  /** Text to put back in each field. */
  values: AssumptionValues;
  choices: AssumptionChoices;
  errors: AssumptionErrors;
  notes: AssumptionErrors;
  inputs: AssumptionInputs | null;
  result: AssumptionResult | null;
};

/** Reads and computes a calculation from a URL: the route's loader and client loader both call this. */
export function assumptionQueryFromUrl(url: string | URL): AssumptionQuery {
  const params = new URL(url).searchParams;
  const submitted = ASSUMPTION_FIELD_ORDER.some((field) => params.has(ASSUMPTION_FIELDS[field].param));
  const values = { ...DEFAULT_ASSUMPTION_VALUES };
  for (const field of ASSUMPTION_FIELD_ORDER) {
    const value = params.get(ASSUMPTION_FIELDS[field].param);
    // Keep what was sent, capped so a hostile link cannot blow up the page.
    if (value !== null) values[field] = value.slice(0, 40);
  }
  const checked = (param: string) => params.get(param) === "1" || params.get(param) === "on";
  const choices: AssumptionChoices = {
    fundingFeeExempt: checked(FUNDING_FEE_EXEMPT_PARAM),
    vaLoanUse: params.get(VA_LOAN_USE_PARAM) === "subsequent" ? "subsequent" : "first",
    feeInCash: checked(FEE_IN_CASH_PARAM),
  };
  const empty = { submitted, values, choices, errors: {}, notes: {}, inputs: null, result: null };
  if (!submitted) return empty;
  const validation = validateAssumptionValues(values);
  if (!validation.ok) return { ...empty, errors: validation.errors };
  const outcome = calculateAssumption(validation.inputs, assumptionOptions(choices));
  if (!outcome.ok) {
    const errors: AssumptionErrors = {};
    for (const field of outcome.missing) errors[field] = ASSUMPTION_FIELDS[field].missingMessage;
    return { ...empty, errors };
  }
  return { ...empty, notes: assumptionNotes(validation.inputs), inputs: validation.inputs, result: outcome.result };
}
