import { Term } from "~/components/ui/term";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { Field } from "~/components/forms";
import { SelectField } from "~/components/forms-more";
import { BAH_HONOLULU_2026, bahFor } from "~/content/bah-honolulu";
import { BAH_LOOKUP_SOURCE } from "~/content/rent-buy-assume-sources";
import {
  AFTER_TOUR_CHOICES,
  CHOICE_PARAMS,
  RENT_BUY_ASSUME_FIELDS,
  RENT_BUY_ASSUME_FIELD_ORDER,
  RENT_BUY_ASSUME_GROUPS,
  RENT_BUY_ASSUME_PATH,
  VA_LOAN_USES,
  type RentBuyAssumeGroup,
} from "../rent-buy-assume-fields";
import type { RentBuyAssumeNumberField } from "../rent-buy-assume-inputs";
import { FundingFeeExemptList } from "./funding-fee-exempt-list";
import type { RentBuyAssumeQuery } from "../rent-buy-assume-query";

export const rentBuyAssumeFieldId = (field: RentBuyAssumeNumberField) => `rba-${RENT_BUY_ASSUME_FIELDS[field].param}`;

/**
 * The calculator's inputs as a GET form: sending it puts them in the URL, and the route's loader
 * computes the answer on the server, with or without JavaScript. The fields start from what the
 * URL says, so a refused value stays as typed beside its message.
 */
