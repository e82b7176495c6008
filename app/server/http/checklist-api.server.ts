import type { IncomingMessage, ServerResponse } from "node:http";
import { CHECKLIST_SAVE_URL } from "~/features/checklist/checklist";
import { firstValues } from "./form-data.server";
import { originVerdict } from "./origin-check.server";
import { BodyTooLarge, readBody } from "./request-body.server";
import { logWhenFinished } from "./request-log.server";
import { saveChecklistToggle } from "../data/checklist-save.server";
import { newNonce, securityHeaderList, type SecurityOptions } from "./security-headers.server";
import { logServerFault, SERVER_FAULT_TEXT } from "./server-fault.server";
import type { Services } from "../data/services.server";

const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";

type SaveServices = Pick<Services, "checklist" | "signedInUserId">;

/** `application/x-www-form-urlencoded`, with or without parameters (`; charset=UTF-8`). */
function isForm(contentType: string | undefined): boolean {
  return contentType?.split(";", 1)[0]!.trim().toLowerCase() === FORM_CONTENT_TYPE;
}

/** The urlencoded fields the page's script sends, or why they could not be read. */
async function formOf(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<{ fields: Record<string, string> } | { error: string }> {
  try {
    const body = await readBody(req);
    if (!isForm(req.headers["content-type"])) return { error: "The form could not be read." };
    return { fields: firstValues(new URLSearchParams(body.toString("utf8"))) };
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    if (!req.complete) res.setHeader("Connection", "close");
    return { error: "The form is too large." };
  }
}

/**
 * Answers one save with JSON: `POST /api/checklist` (CHECKLIST_SAVE_URL), the request the
 * checklist page's script makes for every toggle. A form post through React Router would
 * cost a second request (it reloads the page's data after every action) and several times
 * the server time per save. The caller has set the security headers and checked the origin.
 */
export async function answerChecklistSave(
  services: SaveServices,
  req: IncomingMessage,
  res: ServerResponse,
  securityHeaders: string[] = [],
): Promise<void> {
  // Read (and bounded) first, even for a visitor who is not signed in: a body left unread
  // would be drained whole by Node before the connection could be reused.
  const form = await formOf(req, res);
  const userId = await services.signedInUserId(req.headers.cookie);
  const answer = await saveChecklistToggle(services.checklist, userId, async () => form);
  const body = JSON.stringify(answer.body);
  res.writeHead(answer.status, [
    ...securityHeaders,
    "Content-Type",
    "application/json; charset=utf-8",
    "Cache-Control",
    "no-store",
    "Content-Length",
    String(Buffer.byteLength(body)),
  ]);
  res.end(body);
}

/** The save API behind the Express middleware: for requests the fast path hands on. */
export function checklistSaveRoute(services: SaveServices) {
  return (req: IncomingMessage, res: ServerResponse) => answerChecklistSave(services, req, res);
}

/**
 * The save API before Express, as prerendered pages are (app/server/prerendered.server.ts):
 * a family toggles items many times a minute, and Express's routing and middleware cost
 * more than the save itself. It answers only what is plainly allowed: a POST with no Origin
 * or PUBLIC_URL's, not marked cross-site. Anything else (another method, a query string, an
 * origin that needs the full check behind a proxy) returns false and goes to Express, which
 * refuses it or serves it with the same function. Each answer carries the same log line and
 * security headers as every other response.
 */
export function checklistSaveFastPath({
  services,
  publicUrl,
  security,
}: {
  services: SaveServices;
  publicUrl: string;
  security: SecurityOptions;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  const publicOrigin = new URL(publicUrl).origin;
  const plainlyAllowed = ({ headers }: IncomingMessage) =>
    originVerdict({
      method: "POST",
      origin: headers.origin,
      secFetchSite: headers["sec-fetch-site"],
      publicOrigin,
      requestOrigin: publicOrigin,
    }).allowed;

  return (req, res) => {
    if (req.method !== "POST" || req.url !== CHECKLIST_SAVE_URL || !plainlyAllowed(req)) return false;
    logWhenFinished(req.method, req.url, res);
    const headers = securityHeaderList(newNonce(), security).flat();
    answerChecklistSave(services, req, res, headers).catch((error: unknown) => {
      logServerFault(req.method, CHECKLIST_SAVE_URL, error);
      if (res.headersSent) return res.end();
      res.writeHead(500, [...headers, "Content-Type", "text/plain; charset=utf-8"]);
      res.end(SERVER_FAULT_TEXT);
    });
    return true;
  };
}
