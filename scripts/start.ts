/**
 * `npm start`: build first when there is no build, then run the production server.
 * Runs on the project's Node 24 (the `node` package), like every npm script.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const env = { ...process.env, NODE_ENV: "production" };

if (!existsSync("build/server/index.js")) {
  console.log("No build found: building the site first (npm run build)");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["server.ts"], { stdio: "inherit", env });
// Pass stop signals on so the server shuts down gracefully.
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
