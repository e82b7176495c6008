/** A form action's answer as the page sees it (mirrors app/server/data/submissions.server.ts). */
export type FormAnswerView =
  | { ok: true; receipt: string }
  | { ok: false; title?: string; error: string; fieldErrors?: Record<string, string>; values?: Record<string, string> };
