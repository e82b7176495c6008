/** The signed-in admin, as admin pages and the audit log know them. */
export type AdminUser = { id: string; email: string; name: string };

/** Who an audit entry names: an admin, or the command line on the server (no account). */
export type AuditActor = { id: string | null; email: string };

/** The actor of `npm run admin` (scripts/admin.ts). */
export const COMMAND_LINE_ACTOR: AuditActor = { id: null, email: "command line" };

/** One line of the audit log, as /admin/audit shows it. */
export type AuditEntry = {
  id: string;
  actorId: string | null;
  actorEmail: string;
  action: string;
  targetKind: string;
  targetId: string;
  detail: string | null;
  createdAtMs: number;
};

/** A page of a newest-first list: `page` counts from 1. */
export type Paged<T> = { items: T[]; page: number; pageCount: number; total: number };

export const AUDIT_PAGE_SIZE = 50;