export function RentBuyAssumeForm({ query }: { query: RentBuyAssumeQuery }) {
  const location = useLocation();
  const navigation = useNavigation();
  const calculating = navigation.state !== "idle" && navigation.location?.pathname === RENT_BUY_ASSUME_PATH;
  const { values, choices, errors } = query;
  const wrong = RENT_BUY_ASSUME_FIELD_ORDER.filter((field) => errors[field]);
  const questions: readonly RentBuyAssumeNumberField[] = RENT_BUY_ASSUME_GROUPS.questions.fields;
  // Every field but the three questions is under "Adjust assumptions": open it when one needs fixing.
  const adjustmentNeedsFixing = wrong.some((field) => !questions.includes(field));
  const summaryRef = useRef<HTMLDivElement>(null);
  // React applies autoFocus only to form controls: after each Compare in the browser (a new
  // query string) the summary, when there is one, is focused here, which scrolls it into view.
  useEffect(() => {
    summaryRef.current?.focus();
  }, [location.search]);

  const group = ({ legend, fields }: RentBuyAssumeGroup, extra?: ReactNode, intro?: ReactNode) => (
    <fieldset className="rounded-xl border border-ocean-100 bg-white p-4 shadow-sm">
      <legend className="px-1 text-base font-bold text-ocean-900">{legend}</legend>
      {intro}
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <NumberField key={field} field={field} value={values[field]} error={errors[field]} />
        ))}
      </div>
      {extra}
    </fieldset>
  );

  return (
    // A new answer starts the form afresh from what the URL now says.
    <Form
      key={location.search}
      method="get"
      action={RENT_BUY_ASSUME_PATH}
      noValidate
      preventScrollReset
      state={{ focusResults: true }}
      className="print:hidden"
      aria-describedby={wrong.length ? "rba-problems" : undefined}
    >
      {wrong.length ? (
        // Focused (and so scrolled into view) as it appears, with or without JavaScript: a failed
        // Compare would otherwise seem to do nothing, the summary being far above the button.
        <div
          id="rba-problems"
          ref={summaryRef}
          role="alert"
          tabIndex={-1}
          autoFocus
          className="mb-5 scroll-mt-4 rounded-md border border-coral-700 bg-white p-3 text-coral-700"
        >
          <p className="font-semibold">Please check {wrong.length === 1 ? "this field" : "these fields"}:</p>
          <ul className="mt-1 list-disc pl-5">
            {wrong.map((field) => (
              <li key={field}>
                <a href={`#${rentBuyAssumeFieldId(field)}`} className="underline underline-offset-2">
                  {RENT_BUY_ASSUME_FIELDS[field].label}
                </a>
                : {errors[field]}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ThreeQuestions query={query} />
      <details
        open={adjustmentNeedsFixing || undefined}
        className="mt-5 rounded-xl border border-ocean-100 bg-ocean-50/40 p-4"
      >
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-lg font-bold text-ocean-900">
          Adjust assumptions
        </summary>
        <p className="mt-1 text-sm text-slate-700">
          Each figure starts at a sourced value or a planning figure that says where it comes from. Change any of them;
          a field you empty is asked for, never counted as 0.
        </p>
        <div className="mt-3 grid gap-5 lg:grid-cols-2">
          {group(RENT_BUY_ASSUME_GROUPS.you)}
          {group(RENT_BUY_ASSUME_GROUPS.rent)}
          {group(
            RENT_BUY_ASSUME_GROUPS.buy,
            <div className="mt-4 grid gap-3">
              <Choice legend="VA loan benefit">
                {VA_LOAN_USES.map((use) => (
                  <Radio
                    key={use.value}
                    name={CHOICE_PARAMS.vaLoanUse}
                    value={use.value}
                    label={use.label}
                    checked={choices.vaLoanUse === use.value}
                  />
                ))}
              </Choice>
              <Checkbox
                name={CHOICE_PARAMS.fundingFeeExempt}
                checked={choices.fundingFeeExempt}
                label="I am exempt from the VA funding fee. Exempt buyers also pay no funding fee on an assumption."
              />
              <FundingFeeExemptList />
              <Checkbox
                name={CHOICE_PARAMS.fundingFeeInCash}
                checked={choices.fundingFeeInCash}
                label="Pay the funding fee in cash at closing (otherwise it is added to the loan)."
              />
            </div>,
          )}
          {group(
            RENT_BUY_ASSUME_GROUPS.assume,
            undefined,
            <p className="mt-1 text-sm text-slate-700">
              The same figures as the{" "}
              <Link
                to="/calculators/assumption-cruncher"
                className="font-semibold text-ocean-800 underline underline-offset-2"
              >
                VA loan assumption calculator
              </Link>
              : the seller's loan at its rate, a <Term acronym="GAP">gap second mortgage</Term> for the rest up to the
              combined loan limit, a down payment for what the limit leaves, and a funding fee of 0.5% of the assumed
              balance paid at closing (ask the servicer).
            </p>,
          )}
          {group(
            RENT_BUY_ASSUME_GROUPS.after,
            undefined,
            <Choice legend="When the tour ends" className="mt-2">
              {AFTER_TOUR_CHOICES.map((choice) => (
                <Radio
                  key={choice.value}
                  name={CHOICE_PARAMS.afterTour}
                  value={choice.value}
                  label={choice.label}
                  checked={choices.afterTour === choice.value}
                />
              ))}
            </Choice>,
          )}
        </div>
      </details>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={calculating}>
          {calculating ? "Calculating…" : "Compare"}
        </Button>
        {location.search ? (
          <Link to={RENT_BUY_ASSUME_PATH} className="inline-flex min-h-12 items-center px-3 text-ocean-800 underline">
            Start over
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * Rank and dependents (which fill the BAH), the rent, the price: enough for an answer, with
 * everything else at its starting figure.
 */
function ThreeQuestions({ query }: { query: RentBuyAssumeQuery }) {
  const { values, choices, errors } = query;
  const [payGrade, setPayGrade] = useState(choices.payGrade);
  const [withDependents, setWithDependents] = useState(choices.withDependents);
  const [bah, setBah] = useState(values.bahMonthly);
  // Choosing a grade or dependents fills the BAH from the table; the field stays editable.
  const fill = (grade: string, dependents: boolean) => {
    setPayGrade(grade);
    setWithDependents(dependents);
    const rate = bahFor(BAH_HONOLULU_2026, grade, dependents);
    if (rate !== null) setBah(String(rate));
  };
  return (
    <fieldset className="rounded-xl border border-ocean-100 bg-white p-4 shadow-sm">
      <legend className="px-1 text-base font-bold text-ocean-900">{RENT_BUY_ASSUME_GROUPS.questions.legend}</legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <SelectField
          labelProps={{ children: "1. Your pay grade" }}
          selectProps={{
            id: "rba-grade",
            name: CHOICE_PARAMS.payGrade,
            value: payGrade,
            onChange: (event) => fill(event.currentTarget.value, withDependents),
          }}
          hint={
            <>
              Fills your BAH from the {BAH_HONOLULU_2026.year} rates for {BAH_HONOLULU_2026.area}, from the{" "}
              <Term acronym="DTMO">Defense Travel Management Office</Term>. BAH is set by your duty station's ZIP code,
              not where you live, and every Oahu installation is in Honolulu County. Check yours with the official{" "}
              <ExternalLink href={BAH_LOOKUP_SOURCE.url} className="font-semibold">
                BAH rate lookup
              </ExternalLink>
              .
            </>
          }
          note={
            query.bahOutdated ? (
              <>
                These are {BAH_HONOLULU_2026.year} rates, last year's: check this year's with the official{" "}
                <ExternalLink href={BAH_LOOKUP_SOURCE.url} className="font-semibold">
                  BAH rate lookup
                </ExternalLink>{" "}
                and type yours.
              </>
            ) : undefined
          }
        >
          <option value="">Choose your pay grade</option>
          {BAH_HONOLULU_2026.rates.map((rate) => (
            <option key={rate.grade} value={rate.grade}>
              {rate.grade}
            </option>
          ))}
        </SelectField>
        <Choice legend="Dependents">
          {(
            [
              [true, "with", "With dependents"],
              [false, "without", "Without dependents"],
            ] as const
          ).map(([dependents, value, label]) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
              <input
                type="radio"
                name={CHOICE_PARAMS.dependents}
                value={value}
                checked={withDependents === dependents}
                onChange={() => fill(payGrade, dependents)}
                className="size-5 shrink-0 accent-ocean-700"
              />
              {label}
            </label>
          ))}
        </Choice>
        <NumberField field="bahMonthly" value={bah} onValueChange={setBah} error={errors.bahMonthly} />
        <NumberField
          field="rentMonthly"
          label="2. Monthly rent you would pay"
          value={values.rentMonthly}
          error={errors.rentMonthly}
        />
        <NumberField
          field="price"
          label="3. Price of the home you would buy"
          value={values.price}
          error={errors.price}
        />
      </div>
    </fieldset>
  );
}

function NumberField({
  field,
  value,
  error,
  label,
  onValueChange,
}: {
  field: RentBuyAssumeNumberField;
  value: string;
  error?: string;
  /** Overrides the field's own label (the three questions are numbered). */
  label?: string;
  /** Given, the field is controlled (the BAH, which the pay grade fills). */
  onValueChange?: (value: string) => void;
}) {
  const spec = RENT_BUY_ASSUME_FIELDS[field];
  const text = label ?? spec.label;
  return (
    <Field
      labelProps={{ children: spec.required ? `${text} (required)` : text }}
      hint={spec.hint}
      errors={[error]}
      inputProps={{
        id: rentBuyAssumeFieldId(field),
        name: spec.param,
        type: "text",
        inputMode: spec.kind === "years" ? "numeric" : "decimal",
        autoComplete: "off",
        ...(onValueChange
          ? { value, onChange: (event) => onValueChange(event.currentTarget.value) }
          : { defaultValue: value }),
        "aria-required": spec.required || undefined,
      }}
    />
  );
}

function Choice({ legend, className, children }: { legend: string; className?: string; children: ReactNode }) {
  return (
    <fieldset className={className}>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mt-1 flex flex-col gap-1">{children}</div>
    </fieldset>
  );
}

function Radio({ name, value, label, checked }: { name: string; value: string; label: string; checked: boolean }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800">
      <input
        type="radio"
        name={name}
        value={value}
        defaultChecked={checked}
        className="size-5 shrink-0 accent-ocean-700"
      />
      {label}
    </label>
  );
}

function Checkbox({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-slate-800">
      <input
        type="checkbox"
        name={name}
        value="1"
        defaultChecked={checked}
        className="mt-0.5 size-5 shrink-0 accent-ocean-700"
      />
      {label}
    </label>
  );
}
