import * as z from "zod/mini";
import { REPLY_LIMITS, REPLY_MESSAGES } from "./inbox";

/**
 * The owner's reply form (/admin/messages/:kind/:id), checked by the same schema in the browser
 * (Conform) and in the action (the authority). zod/mini: it reaches the browser.
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
/** A subject is one line: every control character and line break becomes a space. */
const SUBJECT_CONTROLS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]+/g;
/** The body keeps line breaks and tabs; other controls and direction overrides go. */
const BODY_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
/* eslint-enable no-control-regex */

function text(normalize: (value: string) => string, max: number, missing: string, tooLong: string) {
  return z
    .pipe(
      // A field left empty arrives missing; a repeated one as a list (only a hand-made post).
      z._default(z.string({ error: REPLY_MESSAGES.notText }), ""),
      z.transform(normalize),
    )
    .check(
      z.refine((value) => value.length > 0, missing),
      z.refine((value) => value.length <= max, tooLong),
    );
}

export const replySchema = z.object({
  subject: text(
    (value) => value.replace(SUBJECT_CONTROLS, " ").replace(/\s+/g, " ").trim(),
    REPLY_LIMITS.subject,
    REPLY_MESSAGES.subjectMissing,
    REPLY_MESSAGES.subjectTooLong,
  ),
  body: text(
    (value) => value.replace(/\r\n?/g, "\n").replace(BODY_CONTROLS, "").trim(),
    REPLY_LIMITS.body,
    REPLY_MESSAGES.bodyMissing,
    REPLY_MESSAGES.bodyTooLong,
  ),
});

export { REPLY_LIMITS, REPLY_MESSAGES };

export type ReplyInput = z.output<typeof replySchema>;
