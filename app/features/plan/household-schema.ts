import * as z from "zod/mini";
// One rule for what an email address is, on the whole site: the account forms' own.
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "~/features/auth/validation";
import { HOUSEHOLD_MESSAGES } from "./household";

// Apart from household.ts, which the page's household section imports: zod stays on the server.
/** The invite form: the address, trimmed and lower-cased (invitations are matched case-insensitively). */
export const inviteSchema = z.object({
  email: z
    .string({ error: HOUSEHOLD_MESSAGES.invalidEmail })
    .check(
      z.trim(),
      z.maxLength(EMAIL_MAX_LENGTH, HOUSEHOLD_MESSAGES.invalidEmail),
      z.regex(EMAIL_PATTERN, HOUSEHOLD_MESSAGES.invalidEmail),
      z.toLowerCase(),
    ),
});
