import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";

export const FORM_UNREADABLE = "The form could not be read.";

/**
 * The request's form. Its size is already bounded: Express refuses bodies over 64 KB (413) and
 * bodies without a length (411) before any route runs (./body-limit.server.ts). A body that is
 * not a form (wrong content type, broken multipart) is answered with one line.
 */
export async function readFormData(request: Request): Promise<{ formData: FormData } | { error: string }> {
  try {
    return { formData: await request.formData() };
  } catch {
    return { error: FORM_UNREADABLE };
  }
}

/** Text fields by name; a repeated field counts once, with its first value (files are ignored). */
export function firstValues(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  return fields;
}

/**
 * The form checked by its schema, as Conform's `parseWithZod`; null when Conform's own
 * control fields (`__intent__`, `__state__`) are not what its browser code sends, which only
 * a hand-made post does (Conform throws on them).
 */
export function parseSubmission<Schema extends $ZodType>(formData: FormData, schema: Schema) {
  try {
    return parseWithZod(formData, { schema });
  } catch {
    return null;
  }
}

/** Conform's reply for a form refused as a whole (unreadable): one message, no fields. */
export function refusedForm(message: string): SubmissionResult<string[]> {
  return { status: "error", error: { "": [message] } };
}
