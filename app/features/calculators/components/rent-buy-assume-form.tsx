import type { ReactNode } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { Field, inputClassName } from "~/components/ui/field";
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
import type { RentBuyAssumeQuery } from "../rent-buy-assume-query.server";

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
        <div
          id="rba-problems"
          role="alert"
          tabIndex={-1}
          className="mb-5 rounded-md border border-coral-700 bg-white p-3 text-coral-800"
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
      <div className="grid gap-5 lg:grid-cols-2">
        {group(
          RENT_BUY_ASSUME_GROUPS.you,
          undefined,
          <p className="mt-1 text-sm text-slate-700">
            Look up your rate with the official{" "}
            <ExternalLink href={BAH_LOOKUP_SOURCE.url} className="font-semibold">
              BAH rate lookup
            </ExternalLink>{" "}
            (Defense Travel Management Office): your pay grade, with or without dependents, and your duty station's ZIP
            code. BAH is set by where you are stationed, not where you live; every Oahu installation is in Honolulu
            County (housing area HI408).
          </p>,
        )}
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
              label="Pay the purchase loan's funding fee in cash at closing (otherwise it is added to the new loan)."
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
              assumption calculator
            </Link>
            : the seller's loan at its rate, a GAP loan for the rest, and a funding fee of 0.5% of the assumed balance
            paid at closing (ask the servicer).
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

function NumberField({ field, value, error }: { field: RentBuyAssumeNumberField; value: string; error?: string }) {
  const spec = RENT_BUY_ASSUME_FIELDS[field];
  return (
    <Field id={rentBuyAssumeFieldId(field)} label={spec.label} hint={spec.hint} error={error}>
      {(control) => (
        <input
          {...control}
          name={spec.param}
          type="text"
          inputMode={spec.kind === "years" ? "numeric" : "decimal"}
          autoComplete="off"
          defaultValue={value}
          className={inputClassName}
        />
      )}
    </Field>
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
