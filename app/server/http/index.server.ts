/**
 * The server bundle's entry (vite.config.ts): React Router's own build exports, which
 * prerendering reads at build time, and the Express app that server.ts starts.
 */
export * from "virtual:react-router/server-build";
export { createApp } from "./express-app.server";
