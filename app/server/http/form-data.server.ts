import type { z } from "zod";

/** Longest form body any action reads; larger requests are refused before parsing. */
export const MAX_FORM_BYTES = 64 * 1024;

export class BadFormError extends Error {}

/** Beyond this, an over-long body is cut off (the connection closes) rather than read to its end. */
export const MAX_DISCARDED_BYTES = 1024 * 1024;

/**
 * Reads and drops the rest of a refused body, so the client gets the answer instead of a
 * reset connection (closing a socket with unread data resets it) — up to a point.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let total = alreadyRead;
  try {
    while (total <= MAX_DISCARDED_BYTES) {
      const chunk = await reader.read();
      if (chunk.done) return;
      total += chunk.value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to answer.
  }
}

/**
 * The body's bytes, refusing more than MAX_FORM_BYTES. Content-Length alone is not enough:
 * a chunked request has none, and would otherwise be read into memory whole.
 */
async function boundedBody(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_FORM_BYTES) throw new BadFormError("The form is too large.");
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw new BadFormError("The form could not be read.");
    }
    if (chunk.done) break;
    total += chunk.value.byteLength;
    if (total > MAX_FORM_BYTES) {
      await discardRest(reader, total);
      throw new BadFormError("The form is too large.");
    }
    chunks.push(chunk.value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The request's form fields as strings (files and repeated fields ignored). */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const body = await boundedBody(request);
  let formData: FormData;
  try {
    const contentType = request.headers.get("content-type") ?? "";
    formData = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new BadFormError("The form could not be read.");
  }
  return firstValues(formData);
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
 * The form's fields, or the one-line reason it could not be read (too large, malformed):
 * every action answers that reason with 400 and reads nothing further.
 */
export async function readForm(request: Request): Promise<{ fields: Record<string, string> } | { error: string }> {
  try {
    return { fields: await formFields(request) };
  } catch (error) {
    if (error instanceof BadFormError) return { error: error.message };
    throw error;
  }
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
