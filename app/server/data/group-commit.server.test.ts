import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit.server";

function recorder(failOn?: (item: number) => boolean) {
  const batches: number[][] = [];
  const singles: number[] = [];
  const commit = groupCommit<number>({
    async commitAll(items) {
      if (failOn && items.some(failOn)) throw new Error("batch failed");
      batches.push(items);
    },
    async commitOne(item) {
      if (failOn?.(item)) throw new Error(`item ${item} failed`);
      singles.push(item);
    },
  });
  return { batches, singles, commit };
}

describe("groupCommit", () => {
  it("commits writes made in the same turn together, in arrival order", async () => {
    const { batches, singles, commit } = recorder();
    await Promise.all([1, 2, 3, 4].map((item) => commit(item)));
    expect(batches).toEqual([[1, 2, 3, 4]]);
    expect(singles).toEqual([]);
  });

  it("commits a lone write on its own, and later turns in batches of their own", async () => {
    const { batches, singles, commit } = recorder();
    await commit(1);
    await Promise.all([commit(2), commit(3)]);
    expect(singles).toEqual([1]);
    expect(batches).toEqual([[2, 3]]);
  });

  it("settles no caller before its batch is committed", async () => {
    let release!: () => void;
    const committed = new Promise<void>((resolve) => (release = resolve));
    const commit = groupCommit<number>({ commitAll: () => committed, commitOne: () => committed });
    let settled = 0;
    const saves = [commit(1), commit(2)].map((save) => save.then(() => settled++));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(0);
    release();
    await Promise.all(saves);
    expect(settled).toBe(2);
  });

  it("fails only the bad write when a batch fails, committing the others one by one", async () => {
    const { batches, singles, commit } = recorder((item) => item === 2);
    const results = await Promise.allSettled([1, 2, 3].map((item) => commit(item)));
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error("item 2 failed"));
    expect(batches).toEqual([]);
    expect(singles).toEqual([1, 3]);
  });
});
