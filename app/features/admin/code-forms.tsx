import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { CardTitle } from "~/components/ui/card";
import { useSchemaForm } from "~/lib/schema-form";
import { FormRefusal } from "./admin-forms";

/** Which second factor a code form takes: the authenticator app's code or a one-time backup code. */
export type CodeKind = "totp" | "backup";

const schemas = () => import("./schemas");

type CodeFormProps = {
  /** The action's last answer for this form (its field and form messages). */
  answer?: SubmissionResult<string[]>;
  /** The form's id, unique per page. */
  id: string;
  submitLabel: string;
};

function useBusy() {
  const navigation = useNavigation();
  return navigation.state === "submitting";
}

/** A code from the authenticator app (the sign-in's second step, or a session's own code). */
export function TotpForm({ answer, id, submitLabel }: CodeFormProps) {
  const [form, fields] = useSchemaForm({
    id,
    loadSchema: () => schemas().then((module) => module.signInTotpSchema),
    lastResult: answer,
  });
  const busy = useBusy();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" aria-label="Code from your authenticator app">
      <CardTitle>Code from your authenticator app</CardTitle>
      <input type="hidden" name="kind" value="totp" />
      <FormRefusal form={form} />
      <Field
        labelProps={{ children: "6-digit code" }}
        inputProps={{
          ...getInputProps(fields.code, { type: "text" }),
          autoComplete: "one-time-code",
          inputMode: "numeric",
        }}
        errors={fields.code.errors}
      />
      <Button type="submit" disabled={busy} aria-disabled={busy}>
        {busy ? "Checking..." : submitLabel}
      </Button>
    </Form>
  );
}

/** One of the account's one-time backup codes, for someone without their phone. */
export function BackupCodeForm({ answer, id, submitLabel }: CodeFormProps) {
  const [form, fields] = useSchemaForm({
    id,
    loadSchema: () => schemas().then((module) => module.signInBackupCodeSchema),
    lastResult: answer,
  });
  const busy = useBusy();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" aria-label="Backup code">
      <CardTitle>Backup code</CardTitle>
      <input type="hidden" name="kind" value="backup" />
      <FormRefusal form={form} />
      <Field
        labelProps={{ children: "One of your backup codes" }}
        inputProps={{ ...getInputProps(fields.code, { type: "text" }), autoComplete: "off" }}
        errors={fields.code.errors}
        hint="Each backup code works once."
      />
      <Button type="submit" disabled={busy} aria-disabled={busy}>
        {busy ? "Checking..." : submitLabel}
      </Button>
    </Form>
  );
}
