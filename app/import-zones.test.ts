import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The import zones in eslint.config.js, shown on one-line files linted as if they stood at
 * `filePath` (nothing is written to the tree): each rule refuses its crossing, and the imports
 * a zone may make pass.
 */
const APP = import.meta.dirname;
const eslint = new ESLint({ cwd: path.resolve(APP, "..") });

/** The zone messages `npm run lint` would give a file at `filePath` importing `source`. */
async function zoneProblems(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { piece } from "${source}";\nexport { piece };\n`, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

describe("the import zones", () => {
  it("keep content to records: content importing a feature fails, content importing lib passes", async () => {
    expect(await zoneProblems("app/content/programs.ts", "~/features/calculators/credits")).toEqual([
      expect.stringContaining("Content holds records"),
    ]);
    expect(await zoneProblems("app/content/programs.ts", "~/lib/money")).toEqual([]);
    expect(await zoneProblems("app/content/programs.ts", "./program-figures")).toEqual([]);
  });

  it("refuse a feature's server reaching into another feature's server, except a named exception", async () => {
    expect(
      await zoneProblems(
        "app/features/checklist/server/checklist-repository.server.ts",
        "~/features/inbox/server/inbox.server",
      ),
    ).toEqual([expect.stringContaining("FEATURE_EXCEPTIONS")]);
    // Named: the checklist ticks through the plan's one tick writer.
    expect(
      await zoneProblems(
        "app/features/checklist/server/checklist-repository.server.ts",
        "~/features/plan/server/item-ticks.server",
      ),
    ).toEqual([]);
    // Climbing out of the feature by a relative path is refused too.
    expect(
      await zoneProblems(
        "app/features/checklist/server/checklist-repository.server.ts",
        "../../inbox/server/inbox.server",
      ),
    ).toEqual(expect.arrayContaining([expect.stringContaining("through ~/")]));
  });

  it("let a feature's server use infrastructure, its own feature, content and lib", async () => {
    const file = "app/features/plan/server/plan-repository.server.ts";
    for (const source of [
      "~/server/db/db.server",
      "~/server/services.server",
      "~/features/plan/due-dates",
      "../own-items",
      "~/content/plan-rules",
      "~/lib/money",
    ]) {
      expect(await zoneProblems(file, source), source).toEqual([]);
    }
  });

  it("keep pure feature code off the server: app/server and any .server module fail", async () => {
    expect(await zoneProblems("app/features/plan/household-section.tsx", "~/server/services.server")).toEqual(
      expect.arrayContaining([expect.stringContaining("server's infrastructure")]),
    );
    expect(
      await zoneProblems(
        "app/features/calculators/components/rent-buy-assume-form.tsx",
        "../server/rent-buy-assume-query.server",
      ),
    ).toEqual(expect.arrayContaining([expect.stringContaining(".server module")]));
    expect(
      await zoneProblems("app/features/plan/household-section.tsx", "~/features/checklist/checklist-board"),
    ).toEqual([expect.stringContaining("FEATURE_EXCEPTIONS")]);
    expect(await zoneProblems("app/features/plan/household-section.tsx", "~/components/ui/button")).toEqual([]);
  });

  it("keep infrastructure free of features, but for the composition root", async () => {
    expect(await zoneProblems("app/server/attempt-limit.server.ts", "~/features/auth/client-rate-limit")).toEqual([
      expect.stringContaining("Infrastructure (app/server) knows no feature"),
    ]);
    // env.server.ts may use only the parsers it is listed with.
    expect(await zoneProblems("app/server/env.server.ts", "~/features/backups/backup-schedule")).toEqual([]);
    expect(await zoneProblems("app/server/env.server.ts", "~/features/plan/move-profile")).toHaveLength(1);
    expect(
      await zoneProblems("app/server/services.server.ts", "../features/plan/server/plan-repository.server"),
    ).toEqual([]);
  });

  it("keep components and lib free of features and the server, and routes imported by routes only", async () => {
    expect(await zoneProblems("app/components/layout/header.tsx", "~/features/auth/user-menu")).toHaveLength(1);
    expect(await zoneProblems("app/lib/cookies.ts", "~/server/env.server")).toEqual(
      expect.arrayContaining([expect.stringContaining("server's infrastructure")]),
    );
    expect(await zoneProblems("app/features/plan/plan-views.tsx", "~/routes/plan")).toEqual(
      expect.arrayContaining([expect.stringContaining("Only routes and tests import routes")]),
    );
    expect(await zoneProblems("app/routes/plan.tsx", "~/features/plan/plan-views")).toEqual([]);
  });
});

type Allowed = Record<string, string>;

/** Every import source in the feature's server folder, or in the rest of it. */
function importSources(feature: string, side: "server" | "pure"): string[] {
  const folder = path.join(APP, "features", feature);
  const inSide = (file: string) => (side === "server") === file.startsWith(path.join(folder, "server") + path.sep);
  return sourceFiles(folder)
    .filter(inSide)
    .flatMap((file) => [...readFileSync(file, "utf8").matchAll(/from "([^"]+)"/g)].map((match) => match[1]!));
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the named exceptions", () => {
  it("are each still used, so the list says what crosses and nothing more", async () => {
    // By its address: the config is plain JavaScript, without types for TypeScript to check.
    const config = pathToFileURL(path.resolve(APP, "../eslint.config.js")).href;
    const { FEATURE_EXCEPTIONS } = (await import(config)) as {
      FEATURE_EXCEPTIONS: Record<string, { server?: Allowed; pure?: Allowed }>;
    };
    const unused = Object.entries(FEATURE_EXCEPTIONS).flatMap(([feature, sides]) =>
      (["server", "pure"] as const).flatMap((side) => {
        const sources = importSources(feature, side);
        return Object.keys(sides[side] ?? {})
          .filter(
            (module) =>
              !sources.some(
                (source) =>
                  source === `~/features/${module}` ||
                  (module.endsWith("/") && source.startsWith(`~/features/${module}`)),
              ),
          )
          .map((module) => `${feature} (${side}) → ${module}`);
      }),
    );
    expect(unused).toEqual([]);
  });
});
