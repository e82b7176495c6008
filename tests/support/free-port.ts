import { createServer } from "node:net";

/** Listens on `port` (0: the system's pick) and lets go again; the port, or undefined when taken. */
function probe(port: number): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", (error: NodeJS.ErrnoException) =>
      error.code === "EADDRINUSE" || error.code === "EACCES" ? resolve(undefined) : reject(error),
    );
    server.listen(port, () => {
      const address = server.address();
      const bound = typeof address === "object" && address ? address.port : undefined;
      server.close(() => resolve(bound));
    });
  });
}

/**
 * A port no one listens on right now, for a server started in another process (one that
 * listens in this process takes port 0 itself). The system hands it out, so runs side by side
 * do not collide. With `preferred`, that port while it is free (so a build made for it can be
 * reused), else the system's pick.
 */
export async function freePort(preferred?: number): Promise<number> {
  const port = (preferred ? await probe(preferred) : undefined) ?? (await probe(0));
  if (!port) throw new Error("no free port");
  return port;
}

/**
 * A free port other than those `taken`, for a server started after the others' ports were
 * picked (none listens yet, so the system could hand out the same one twice).
 */
export async function freePortBut(taken: number | number[], preferred?: number): Promise<number> {
  const takenPorts = [taken].flat();
  for (;;) {
    const port = await freePort(preferred);
    if (!takenPorts.includes(port)) return port;
    preferred = undefined;
  }
}
