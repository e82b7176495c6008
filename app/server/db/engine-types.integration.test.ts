import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ENGINES_UNDER_TEST, startTestServices } from "~/../tests/support/services";
import { seedUser } from "~/../tests/support/seed";

const ISO_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** Past 2^32 and any 32-bit integer: an epoch millisecond of 2026. */
const EPOCH_MS = 1_780_000_000_123;
const UPDATED_AT = "2026-05-01T10:20:30.123Z";
const PHOTO = new Uint8Array([0, 1, 127, 128, 255]);

/** Every kind of column, read the same way on each engine: one expectation for both. */
for (const engine of ENGINES_UNDER_TEST) {
  describe(`what queries read on ${engine.name}`, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    let userId: string;
    beforeEach(async () => {
      services = await startTestServices(engine);
      userId = (await seedUser(services.auth, "kai@example.com")).id;
    });
    afterEach(() => services.cleanUp());

    /** One checklist row and one plan, written as any repository writes them. */
    async function seedRows() {
      const { db } = services.database;
      await db
        .insertInto("checklist_progress")
        .values({
          user_id: userId,
          checklist_type: "hawaii_pcs",
          item_index: 3,
          completed: true,
          updated_at: UPDATED_AT,
          updated_by: userId,
        })
        .execute();
      const planId = randomUUID();
      await db
        .insertInto("move_plans")
        .values({
          id: planId,
          owner_id: userId,
          report_date: "2027-06-01",
          arrival_date: null,
          departure: "mainland",
          dogs: 1,
          cats: 0,
          vehicles: 2,
          firearms: false,
          school_age_children: 0,
          housing: "undecided",
          orders_in_hand: true,
          branch: "unsaid",
          installation: "unsure",
          feed_token_hash: null,
          created_at_ms: EPOCH_MS,
          updated_at_ms: EPOCH_MS,
        })
        .execute();
      return planId;
    }

    it("reads booleans as booleans, timestamps as ISO text and bigints as numbers", async () => {
      await seedRows();
      const { db } = services.database;
      expect(await db.selectFrom("checklist_progress").selectAll().executeTakeFirstOrThrow()).toEqual({
        user_id: userId,
        checklist_type: "hawaii_pcs",
        item_index: 3,
        completed: true,
        updated_at: UPDATED_AT,
        updated_by: userId,
      });
      const plan = await db
        .selectFrom("move_plans")
        .select(["firearms", "orders_in_hand", "dogs", "created_at_ms", "updated_at_ms"])
        .executeTakeFirstOrThrow();
      expect(plan).toEqual({
        firearms: false,
        orders_in_hand: true,
        dogs: 1,
        created_at_ms: EPOCH_MS,
        updated_at_ms: EPOCH_MS,
      });
    });

    it("converts a boolean column under an alias, through a table alias, a join, a subquery and `returningAll`", async () => {
      await seedRows();
      const { db } = services.database;
      const joined = await db
        .selectFrom("checklist_progress as c")
        .innerJoin("move_plans as p", "p.owner_id", "c.user_id")
        .select(["c.completed as done", "p.firearms", "c.item_index"])
        .executeTakeFirstOrThrow();
      expect(joined).toEqual({ done: true, firearms: false, item_index: 3 });
      const withSubquery = await db
        .selectFrom("move_plans")
        .select((eb) => [
          "move_plans.id",
          eb.selectFrom("checklist_progress").select("completed").where("item_index", "=", 3).as("thirdDone"),
        ])
        .executeTakeFirstOrThrow();
      expect(withSubquery.thirdDone).toBe(true);
      const allOfPlan = await db
        .selectFrom("move_plans")
        .innerJoin("user", "user.id", "move_plans.owner_id")
        .selectAll("move_plans")
        .select("user.emailVerified as verified")
        .executeTakeFirstOrThrow();
      expect([allOfPlan.firearms, allOfPlan.verified]).toEqual([false, true]);
      const unticked = await db
        .updateTable("checklist_progress")
        .set({ completed: false })
        .where("user_id", "=", userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      expect(unticked.completed).toBe(false);
      // A number that is not a boolean column stays a number.
      expect(unticked.item_index).toBe(3);
    });

    it("compares a boolean column with a boolean, and counts as a number", async () => {
      await seedRows();
      const { db } = services.database;
      const count = async (completed: boolean) =>
        (
          await db
            .selectFrom("checklist_progress")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("completed", "=", completed)
            .executeTakeFirstOrThrow()
        ).n;
      expect([await count(true), await count(false)]).toEqual([1, 0]);
      const notBanned = await db
        .selectFrom("user")
        .select("id")
        .where((eb) => eb.or([eb("banned", "is", null), eb("banned", "=", false)]))
        .execute();
      expect(notBanned).toEqual([{ id: userId }]);
    });

    it("reads better-auth's own columns of the user and session tables the same way", async () => {
      const { db } = services.database;
      await db.updateTable("user").set({ banned: true }).where("id", "=", userId).execute();
      const user = await db
        .selectFrom("user")
        .select(["emailVerified", "banned", "twoFactorEnabled", "createdAt"])
        .executeTakeFirstOrThrow();
      expect(user).toEqual({
        emailVerified: true,
        banned: true,
        twoFactorEnabled: false,
        createdAt: expect.stringMatching(ISO_TEXT),
      });
      // better-auth itself still reads them as it wrote them (it gets the database without our plugins).
      const context = await services.auth.$context;
      const found = await context.internalAdapter.findUserById(userId);
      expect(found).toMatchObject({ emailVerified: true, banned: true, createdAt: new Date(user.createdAt) });
    });

    it("reads a bytea or blob column as a plain Uint8Array", async () => {
      const { db } = services.database;
      await db
        .insertInto("site_settings")
        .values({
          id: 1,
          version: 1,
          name: "Aloha PCS",
          phone: "808-555-0100",
          email: "aloha@example.com",
          founder_name: "Kai",
          founder_title: "Founder",
          founder_location: "Honolulu",
          founder_bio: "Bio",
          welcome_video_url: "",
          program_disclosure: "",
          photo_file: "founder.png",
          photo_type: "image/png",
          photo_bytes: PHOTO,
          updated_by: null,
          updated_at_ms: EPOCH_MS,
        })
        .execute();
      const { photo_bytes } = await db.selectFrom("site_settings").select("photo_bytes").executeTakeFirstOrThrow();
      expect(photo_bytes).toBeInstanceOf(Uint8Array);
      expect(Buffer.isBuffer(photo_bytes)).toBe(false);
      expect([...photo_bytes!]).toEqual([...PHOTO]);
    });

    it("reads a timestamp a query computes (max) as ISO text", async () => {
      await seedRows();
      const { db } = services.database;
      const { newest } = await db
        .selectFrom("checklist_progress")
        .select((eb) => eb.fn.max("updated_at").as("newest"))
        .executeTakeFirstOrThrow();
      expect(newest).toBe(UPDATED_AT);
    });

    it("accepts row locks written once for both engines (SQLite, which has none, drops them)", async () => {
      const planId = await seedRows();
      const { db } = services.database;
      const locked = await db
        .transaction()
        .execute((trx) =>
          trx
            .selectFrom("move_plans")
            .select("id")
            .where("id", "in", trx.selectFrom("move_plans").select("id").forUpdate().skipLocked())
            .forUpdate()
            .execute(),
        );
      expect(locked).toEqual([{ id: planId }]);
    });
  });
}

