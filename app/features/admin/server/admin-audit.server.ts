import { AUDIT_PAGE_SIZE, type AuditActor, type AuditEntry, type Paged } from "~/features/admin/admin-user";
import type { Database, DatabaseClient } from "~/server/db/db.server";

type AuditRow = Database["admin_audit_log"];

export type AuditRecord = {
  actor: AuditActor;
  /** What was done, in a few words ("ban", "grant admin"). */
  action: string;
  /** What it was done to ("account", "message"), and which one. */
  targetKind: string;
  targetId: string;
  /** Anything else worth keeping (a reason, the email at the time), as text or JSON. */
  detail?: string;
};

function entryOf(row: Omit<AuditRow, "id"> & { id: number }): AuditEntry {
  return {
    id: String(row.id),
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    targetKind: row.target_kind,
    targetId: row.target_id,
    detail: row.detail,
    createdAtMs: row.created_at_ms,
  };
}

/** Clamp a page number from the address (`?page=`) to a whole number from 1. */
export function pageNumber(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/**
 * The admin audit log (issue 19): append-only, so this has no update or delete (and the
 * database refuses them: migration 009).
 */
export function adminAudit({ db }: Pick<DatabaseClient, "db">, now: () => number = Date.now) {
  return {
    async record({ actor, action, targetKind, targetId, detail }: AuditRecord): Promise<void> {
      await db
        .insertInto("admin_audit_log")
        .values({
          actor_id: actor.id,
          actor_email: actor.email,
          action,
          target_kind: targetKind,
          target_id: targetId,
          detail: detail ?? null,
          created_at_ms: now(),
        })
        .execute();
    },

    /** Newest first; a page past the end is the last page. */
    async list({ page }: { page: number }): Promise<Paged<AuditEntry>> {
      const { count } = await db
        .selectFrom("admin_audit_log")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      const total = count;
      const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
      const shown = Math.min(Math.max(1, Math.floor(page)), pageCount);
      const rows = await db
        .selectFrom("admin_audit_log")
        .selectAll()
        .orderBy("id", "desc")
        .limit(AUDIT_PAGE_SIZE)
        .offset((shown - 1) * AUDIT_PAGE_SIZE)
        .execute();
      return { items: rows.map(entryOf), page: shown, pageCount, total };
    },
  };
}

export type AdminAudit = ReturnType<typeof adminAudit>;
