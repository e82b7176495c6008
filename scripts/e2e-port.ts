/**
 * The port the e2e server will listen on, decided before the test build (whose prerendered
 * pages carry the server's address) and handed to Playwright as E2E_PORT: the one given in
 * E2E_PORT, else the default while it is free (a build made for it is reused), else a free
 * port the system picks (the build is then made for that address). A second suite running on
 * the same machine therefore never finds its port taken.
 */
import { DEFAULT_E2E_PORT } from "../playwright.config.ts";
import { freePort } from "../tests/support/free-port.ts";

export async function chooseE2ePort(): Promise<number> {
  const given = Number(process.env.E2E_PORT);
  const port = given || (await freePort(DEFAULT_E2E_PORT));
  process.env.E2E_PORT = String(port);
  if (!given && port !== DEFAULT_E2E_PORT)
    console.log(`\n▶ e2e server: port ${DEFAULT_E2E_PORT} is taken, using ${port}`);
  return port;
}
