import type { z } from "zod";

/** Longest form body any action reads; larger requests are refused before parsing. */
export const MAX_FORM_BYTES = 64 * 1024;

export class BadFormError extends Error {}

/** The request's form fields as strings (files and repeated fields ignored). */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_FORM_BYTES) throw new BadFormError("The form is too large.");
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw new BadFormError("The form could not be read.");
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  return fields;
}

/** Field name → its first message, for showing next to each input. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
