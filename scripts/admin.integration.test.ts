import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runAdminCommand } from "../tests/support/admin";
import { ENGINES_UNDER_TEST, seededSignedIn, startTestServices, TEST_AUTH_SECRET } from "../tests/support/services";

/** The database the test's services use, as the command line's DATABASE_URL would name it. */
function databaseUrlFor(databaseUrl: string | undefined, schema: string | undefined) {
  if (!databaseUrl || !schema) return databaseUrl;
  const url = new URL(databaseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return url.href;
}

for (const engine of ENGINES_UNDER_TEST) {
  // Each run starts a process that connects and migrates like the server: seconds, not milliseconds.
  describe(`npm run admin on ${engine.name}`, { timeout: 90_000 }, () => {
    let services: Awaited<ReturnType<typeof startTestServices>>;
    let env: { DATA_DIR: string; DATABASE_URL?: string; AUTH_SECRET: string };
    beforeEach(async () => {
      services = await startTestServices(engine);
      env = {
        DATA_DIR: services.env.DATA_DIR,
        DATABASE_URL: databaseUrlFor(services.databaseUrl, services.schema),
        AUTH_SECRET: TEST_AUTH_SECRET,
      };
    });
    afterEach(async () => {
      await services.cleanUp();
    });

    const role = async (email: string) =>
      (await services.database.db.selectFrom("user").select("role").where("email", "=", email).executeTakeFirst())
        ?.role;

    it("grants, lists and revokes the admin role, each change in the audit log by the command line", async () => {
      const { userId } = await seededSignedIn(services, "owner@example.com");
      await seededSignedIn(services, "family@example.com");
      expect(await runAdminCommand(["list"], env)).toMatchObject({
        code: 0,
        stdout: "No admins yet. Make one with: npm run admin -- grant <email>\n",
      });

      expect(await runAdminCommand(["grant", "Owner@Example.com"], env)).toMatchObject({
        code: 0,
        stdout: "owner@example.com is now an admin.\n",
      });
      expect(await role("owner@example.com")).toBe("admin");
      expect(await role("family@example.com")).toBe("user");
      expect(await runAdminCommand(["grant", "owner@example.com"], env)).toMatchObject({
        code: 0,
        stdout: "owner@example.com was already an admin.\n",
      });
      expect(await runAdminCommand(["list"], env)).toMatchObject({
        code: 0,
        stdout: "owner@example.com (two-factor sign-in not set up yet)\n",
      });

      expect(await runAdminCommand(["revoke", "owner@example.com"], env)).toMatchObject({
        code: 0,
        stdout: "owner@example.com is no longer an admin.\n",
      });
      expect(await role("owner@example.com")).toBe("user");

      const { items } = await services.audit.list({ page: 1 });
      expect(
        items.map(({ actorId, actorEmail, action, targetKind, targetId, detail }) => ({
          actorId,
          actorEmail,
          action,
          targetKind,
          targetId,
          detail,
        })),
      ).toEqual([
        {
          actorId: null,
          actorEmail: "command line",
          action: "revoke admin",
          targetKind: "account",
          targetId: userId,
          detail: "owner@example.com",
        },
        {
          actorId: null,
          actorEmail: "command line",
          action: "grant admin",
          targetKind: "account",
          targetId: userId,
          detail: "owner@example.com",
        },
      ]);
    });

    it("refuses an unknown email and a bad command with a clear message and exit code 1, changing nothing", async () => {
      const unknown = await runAdminCommand(["grant", "nobody@example.com"], env);
      expect(unknown).toMatchObject({ code: 1, stdout: "" });
      expect(unknown.stderr).toContain("No account with the email nobody@example.com.");
      expect((await runAdminCommand(["revoke", "nobody@example.com"], env)).code).toBe(1);
      // Every wrong form of the command is refused the same way (scripts/admin-command.test.ts).
      const bad = await runAdminCommand(["promote", "owner@example.com"], env);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain("Usage: npm run admin -- grant <email> | revoke <email> | list");
      expect((await services.audit.list({ page: 1 })).total).toBe(0);
    });
  });
}
