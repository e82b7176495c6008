/**
 * The guide PDF's worker in development and tests, where there is no build: Node runs this file
 * as it is (type stripping), and tsx compiles the worker's TSX and `~/` imports on the way in,
 * as it does for scripts/build-guide-pdf.ts. Production runs the built worker instead.
 */
import { tsImport } from "tsx/esm/api";
import type renderGuidePdfInWorker from "./guide-pdf-worker.ts";

const worker = (await tsImport("./guide-pdf-worker.ts", import.meta.url)) as {
  default: typeof renderGuidePdfInWorker;
};

export default worker.default;
