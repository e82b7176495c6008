/**
 * Finds Debian's Chromium for Playwright and Lighthouse (never a downloaded browser).
 * When it is missing and we run as root with apt-get, installs Debian's `chromium` package;
 * otherwise stops with one line saying what to install.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function commandExists(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

export function ensureChromium(): string {
  const candidate = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (existsSync(candidate)) return candidate;
  if (process.getuid?.() === 0 && commandExists("apt-get")) {
    console.log("Chromium not found: installing Debian's chromium package (apt-get)");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  console.error(
    `Chromium not found at ${candidate}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH`,
  );
  process.exit(1);
}
