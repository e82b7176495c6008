import { useForm, type DefaultValue, type Submission, type SubmissionResult } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { $ZodType, input, output } from "zod/v4/core";

/** Field name ("" for the whole form) → its messages, as Conform holds them. */
export type FieldMessages = Record<string, string[] | null | undefined>;

type FormSchema = $ZodType<Record<string, unknown>, Record<string, unknown>>;
type Validate<Schema extends FormSchema> = (formData: FormData) => Submission<input<Schema>, string[], output<Schema>>;

/**
 * The schema and Conform's zod adapter, fetched when a visitor first needs them: zod and
 * `parseWithZod` are some 20 KB that most visitors of a page with a form (who came for its
 * phone number, or to read) never use. The action checks every submission in any case.
 */
async function loadValidator<Schema extends FormSchema>(loadSchema: () => Promise<Schema>): Promise<Validate<Schema>> {
  const [schema, { parseWithZod }] = await Promise.all([loadSchema(), import("@conform-to/zod/v4")]);
  return (formData) => parseWithZod(formData, { schema });
}

/**
 * A Conform form checked in the browser by the same zod schema its route action uses, so
 * every message comes from that schema. Validation starts on submit; once a field has been
 * checked (by the browser or by the server's answer) it is checked again as people type,
 * so a fixed field loses its message at once (from when the schema has arrived).
 *
 * The schema loads when the form is first touched (focus or pointer), or at once when the
 * page shows the server's answer to a submission. A submit that comes before it has arrived
 * waits for it, so the browser always checks before anything is sent.
 */
export function useSchemaForm<Schema extends FormSchema>({
  id,
  loadSchema,
  lastResult,
  defaultValue,
  onRefused,
  onAccepted,
}: {
  /** The form's id; each field's id is `${id}-${name}`, its message's `${id}-${name}-error`. */
  id: string;
  /** The form's schema, as a dynamic import: `() => import("./schemas").then((m) => m.signInSchema)`. */
  loadSchema: () => Promise<Schema>;
  /** The action's reply to the last submission (errors and typed values), if any. */
  lastResult?: SubmissionResult<string[]> | null;
  /** The fields' starting values (a saved record being edited). */
  defaultValue?: Record<string, string>;
  /** A submission the schema refused in the browser: nothing is sent. */
  onRefused?: (errors: FieldMessages) => void;
  /** A submission the schema accepted, just before it is sent (`event.preventDefault()` stops it). */
  onAccepted?: (event: FormEvent<HTMLFormElement>, value: output<Schema>) => void;
}) {
  const [validate, setValidate] = useState<Validate<Schema> | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const waitingSubmitter = useRef<HTMLElement | null | undefined>(undefined);
  // The loader is the caller's inline function: keep the first, so loading starts only once.
  const [schemaLoader] = useState(() => loadSchema);

  const load = useCallback(() => {
    loading.current ??= loadValidator(schemaLoader).then((loaded) => setValidate(() => loaded));
    return loading.current;
  }, [schemaLoader]);

  useEffect(() => {
    const element = document.forms.namedItem(id);
    if (lastResult) void load();
    element?.addEventListener("focusin", load, { once: true });
    element?.addEventListener("pointerdown", load, { once: true });
    return () => {
      element?.removeEventListener("focusin", load);
      element?.removeEventListener("pointerdown", load);
    };
  }, [id, lastResult, load]);

  // A submit held while the schema loaded goes again now that Conform can check it.
  useEffect(() => {
    if (!validate || waitingSubmitter.current === undefined) return;
    const submitter = waitingSubmitter.current;
    waitingSubmitter.current = undefined;
    document.forms.namedItem(id)?.requestSubmit(submitter);
  }, [validate, id]);

  return useForm<input<Schema>, output<Schema>>({
    id,
    lastResult,
    // Conform reads default values as form text, which is what a saved record gives here.
    defaultValue: defaultValue as DefaultValue<input<Schema>> | undefined,
    shouldValidate: "onSubmit",
    // Conform re-checks a checked field as it is typed in by submitting the form with an intent,
    // which skips `onSubmit` below: before the schema is here, nothing would stop that
    // submission, and it would reach the action as a real one (whose answer empties a password
    // field under the typing). So the re-checks start with the schema.
    shouldRevalidate: validate ? "onInput" : "onSubmit",
    onValidate: validate
      ? ({ formData }) => {
          const submission = validate(formData);
          // "error" only for a real submit: re-checks while typing carry an intent and no status.
          if (submission.status === "error") onRefused?.(submission.error ?? {});
          return submission;
        }
      : undefined,
    onSubmit(event, { submission }) {
      if (!validate) {
        event.preventDefault();
        const { submitter } = event.nativeEvent as SubmitEvent;
        waitingSubmitter.current = submitter;
        void load();
        return;
      }
      if (submission?.status === "success") onAccepted?.(event, submission.value);
    },
  });
}

/** The first message to show for a refused form: the form's own, else the first field's. */
export function firstMessage(errors: FieldMessages | undefined): string | undefined {
  if (!errors) return undefined;
  return errors[""]?.[0] ?? Object.values(errors).find((messages) => messages?.length)?.[0];
}
