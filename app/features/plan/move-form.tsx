import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type DefaultValue,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/forms";
import { CheckboxField, Optional, SelectField } from "~/components/forms-more";
import { BRANCH_NAMES, BRANCHES, INSTALLATION_NAMES, MOVE_INSTALLATIONS } from "~/content/move-options";
import type { MoveProfileInput } from "./move-profile";
import { MOVE_PROFILE_LIMITS } from "./move-limits";
import { PLAN_INTENT_FIELD, PLAN_PATH } from "./plan-action";
import { PLAN_LAYOUT_PARAM, planLayoutOf } from "./plan-layout";

export const MOVE_FORM_ID = "move";

const DEPARTURE_CHOICES = [
  { value: "mainland", label: "From the mainland US" },
  { value: "overseas", label: "From overseas (outside the US)" },
] as const;

const HOUSING_CHOICES = [
  { value: "undecided", label: "Not decided yet" },
  { value: "base", label: "Base housing" },
  { value: "rent", label: "Rent off base" },
  { value: "buy", label: "Buy a home" },
] as const;

const ORDERS_CHOICES = [
  { value: "no", label: "Not yet" },
  { value: "yes", label: "Yes" },
] as const;

const BRANCH_CHOICES = BRANCHES.map((branch) => ({ value: branch, label: BRANCH_NAMES[branch] }));
const INSTALLATION_CHOICES = MOVE_INSTALLATIONS.map((place) => ({ value: place, label: INSTALLATION_NAMES[place] }));

/**
 * "Tell us about your move": the one form the plan is dated from. A signed-in family posts it
 * and the move is saved; a visitor's form is a GET, so the move travels in the address (the
 * server dates the plan from it, and a bookmark keeps it) and nothing is stored on the server.
 */
export function MoveForm({
  mode,
  lastResult,
  defaultValue,
  dateWindow,
}: {
  mode: "account" | "visitor";
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, string>;
  /** The report dates the server accepts today (moveFormSchema), offered by the date picker. */
  dateWindow: { earliest: string; latest: string };
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith(PLAN_PATH) === true;
  // Checked on the server only: every zod type a browser loads lands in the chunk the
  // assumption calculator needs at once, which has no room left (decision 0022). The fields'
  // own limits (required, min, max, a date picker) catch slips before the post.
  const [form, fields] = useForm<MoveProfileInput>({
    id: MOVE_FORM_ID,
    lastResult,
    defaultValue: defaultValue as DefaultValue<MoveProfileInput> | undefined,
    shouldValidate: "onSubmit",
  });
  const number = (name: "dogs" | "cats" | "vehicles" | "schoolAgeChildren", label: string, max: number) => (
    <Field
      labelProps={{ children: <Optionally label={label} /> }}
      inputProps={{ ...getInputProps(fields[name], { type: "number" }), min: 0, max, step: 1, inputMode: "numeric" }}
      errors={fields[name].errors}
    />
  );
  const choice = (
    name: "departure" | "housing" | "ordersInHand" | "branch" | "installation",
    label: string,
    choices: readonly { value: string; label: string }[],
  ) => (
    <SelectField
      labelProps={{ children: <Optionally label={label} /> }}
      selectProps={getSelectProps(fields[name])}
      errors={fields[name].errors}
    >
      {choices.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
  const date = (
    name: "reportDate" | "arrivalDate",
    label: string,
    optional: boolean,
    range?: { min: string; max: string },
  ) => (
    <Field
      labelProps={{ children: optional ? <Optionally label={label} /> : label }}
      inputProps={{ ...getInputProps(fields[name], { type: "date" }), ...range, required: !optional }}
      errors={fields[name].errors}
    />
  );
  const formError = form.errors?.[0];
  const compact = planLayoutOf(useSearchParams()[0]) === "compact";

  return (
    <Form
      method={mode === "account" ? "post" : "get"}
      action={PLAN_PATH}
      {...getFormProps(form)}
      aria-labelledby="move-form-heading"
      className="space-y-4"
      preventScrollReset
    >
      {mode === "account" ? <input type="hidden" name={PLAN_INTENT_FIELD} value="save-move" /> : null}
      {/* A visitor's move is the address itself: the compact list they dated it from stays. */}
      {mode === "visitor" && compact ? <input type="hidden" name={PLAN_LAYOUT_PARAM} value="compact" /> : null}
      {formError ? (
        <p id={form.errorId} role="alert" className="rounded-md bg-coral-700/10 px-3 py-2 text-sm text-coral-700">
          {formError}
        </p>
      ) : null}
      <div className="grid gap-4 @xl/main:grid-cols-2">
        {date("reportDate", "Report date in Hawaii", false, { min: dateWindow.earliest, max: dateWindow.latest })}
        {date("arrivalDate", "Day you land, if before the report date", true)}
        {choice("ordersInHand", "Do you have your PCS orders in hand?", ORDERS_CHOICES)}
        {choice("branch", "Service branch", BRANCH_CHOICES)}
        {choice("installation", "Installation in Hawaii", INSTALLATION_CHOICES)}
        {choice("departure", "Moving from", DEPARTURE_CHOICES)}
        {choice("housing", "Housing plan", HOUSING_CHOICES)}
        {number("dogs", "Dogs", MOVE_PROFILE_LIMITS.dogs)}
        {number("cats", "Cats", MOVE_PROFILE_LIMITS.cats)}
        {number("vehicles", "Vehicles to ship", MOVE_PROFILE_LIMITS.vehicles)}
        {number("schoolAgeChildren", "School-age children", MOVE_PROFILE_LIMITS.schoolAgeChildren)}
      </div>
      <CheckboxField
        labelProps={{ children: "We are bringing firearms" }}
        buttonProps={getInputProps(fields.firearms, { type: "checkbox" })}
        errors={fields.firearms.errors}
      />
      <Button type="submit" disabled={busy}>
        {mode === "account" ? (busy ? "Saving..." : "Save and date my plan") : busy ? "Dating..." : "Date my plan"}
      </Button>
    </Form>
  );
}

/** A label with its "(optional)": every field of the move but the report date may stay as it is. */
function Optionally({ label }: { label: string }) {
  return (
    <>
      {label}
      <Optional />
    </>
  );
}
