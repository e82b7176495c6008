import type { Request, RequestHandler, Response } from "express";
import { firstValues } from "./form-data.server";
import { BodyTooLarge, readBody } from "./request-body.server";
import { saveChecklistToggle } from "./checklist-save.server";
import type { Services } from "./services.server";

const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";

/** The urlencoded fields the page's script sends, or why they could not be read. */
async function formOf(req: Request, res: Response): Promise<{ fields: Record<string, string> } | { error: string }> {
  try {
    const body = await readBody(req);
    if (!req.is(FORM_CONTENT_TYPE)) return { error: "The form could not be read." };
    return { fields: firstValues(new URLSearchParams(body.toString("utf8"))) };
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    if (!req.complete) res.setHeader("Connection", "close");
    return { error: "The form is too large." };
  }
}

/**
 * `POST /api/checklist` (CHECKLIST_SAVE_URL): the save the checklist page's script makes for
 * every toggle, answered with JSON in one request. A form post through React Router would
 * cost a second request (it reloads the page's data after every action) and several times
 * the server time per save. Origin, headers and the log line come from the Express
 * middleware in front of it, like every other request.
 */
export function checklistSaveApi(services: Pick<Services, "checklist" | "signedInUserId">): RequestHandler {
  return async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    // Read (and bounded) first, even for a visitor who is not signed in: a body left unread
    // would be drained whole by Node before the connection could be reused.
    const form = await formOf(req, res);
    const userId = await services.signedInUserId(req.headers.cookie);
    const answer = await saveChecklistToggle(services.checklist, userId, async () => form);
    res.status(answer.status).json(answer.body);
  };
}
