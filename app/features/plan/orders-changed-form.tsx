import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type DefaultValue,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/forms";
import { CheckboxField, Optional, SelectField } from "~/components/forms-more";
import { MOVE_PROFILE_LIMITS } from "./move-limits";
import { ORDERS_CHANGED_PATH } from "./plan-subpages";
import type { OrdersChangedInput } from "./orders-changed-schema";

export const ORDERS_CHANGED_FORM_ID = "orders-changed";

export const ORDERS_CHANGED_MESSAGES = {
  signedOut: "Sign in to change your plan's dates: your session may have ended.",
  ownerOnly: "Only the plan's owner can change the move.",
  saved: (reportDate: string, told: number) =>
    `Your plan is dated from the new report date, ${reportDate}.${
      told
        ? ` ${told === 1 ? "The person who shares it was" : `The ${told} people who share it were`} told by email.`
        : ""
    }`,
} as const;

/*
 * The move's fields as the move form names them (move-form.tsx), laid out here again rather
 * than shared: a module both pages load becomes a chunk of its own, and the plan page's split
 * chunk went over its size budget (decision 0031).
 */
const COUNTS = [
  { name: "dogs", label: "Dogs", max: MOVE_PROFILE_LIMITS.dogs },
  { name: "cats", label: "Cats", max: MOVE_PROFILE_LIMITS.cats },
  { name: "vehicles", label: "Vehicles to ship", max: MOVE_PROFILE_LIMITS.vehicles },
  { name: "schoolAgeChildren", label: "School-age children", max: MOVE_PROFILE_LIMITS.schoolAgeChildren },
] as const;

const CHOICES = [
  {
    name: "departure",
    label: "Moving from",
    options: [
      ["mainland", "From the mainland US"],
      ["overseas", "From overseas (outside the US)"],
    ],
  },
  {
    name: "housing",
    label: "Housing plan",
    options: [
      ["undecided", "Not decided yet"],
      ["base", "Base housing"],
      ["rent", "Rent off base"],
      ["buy", "Buy a home"],
    ],
  },
] as const;

/** The move's answers this page does not ask again (the move form on the plan page does). */
const KEPT_AS_SAVED = ["ordersInHand", "branch", "installation"] as const;

const optionally = (label: string) => ({
  children: (
    <>
      {label}
      <Optional />
    </>
  ),
});

const STEPS_TAKEN = [
  {
    name: "latestRabiesShot",
    label: "Your pet's latest rabies shot",
    hint: "HDOA counts 30 days from it before a pet can land without quarantine.",
  },
  {
    name: "favnSampleReceived",
    label: "Day the lab received the FAVN blood sample",
    hint: "The second 30-day wait counts from the lab's receipt, not the blood draw.",
  },
  {
    name: "vehicleTurnIn",
    label: "Day you turn the car in for shipping",
    hint: "The ship may take up to two weeks across the Pacific.",
  },
] as const;

/**
 * The new move, as a GET: the page shows what it does to the plan before anything is saved
 * (the address holds the new dates, so a reload or a bookmark keeps the preview). The fields
 * start at the saved move; the steps already taken make the pet and car checks exact.
 */
export function OrdersChangedForm({
  lastResult,
  defaultValue,
  dateWindow,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: Record<string, string>;
  dateWindow: { earliest: string; latest: string };
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === ORDERS_CHANGED_PATH;
  // Checked on the server only, as the move form is (move-form.tsx says why).
  const [form, fields] = useForm<OrdersChangedInput>({
    id: ORDERS_CHANGED_FORM_ID,
    lastResult,
    defaultValue: defaultValue as DefaultValue<OrdersChangedInput>,
    shouldValidate: "onSubmit",
  });
  const formError = form.errors?.[0];
  return (
    <Form
      method="get"
      action={ORDERS_CHANGED_PATH}
      {...getFormProps(form)}
      aria-labelledby="orders-changed-form-heading"
      className="space-y-4"
    >
      {formError ? (
        <p id={form.errorId} role="alert" className="rounded-md bg-coral-700/10 px-3 py-2 text-sm text-coral-700">
          {formError}
        </p>
      ) : null}
      <div className="grid gap-4 @xl/main:grid-cols-2">
        <Field
          labelProps={{ children: "Report date in Hawaii" }}
          inputProps={{
            ...getInputProps(fields.reportDate, { type: "date" }),
            min: dateWindow.earliest,
            max: dateWindow.latest,
            required: true,
          }}
          errors={fields.reportDate.errors}
        />
        <Field
          labelProps={optionally("Day you land, if before the report date")}
          inputProps={getInputProps(fields.arrivalDate, { type: "date" })}
          errors={fields.arrivalDate.errors}
        />
        {CHOICES.map((choice) => (
          <SelectField
            key={choice.name}
            labelProps={optionally(choice.label)}
            selectProps={getSelectProps(fields[choice.name])}
            errors={fields[choice.name].errors}
          >
            {choice.options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
        ))}
        {COUNTS.map((count) => (
          <Field
            key={count.name}
            labelProps={optionally(count.label)}
            inputProps={{
              ...getInputProps(fields[count.name], { type: "number" }),
              min: 0,
              max: count.max,
              step: 1,
              inputMode: "numeric",
            }}
            errors={fields[count.name].errors}
          />
        ))}
      </div>
      <CheckboxField
        labelProps={{ children: "We are bringing firearms" }}
        buttonProps={getInputProps(fields.firearms, { type: "checkbox" })}
        errors={fields.firearms.errors}
      />
      {/* Not about dates: carried as saved, so new dates never reset them (the plan page changes them). */}
      {KEPT_AS_SAVED.map((name) => (
        <input {...getInputProps(fields[name], { type: "hidden" })} key={name} />
      ))}
      <fieldset className="space-y-4">
        <legend className="font-semibold text-ocean-900">Steps you have already taken</legend>
        <p className="text-sm text-slate-700">
          Leave a date empty if the step is still to come: the check then counts it as taken today, the soonest it could
          be.
        </p>
        <div className="grid gap-4 @xl/main:grid-cols-2">
          {STEPS_TAKEN.map((step) => (
            <Field
              key={step.name}
              labelProps={optionally(step.label)}
              inputProps={getInputProps(fields[step.name], { type: "date" })}
              errors={fields[step.name].errors}
              hint={step.hint}
            />
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? "Checking..." : "Show what changes"}
      </Button>
    </Form>
  );
}

/**
 * Saves exactly the move the page previewed (its fields carried as they were checked), so what
 * the family read is what the plan becomes.
 */
export function SaveNewDatesForm({ values, reportDate }: { values: Record<string, string>; reportDate: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === ORDERS_CHANGED_PATH;
  return (
    <Form method="post" action={ORDERS_CHANGED_PATH} aria-label="Save the new dates" className="space-y-3">
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="text-sm text-slate-700">
        Saving dates the plan from <time dateTime={reportDate}>{reportDate}</time>. What you ticked stays ticked, your
        own items keep their dates, and everyone who shares the plan gets an email.
      </p>
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : "Save the new dates"}
      </Button>
    </Form>
  );
}
