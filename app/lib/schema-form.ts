import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormEvent } from "react";
import type { $ZodType, input, output } from "zod/v4/core";

/** Field name ("" for the whole form) → its messages, as Conform holds them. */
export type FieldMessages = Record<string, string[] | null | undefined>;

/**
 * A Conform form checked in the browser by the same zod schema its route action uses, so
 * every message comes from that schema. Validation starts on submit; once a field has been
 * checked (by the browser or by the server's answer) it is checked again as people type,
 * so a fixed field loses its message at once.
 */
export function useSchemaForm<Schema extends $ZodType<Record<string, unknown>, Record<string, unknown>>>({
  id,
  schema,
  lastResult,
  onRefused,
  onAccepted,
}: {
  /** The form's id; each field's id is `${id}-${name}`, its message's `${id}-${name}-error`. */
  id: string;
  schema: Schema;
  /** The action's reply to the last submission (errors and typed values), if any. */
  lastResult?: SubmissionResult<string[]> | null;
  /** A submission the schema refused in the browser: nothing is sent. */
  onRefused?: (errors: FieldMessages) => void;
  /** A submission the schema accepted, just before it is sent (`event.preventDefault()` stops it). */
  onAccepted?: (event: FormEvent<HTMLFormElement>, value: output<Schema>) => void;
}) {
  return useForm<input<Schema>, output<Schema>>({
    id,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const submission = parseWithZod(formData, { schema });
      // "error" only for a real submit: re-checks while typing carry an intent and no status.
      if (submission.status === "error") onRefused?.(submission.error ?? {});
      return submission;
    },
    onSubmit(event, { submission }) {
      if (submission?.status === "success") onAccepted?.(event, submission.value);
    },
  });
}

/** The first message to show for a refused form: the form's own, else the first field's. */
export function firstMessage(errors: FieldMessages | undefined): string | undefined {
  if (!errors) return undefined;
  return errors[""]?.[0] ?? Object.values(errors).find((messages) => messages?.length)?.[0];
}
