import { spawnSync } from "node:child_process";

/** Run a command with inherited output; stop the whole script when it fails. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, cwd?: string): void {
  console.log(`\n▶ ${[command, ...args].join(" ")}${cwd ? ` (in ${cwd})` : ""}`);
  const result = spawnSync(command, args, { stdio: "inherit", env, cwd });
  if (result.status !== 0) {
    console.error(`✖ ${[command, ...args].join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}
