import { CHECKLIST_PAGE_PATH, CHECKLIST_SAVE_URL } from "../../app/features/checklist/checklist";
import { checklistFlagsInHtml, signedInHtml, verifiedSession } from "../support/accounts";
import { createTestDatabase, SHARED_AUTH_SECRET, TEST_DATABASE_URL, type TestDatabase } from "../support/postgres";
import { startServer, type RunningServer } from "../support/server-process";
import { expect, test } from "./fixtures";

const FAMILIES = 4;
const ITEMS = 20;
/** Saves acknowledged before the plug is pulled: enough that the kill lands mid-load. */
const ACKED_BEFORE_KILL = 60;

type Family = {
  cookie: string;
  /** The last acknowledged value of each item. */
  acked: Map<number, boolean>;
  /** The save on its way when the server died: it may or may not have been kept. */
  inFlight?: number;
  ackCount: number;
};

/**
 * One family toggling items in turn, one save at a time, until the server stops answering.
 * Even families save as the page's fetcher does (its action, as a data request), odd ones through the plain form post.
 */
async function toggleUntilKilled(server: RunningServer, family: Family, plainForm: boolean, onAck: () => void) {
  const target = `${server.url}${plainForm ? CHECKLIST_PAGE_PATH : CHECKLIST_SAVE_URL}`;
  for (let save = 0; save < 2_000; save++) {
    const itemIndex = save % ITEMS;
    const completed = Math.floor(save / ITEMS) % 2 === 0;
    family.inFlight = itemIndex;
    let status: number;
    try {
      const response = await fetch(target, {
        method: "POST",
        headers: { cookie: family.cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ itemIndex: String(itemIndex), completed: String(completed) }),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      return; // the server is gone
    }
    if (status !== 200) throw new Error(`a save answered ${status} before the kill`);
    family.acked.set(itemIndex, completed);
    family.ackCount++;
    family.inFlight = undefined;
    onAck();
  }
}

const ENGINES = [
  { name: "SQLite", postgres: false },
  { name: "PostgreSQL", postgres: true },
];

for (const engine of ENGINES) {
  test.describe(`durability on ${engine.name}`, () => {
    test.skip(engine.postgres && !TEST_DATABASE_URL, "PostgreSQL runs only when TEST_DATABASE_URL is set");
    // Two real server starts (each up to startServer's 120 s limit on a busy machine) and the load.
    test.setTimeout(300_000);
    let database: TestDatabase | undefined;
    const servers: RunningServer[] = [];

    test.afterAll(async () => {
      for (const server of servers) await server.stop("SIGKILL");
      await database?.drop();
    });

    test("every save acknowledged before a SIGKILL is there after the restart", async () => {
      const env: Record<string, string> = { TRUST_PROXY: "1" };
      if (engine.postgres) {
        database = await createTestDatabase(TEST_DATABASE_URL!);
        Object.assign(env, { DATABASE_URL: database.databaseUrl, AUTH_SECRET: SHARED_AUTH_SECRET });
      }
      const first = await startServer(env);
      servers.push(first);
      const families: Family[] = [];
      for (let index = 0; index < FAMILIES; index++) {
        const cookie = await verifiedSession(
          first.url,
          first.dataDir,
          `durable-${index}@example.com`,
          `198.51.100.${index + 1}`,
        );
        families.push({ cookie, acked: new Map(), ackCount: 0 });
      }

      let acked = 0;
      let killed = false;
      const exited = new Promise((resolve) => first.process.once("exit", resolve));
      const kill = () => {
        if (++acked >= ACKED_BEFORE_KILL && !killed) {
          killed = true;
          first.process.kill("SIGKILL");
        }
      };
      await Promise.all(families.map((family, index) => toggleUntilKilled(first, family, index % 2 === 1, kill)));
      await exited;
      expect(killed, "the server was killed mid-load").toBe(true);
      expect(first.process.signalCode).toBe("SIGKILL");
      for (const family of families) expect(family.ackCount).toBeGreaterThan(0);

      // The same data on a fresh free port (a session cookie is not tied to a port).
      const second = await startServer({ ...env, DATA_DIR: first.dataDir });
      servers.push(second);
      for (const [index, family] of families.entries()) {
        const html = await (
          await fetch(`${second.url}/pcs-toolkit/hawaii-checklist`, { headers: { cookie: family.cookie } })
        ).text();
        expect(signedInHtml(html), `family ${index} is still signed in`).toBe(true);
        const flags = checklistFlagsInHtml(html);
        expect(flags).toHaveLength(ITEMS);
        for (const [itemIndex, completed] of family.acked) {
          if (itemIndex === family.inFlight) continue;
          expect(flags[itemIndex], `family ${index}, item ${itemIndex}`).toBe(completed);
        }
        for (let itemIndex = 0; itemIndex < ITEMS; itemIndex++) {
          if (!family.acked.has(itemIndex) && itemIndex !== family.inFlight) {
            expect(flags[itemIndex], `family ${index}, never-saved item ${itemIndex}`).toBe(false);
          }
        }
      }
      expect(second.output()).not.toContain("[error]");
    });
  });
}
