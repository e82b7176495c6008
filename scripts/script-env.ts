import { ConfigError, serverEnv, type Env } from "~/server/env.server";

/**
 * The configuration for a command-line script (`npm run admin`, `backup`, `restore`), or
 * undefined once a bad value has been reported in one line, as the server reports it at
 * start-up: the script then exits with code 1.
 */
export function scriptEnv(): Env | undefined {
  try {
    return serverEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    return undefined;
  }
}
