import { Suspense, lazy, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { CurrencyField, Field } from "~/components/forms";
import { AMOUNT_TEXT, currencyDigits } from "~/components/ui/currency-input";
import { GAP_MAX_LOAN_TO_PRICE_PCT } from "~/content/gap-loan-limit";
import type { AssumptionField } from "../assumption";
import {
  ASSUMPTION_FIELDS,
  ASSUMPTION_FIELD_ORDER,
  FEE_IN_CASH_PARAM,
  FUNDING_FEE_EXEMPT_PARAM,
  PRICE_LINKED_FIELDS,
  VA_LOAN_USE_PARAM,
  assumptionSearchParams,
  validateAssumptionField,
  validateAssumptionValues,
  type AssumptionChoices,
  type AssumptionErrors,
  type AssumptionQuery,
  type AssumptionValues,
} from "../assumption-form";

// The results only show once there is a calculation: the browser fetches their code after the
// form's (with a shared link, while the server's results are already on screen; entry.server.tsx
// keeps them in place). It keeps the page's first script within its budget (docs/decisions/0013).
// Folded under the checkbox, so off the first screen: its code (the VA's list) comes after the
// page's, and the server's HTML stays in place until then (the route's JavaScript budget).
const FundingFeeExemptList = lazy(() =>
  import("./funding-fee-exempt-list").then((module) => ({ default: module.FundingFeeExemptList })),
);
const AssumptionResults = lazy(() =>
  import("./assumption-results").then((module) => ({ default: module.AssumptionResults })),
);

/** Where the calculator lives; the form sends its query string here. */
export const ASSUMPTION_CALCULATOR_PATH = "/calculators/assumption-cruncher";

const GROUPS: { legend: string; fields: AssumptionField[] }[] = [
  { legend: "The home", fields: ["purchasePrice", "downPayment", "yearsInHome"] },
  {
    legend: "The VA loan you take over",
    fields: ["assumedBalance", "assumptionRate", "assumedTermYears", "loanStartYear", "servicerFee"],
  },
  { legend: "GAP (second) loan for the rest", fields: ["gapRate", "gapTermYears", "maxCombinedLtvPct"] },
  { legend: "A new loan instead", fields: ["marketRate", "newTermYears"] },
  { legend: "Monthly costs on either path", fields: ["hoaMonthly", "taxesMonthly", "insuranceMonthly"] },
];

export const fieldId = (field: AssumptionField) => `assumption-${ASSUMPTION_FIELDS[field].param}`;

/**
 * The VA loan assumption calculator. The inputs live in the URL: pressing Calculate puts them
 * in the query string, and the route's loader (server) or client loader (browser) computes
 * the result from it, so a result can be shared, bookmarked and printed, and the form works
 * as a plain GET form without JavaScript.
 */
export function AssumptionCalculator({ query }: { query: AssumptionQuery }) {
  const location = useLocation();
  // A new calculation starts the form afresh from what the URL now says.
  return <AssumptionForm key={location.search} query={query} />;
}

function AssumptionForm({ query }: { query: AssumptionQuery }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<AssumptionValues>(query.values);
  const [choices, setChoices] = useState<AssumptionChoices>(query.choices);
  const choose = (change: Partial<AssumptionChoices>) => setChoices((current) => ({ ...current, ...change }));
  const [errors, setErrors] = useState<AssumptionErrors>(query.errors);
  const hasErrors = Object.values(errors).some(Boolean);

  const recheck = (fields: AssumptionField[], next: AssumptionValues) =>
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(fields.map((field) => [field, validateAssumptionField(field, next)])),
    }));
  // The price and the amounts that can't exceed it are checked together.
  const linked = (field: AssumptionField) => (PRICE_LINKED_FIELDS.includes(field) ? PRICE_LINKED_FIELDS : [field]);
  const update = (field: AssumptionField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows a message, re-check it as the user types so it clears when fixed.
    const shown = linked(field).filter((other) => errors[other]);
    if (shown.length) recheck(shown, next);
  };
  const check = (field: AssumptionField) => {
    // A required field left blank is flagged on Calculate, not while moving through the form.
    if (values[field].trim() === "") return;
    recheck(
      linked(field).filter((other) => values[other].trim() !== ""),
      values,
    );
  };

  return (
    <>
      <form
        method="get"
        action={ASSUMPTION_CALCULATOR_PATH}
        noValidate
        className="print:hidden"
        onSubmit={(event) => {
          event.preventDefault();
          const validation = validateAssumptionValues(values);
          if (!validation.ok) {
            setErrors(validation.errors);
            const first = ASSUMPTION_FIELD_ORDER.find((field) => validation.errors[field]);
            if (first) document.getElementById(fieldId(first))?.focus();
            return;
          }
          setErrors({});
          navigate(`${ASSUMPTION_CALCULATOR_PATH}?${assumptionSearchParams(values, choices)}`, {
            preventScrollReset: true,
            state: { focusResults: true },
          });
        }}
      >
        {hasErrors ? (
          <p role="alert" className="mb-4 rounded-md border border-coral-700 bg-white p-3 font-medium text-coral-700">
            Please check the highlighted {Object.values(errors).filter(Boolean).length === 1 ? "field" : "fields"}{" "}
            below.
          </p>
        ) : null}
        {/* The form is several screens long on a phone: each group after the first is laid out only
            when near the viewport (`render-when-visible`, app.css), and when a field in it is focused. */}
        <div className="grid gap-5 md:grid-cols-2">
          {GROUPS.map((group) => (
            <fieldset
              key={group.legend}
              className="rounded-xl border border-ocean-100 bg-white p-4 shadow-sm not-first:render-when-visible"
            >
              <legend className="px-1 text-base font-bold text-ocean-900">{group.legend}</legend>
              <div className="mt-2 grid gap-4 sm:grid-cols-2">
                {group.fields.map((field) => (
                  <CalculatorField
                    key={field}
                    field={field}
                    value={values[field]}
                    error={errors[field]}
                    note={query.notes[field]}
                    onChange={(value) => update(field, value)}
                    onBlur={() => check(field)}
                  />
                ))}
              </div>
              {group.fields.includes("gapRate") ? (
                <p className="mt-3 rounded-md bg-ocean-50 p-3 text-sm text-slate-800">
                  GAP lenders cap the combined loans (first + GAP) at up to about {GAP_MAX_LOAN_TO_PRICE_PCT}% of the
                  price: the site owner's planning figure. What the cap leaves is a down payment, paid at closing.
                </p>
              ) : null}
            </fieldset>
          ))}
          <fieldset className="rounded-xl border border-ocean-100 bg-white p-4 shadow-sm render-when-visible">
            <legend className="px-1 text-base font-bold text-ocean-900">VA funding fee</legend>
            <p className="mt-2 text-sm text-slate-800">
              On the assumption: 0.5% of the assumed balance, paid at closing (ask the servicer). On a new VA loan: the
              purchase fee, by down payment and first or later use, added to the loan or paid in cash.
            </p>
            <label className="mt-2 flex min-h-11 cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                name={FUNDING_FEE_EXEMPT_PARAM}
                value="1"
                checked={choices.fundingFeeExempt}
                onChange={(event) => choose({ fundingFeeExempt: event.currentTarget.checked })}
                className="mt-1 size-5 accent-ocean-700"
              />
              <span className="text-sm text-slate-800">I am exempt from the VA funding fee (on both paths)</span>
            </label>
            <Suspense fallback={null}>
              <FundingFeeExemptList />
            </Suspense>
            <fieldset className="mt-3">
              <legend className="text-sm font-semibold text-slate-900">The new VA loan</legend>
              {(
                [
                  ["first", "First use of my VA loan benefit"],
                  ["subsequent", "I have used it before"],
                ] as const
              ).map(([use, label]) => (
                <label key={use} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={VA_LOAN_USE_PARAM}
                    value={use}
                    checked={choices.vaLoanUse === use}
                    onChange={() => choose({ vaLoanUse: use })}
                    className="size-5 accent-ocean-700"
                  />
                  {label}
                </label>
              ))}
              <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name={FEE_IN_CASH_PARAM}
                  value="1"
                  checked={choices.feeInCash}
                  onChange={(event) => choose({ feeInCash: event.currentTarget.checked })}
                  className="mt-0.5 size-5 accent-ocean-700"
                />
                Pay its funding fee in cash at closing (otherwise it is added to the loan)
              </label>
            </fieldset>
          </fieldset>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button type="submit" size="lg">
            Calculate
          </Button>
          {location.search ? (
            <Link
              to={ASSUMPTION_CALCULATOR_PATH}
              className="inline-flex min-h-12 items-center px-3 text-ocean-800 underline"
            >
              Start over
            </Link>
          ) : null}
        </div>
      </form>
      {query.result && query.inputs && !hasErrors ? (
        <Suspense fallback={null}>
          <AssumptionResults
            inputs={query.inputs}
            result={query.result}
            choices={query.choices}
            notes={query.notes}
            focusOnMount={Boolean((location.state as { focusResults?: boolean } | null)?.focusResults)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function CalculatorField({
  field,
  value,
  error,
  note,
  onChange,
  onBlur,
}: {
  field: AssumptionField;
  value: string;
  error?: string;
  note?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const spec = ASSUMPTION_FIELDS[field];
  const frame = { labelProps: { children: spec.label }, hint: spec.hint, errors: [error], note };
  return spec.kind === "amount" ? (
    <CurrencyField
      {...frame}
      currencyProps={{
        id: fieldId(field),
        name: spec.param,
        // Text the URL carried that is not plain digits stays as sent, beside its message.
        value: AMOUNT_TEXT.test(value) || error ? value : currencyDigits(value),
        onValueChange: onChange,
        onBlur,
      }}
    />
  ) : (
    <Field
      {...frame}
      inputProps={{
        id: fieldId(field),
        name: spec.param,
        type: "text",
        inputMode: spec.kind === "rate" || spec.kind === "share" ? "decimal" : "numeric",
        autoComplete: "off",
        value,
        onChange: (event) => onChange(event.currentTarget.value),
        onBlur,
      }}
    />
  );
}
