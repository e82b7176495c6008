import { accessSync, constants, existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { ConfigError } from "./env.server";

/** Make sure DATA_DIR exists and is a writable folder, or stop with one clear line. */
export function prepareDataDir(dataDir: string): string {
  const absolute = path.resolve(dataDir);
  if (existsSync(absolute) && !statSync(absolute).isDirectory()) {
    throw new ConfigError(`DATA_DIR "${dataDir}" is not a folder`);
  }
  try {
    mkdirSync(absolute, { recursive: true });
  } catch (error) {
    throw new ConfigError(
      `DATA_DIR "${dataDir}" cannot be created: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
  }
  try {
    accessSync(absolute, constants.W_OK);
  } catch {
    throw new ConfigError(`DATA_DIR "${dataDir}" is not writable`);
  }
  return absolute;
}