const postgres = ENGINES_UNDER_TEST.find((engine) => engine.name === "postgres");

describe.runIf(postgres)("PostgreSQL's types that SQLite does not have", () => {
  let services: Awaited<ReturnType<typeof startTestServices>>;
  beforeEach(async () => {
    services = await startTestServices(postgres!);
  });
  afterEach(() => services.cleanUp());

  it("refuses a bigint a number cannot hold exactly, rather than rounding it", async () => {
    const { db } = services.database;
    const exact = await sql<{ big: number }>`select 9007199254740991::bigint as big`.execute(db);
    expect(exact.rows).toEqual([{ big: Number.MAX_SAFE_INTEGER }]);
    await expect(sql`select 9007199254740993::bigint as big`.execute(db)).rejects.toThrow(
      /beyond what a JavaScript number holds/,
    );
  });

  it("makes transactions on one key take turns (lockKey), and not those on another key", async () => {
    const { db, lockKey } = services.database;
    let releaseFirst!: () => void;
    const firstMayEnd = new Promise<void>((resolve) => (releaseFirst = resolve));
    const order: string[] = [];
    let firstHolds!: () => void;
    const firstHolding = new Promise<void>((resolve) => (firstHolds = resolve));
    const first = db.transaction().execute(async (trx) => {
      await lockKey(trx, 1, "kai@example.com");
      firstHolds();
      await firstMayEnd;
      order.push("first ends");
    });
    await firstHolding;
    // Another key is not held up.
    await db.transaction().execute((trx) => lockKey(trx, 1, "noa@example.com"));
    const second = db.transaction().execute(async (trx) => {
      await lockKey(trx, 1, "kai@example.com");
      order.push("second holds");
    });
    // The second waits on the first's lock (a state PostgreSQL reports), then goes once it ends.
    await vi.waitFor(async () => {
      const { rows } = await sql<{ waiting: number }>`
        select count(*) as waiting from pg_locks
        where locktype = 'advisory' and not granted
          and database = (select oid from pg_database where datname = current_database())`.execute(db);
      expect(rows[0]!.waiting).toBe(1);
    });
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(["first ends", "second holds"]);
  });
});
