import { createServer } from "node:net";

/**
 * A port no one listens on right now, for a server started in another process (one that
 * listens in this process takes port 0 itself). The system hands it out, so runs side by side
 * do not collide.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}
