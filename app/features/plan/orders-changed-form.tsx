import { getFormProps, getInputProps, useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/forms";
import { Optional } from "~/components/forms-more";
import { MoveFields, type MoveFieldsMeta } from "./move-form";
import type { OrdersChangedInput } from "./orders-changed-schema";

/** "My orders changed" (issue 35): its page, which the plan page links for the plan's owner. */
export const ORDERS_CHANGED_PATH = "/plan/orders-changed";
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
  // This form's fields hold the move's under the same names: the move's fields lay them out.
  const moveFields = fields as unknown as MoveFieldsMeta;
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
      <MoveFields fields={moveFields} dateWindow={dateWindow} />
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
              labelProps={{
                children: (
                  <>
                    {step.label}
                    <Optional />
                  </>
                ),
              }}
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
