import { CHECKLIST_SAVE_URL } from "../../app/features/checklist/checklist";
import { checklistFlagsInHtml, signedInHtml, verifiedSession } from "../support/accounts";
import { createTestDatabase, SHARED_AUTH_SECRET, TEST_DATABASE_URL, type TestDatabase } from "../support/postgres";
import { freePort } from "../support/free-port";
import { startServer, type RunningServer } from "../support/server-process";
import { expect, test } from "./fixtures";

/** Two instances behind one (imagined) load balancer: one PostgreSQL, one secret, one public URL. */
test.describe("two instances on one PostgreSQL", () => {
  test.skip(!TEST_DATABASE_URL, "PostgreSQL runs only when TEST_DATABASE_URL is set");
  test.describe.configure({ mode: "serial" });
  let database: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;

  test.beforeAll(async () => {
    // Two real processes start and migrate here (each up to startServer's 120 s limit).
    test.setTimeout(240_000);
    database = await createTestDatabase(TEST_DATABASE_URL!);
    // Free ports, chosen first: both instances name A's origin as their PUBLIC_URL.
    const portA = await freePort();
    let portB = await freePort();
    while (portB === portA) portB = await freePort();
    const env = {
      DATABASE_URL: database.databaseUrl,
      AUTH_SECRET: SHARED_AUTH_SECRET,
      PUBLIC_URL: `http://localhost:${portA}`,
      TRUST_PROXY: "1",
    };
    // Started together: migrations take turns under the advisory lock.
    [a, b] = await Promise.all([
      startServer({ ...env, PORT: String(portA) }),
      startServer({ ...env, PORT: String(portB) }),
    ]);
  });
  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  const checklistPage = async (server: RunningServer, cookie: string) =>
    (await fetch(`${server.url}/pcs-toolkit/hawaii-checklist`, { headers: { cookie } })).text();

  test("a session made on one instance is valid on the other, and a save on one is read on the other", async () => {
    const cookie = await verifiedSession(a.url, [a.dataDir, b.dataDir], "island-family@example.com");
    expect(signedInHtml(await checklistPage(a, cookie))).toBe(true);
    expect(signedInHtml(await checklistPage(b, cookie))).toBe(true);
    expect(signedInHtml(await checklistPage(b, "better-auth.session_token=forged.value"))).toBe(false);

    const save = (server: RunningServer, itemIndex: number, completed: boolean) =>
      fetch(`${server.url}${CHECKLIST_SAVE_URL}`, {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ itemIndex: String(itemIndex), completed: String(completed) }),
      });
    expect((await save(a, 5, true)).status).toBe(200);
    expect(checklistFlagsInHtml(await checklistPage(b, cookie))[5]).toBe(true);
    expect((await save(b, 5, false)).status).toBe(200);
    expect((await save(b, 7, true)).status).toBe(200);
    const flagsOnA = checklistFlagsInHtml(await checklistPage(a, cookie));
    expect(flagsOnA[5]).toBe(false);
    expect(flagsOnA[7]).toBe(true);

    // Signing out on B ends the session on A too.
    const signOut = await fetch(`${b.url}/auth/sign-out`, { method: "POST", headers: { cookie }, redirect: "manual" });
    expect(signOut.status).toBe(302);
    expect(signedInHtml(await checklistPage(a, cookie))).toBe(false);
    expect((await save(a, 9, true)).status).toBe(401);
  });

  test("the per-email sign-in limit counts attempts on both instances", async () => {
    const email = "limited-family@example.com";
    let address = 0;
    const signIn = async (server: RunningServer) =>
      (
        await fetch(`${server.url}/auth`, {
          method: "POST",
          // A different client address each time: only the per-email limit can be the one that bites.
          headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `203.0.113.${++address}` },
          body: new URLSearchParams({ intent: "signin", email, password: "Wrong2026!" }),
        })
      ).status;
    const statuses = [
      await signIn(a),
      await signIn(a),
      await signIn(a),
      await signIn(b),
      await signIn(b),
      await signIn(a),
      await signIn(b),
    ];
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});
