import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, expect, vi } from "vitest";

/**
 * Every component test fails on an unexpected `console.error` (a React warning, a failed
 * prop type, an act() warning, an error a component logs), as every end-to-end test does
 * (tests/e2e/fixtures.ts). A test that provokes an error on purpose names the text it expects
 * with `allowConsoleErrors(/pattern/)`; the list is cleared after each test.
 */
// findBy… and waitFor wait for a state, not a time: on a loaded 2-core machine a first render
// (route loaders, lazy chunks) can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });

let allowed: RegExp[] = [];
let unexpected: string[] = [];

export function allowConsoleErrors(...patterns: RegExp[]): void {
  allowed.push(...patterns);
}

beforeEach(() => {
  allowed = [];
  unexpected = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    const text = args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(" ");
    if (!allowed.some((pattern) => pattern.test(text))) unexpected.push(text);
  });
});

afterEach(() => {
  cleanup();
  vi.mocked(console.error).mockRestore();
  expect(unexpected, "unexpected console errors").toEqual([]);
});
