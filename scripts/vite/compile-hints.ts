/**
 * V8's explicit compile hint (Chrome 136+): a file that opens with `//# allFunctionsCalledOnLoad`
 * has all its functions compiled on the background thread that streams it, instead of each one
 * lazily on the main thread the first time it is called. A page's JavaScript runs after its first
 * paint (decision 0006), and there the lazy compiles were a large part of each task (decision
 * 0031, session 19). The hint goes only on the chunks that load with a page: an entry (the client
 * entry and each route module) and what those import statically. A chunk reached only through a
 * dynamic import (a dialog, the offline parts) loads later, if ever, and compiles as it is used.
 * Other browsers read the line as a comment.
 */
import type { Plugin } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** What the hint needs to know of a chunk (Rollup's and Rolldown's OutputChunk have these). */
export type ChunkLinks = { fileName: string; isEntry: boolean; imports: readonly string[] };

/** The file names of the entries' chunks and of every chunk they import statically, however deep. */
export function chunksLoadedWithEntries(chunks: Iterable<ChunkLinks>): Set<string> {
  const byFileName = new Map([...chunks].map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const pending = [...byFileName.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
    if (loaded.has(fileName)) continue;
    loaded.add(fileName);
    pending.push(...(byFileName.get(fileName)?.imports ?? []));
  }
  return loaded;
}

/**
 * Puts the hint on the first line of the client build's chunks that load with a page, once the
 * files are otherwise final: after minification, which drops comments, and after Vite puts its
 * table of preload dependencies at the top of a chunk that imports lazily. As with that table,
 * the files' names are already set: the line changes no file's name.
 */
export function compileHints(): Plugin {
  return {
    name: "aloha:compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
        const loaded = chunksLoadedWithEntries(chunks);
        for (const chunk of chunks) if (loaded.has(chunk.fileName)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}
