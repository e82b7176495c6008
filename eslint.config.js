import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/*
 * Import zones (CONVENTIONS.md, "One-way imports"; README, "Project layout"): which part of
 * app/ may import which, held by ESLint's own no-restricted-imports. Routes compose everything;
 * a feature's server folder uses infrastructure, its own feature, content and lib; a feature's
 * other code (it runs in the browser too) uses content, lib, components/ui, the form field family and itself; content
 * holds records and uses lib only; infrastructure (app/server) knows no feature but the
 * composition root; components and lib know no feature and no server. Tests compose like
 * routes and are outside the zones. An import that crosses a zone on purpose is listed below
 * with its reason. eslint-zones.test.ts shows each rule refusing and allowing.
 */

/** The areas under app/features: each is a zone whose code may import itself. */
const FEATURES = readdirSync(path.join(import.meta.dirname, "app/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Imports from one feature into another, allowed on purpose: per importing feature, for its
 * server folder and for its other ("pure") code, the module under app/features it may import
 * (a path ending in "/" allows the whole folder) and why.
 */
export const FEATURE_EXCEPTIONS = {
  account: {
    pure: {
      "auth/auth-forms":
        "the account page's email and password fields and its forms' one summary are the sign-in forms' own",
      "auth/schemas": "a new email, a new password and a display name are checked by sign-up's own rules",
      "auth/validation": "the current password's length limit is sign-in's",
      "auth/display-name": "the display name's length limit is the one sign-up asks with",
    },
    server: {
      "auth/server/":
        "account changes go through better-auth's endpoints (callAuth), its hashing limit and the request's session",
      "auth/session-user": "the account page's guard answers with the session's user",
      "auth/safe-redirect": "signing in from /account comes back to it",
      "auth/display-name": "what deleting the account does to the plan names the other adult as people are shown",
      "plan/server/plan-access.server": "the export and the deletion notice read the plan the request's session opens",
      "plan/server/plan-repository.server": "deleting an account takes the user's row lock the plan's writers take",
      "plan/due-dates": "the exported plan lists the move's dated items",
      "plan/own-items": "the exported plan lists the family's own items",
      "checklist/checklist": "the export reads the checklist's rows",
      "admin/server/admin-audit.server": "a deleted account leaves one line in the admin audit log, naming nobody",
      "mail/server/mail.server":
        "the adult a plan is handed to, and the old address of a changed email, are told by mail",
      "mail/mail-policy": "a new email is shown masked, as every address the site echoes",
    },
  },
  admin: {
    server: {
      "auth/server/": "admin acts through better-auth: its instance, the session lookup and two-factor",
      "auth/display-name": "the accounts list shows each account's display name",
      "plan/server/plan-repository.server": "a ban closes the banned account's plan access (issue 28)",
      "checklist/checklist": "the accounts list counts each account's ticked checklist items",
    },
  },
  auth: {
    server: { "mail/server/mail.server": "sign-up, verification and reset mails go out through the mailer" },
  },
  checklist: {
    server: {
      "plan/server/item-ticks.server":
        "the checklist page ticks through the plan's one tick writer: a household member ticks the plan owner's checklist (issue 17)",
    },
  },
  inbox: {
    server: {
      "mail/server/mail.server": "the owner's replies go out through the mailer",
      "forms/": "the inbox stores what the contact and suggestion forms send",
    },
  },
  plan: {
    pure: {
      "auth/validation": "the household invitation checks an email address by the sign-up form's rule",
    },
    server: {
      "mail/server/mail.server": "invitations and weekly reminders go out through the mailer",
      "checklist/checklist": "the plan's 20 checklist items are the checklist's rows",
      "guide-pdf/": "the plan's PDF is the guide with the family's own chapter",
      "auth/server/session.server": "a plan's access is made from the request's session, and only there",
      "auth/session-user": "a ticker without a plan is the session's user",
      "auth/display-name": "who ticked, the owner and the members are shown by display name, else email (issue 33)",
    },
  },
  "site-settings": {
    pure: { "video/": "the owner's welcome video: its address rule and its player in the preview" },
    server: {
      "admin/admin-user": "a save names the admin who made it",
      "admin/server/admin-audit.server": "each save is written to the admin audit log",
    },
  },
  welcome: {
    pure: { "video/": "the welcome section plays the owner's video" },
  },
};

/**
 * Infrastructure files that import features, and which (null: any feature) and why. Every
 * other file under app/server imports none.
 */
export const INFRASTRUCTURE_EXCEPTIONS = {
  "app/server/services.server.ts": { modules: null, why: "the composition root builds each feature's services" },
  "app/server/http/express-app.server.ts": {
    modules: null,
    why: "the one Express chain mounts the features' handlers (auth, the guide PDF, the founder's photo)",
  },
  "app/server/env.server.ts": {
    modules: ["backups/backup-retention", "backups/backup-schedule", "site-settings/site-field-rules"],
    why: "the environment is parsed once, each feature's settings by that feature's own rule",
  },
  "app/server/db/db.server.ts": {
    modules: ["inbox/inbox", "mail/mail-policy"],
    why: "the table types name the values the inbox and the mail outbox store (types only)",
  },
};

/** lib files that import a feature, and which and why. */
export const LIB_EXCEPTIONS = {
  "app/lib/use-site.ts": {
    modules: ["site/public-contact"],
    why: "the layout's hook applies the rule for what the public sees of the practice's contact details",
  },
};

const TESTS = ["**/*.test.ts", "**/*.test.tsx"];
const SOURCE = "{ts,tsx}";

/** Through `~/` or by climbing with `../`. */
const FROM_APP = "^(~/|(\\.\\./)+)";
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Not this module (or, for a path ending in "/", nothing in this folder). */
const except = (module) => `(?!${escapeRegex(module)}${module.endsWith("/") ? "" : "$"})`;

const ROUTES = {
  regex: `${FROM_APP}routes/`,
  message: "Only routes and tests import routes: routes compose, nothing composes them.",
};
const INFRASTRUCTURE = {
  regex: `${FROM_APP}server/`,
  message:
    "Code that also runs in the browser does not import the server's infrastructure: do it in the feature's server folder or the route.",
};
const SERVER_MODULES = {
  regex: "\\.server$",
  message:
    "Code that also runs in the browser does not import a .server module: share types and rules through a module without .server.",
};
const COMPONENTS_BUT_UI = {
  // The form field family (components/forms*.tsx) is shared ui like components/ui.
  regex: "^~/components/(?!ui/|forms(-more)?$)",
  message: "A feature uses the shared ui components and the form field family; the layout is the routes' to compose.",
};
const COMPONENTS = {
  regex: "^~/components/",
  message: "A feature's server folder renders no components: it reads and writes for the routes.",
};
const otherFeatures = (feature, allowed = {}) => ({
  regex: `${FROM_APP}features/(?!${escapeRegex(feature)}/)${Object.keys(allowed).map(except).join("")}`,
  message: `A feature uses another only where eslint.config.js names it (FEATURE_EXCEPTIONS.${JSON.stringify(feature)}, with why); share the piece through content or lib instead.`,
});
const anyFeature = (zone, allowed = []) => ({
  regex: `${FROM_APP}features/${allowed.map(except).join("")}`,
  message: `${zone} knows no feature (the exceptions, with why, are in eslint.config.js).`,
});
/** A relative import that climbs out of a feature's folder: `depth` levels below it. */
const leavingFeature = (depth) => ({
  regex: `^(\\.\\./){${depth},}`,
  message: "Import another area through ~/, so the import zones can tell where it goes.",
});
const restrict = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

const featureZones = FEATURES.flatMap((feature) => {
  const exceptions = FEATURE_EXCEPTIONS[feature] ?? {};
  const pure = [otherFeatures(feature, exceptions.pure), INFRASTRUCTURE, SERVER_MODULES, ROUTES, COMPONENTS_BUT_UI];
  const folder = `app/features/${feature}`;
  return [
    { files: [`${folder}/*.${SOURCE}`], ignores: TESTS, rules: restrict(...pure, leavingFeature(1)) },
    {
      files: [`${folder}/*/**/*.${SOURCE}`],
      ignores: [...TESTS, `${folder}/server/**`],
      rules: restrict(...pure, leavingFeature(2)),
    },
    {
      files: [`${folder}/server/**/*.${SOURCE}`],
      ignores: TESTS,
      rules: restrict(otherFeatures(feature, exceptions.server), ROUTES, COMPONENTS, leavingFeature(2)),
    },
  ];
});

const infrastructureZones = [
  {
    files: [`app/server/**/*.${SOURCE}`],
    ignores: [...TESTS, ...Object.keys(INFRASTRUCTURE_EXCEPTIONS)],
    rules: restrict(anyFeature("Infrastructure (app/server)"), ROUTES),
  },
  ...Object.entries(INFRASTRUCTURE_EXCEPTIONS).map(([file, { modules }]) => ({
    files: [file],
    rules: modules === null ? restrict(ROUTES) : restrict(anyFeature("Infrastructure (app/server)", modules), ROUTES),
  })),
];

const sharedZones = [
  {
    files: [`app/content/**/*.${SOURCE}`],
    ignores: TESTS,
    rules: restrict(
      {
        regex: "^~/(?!lib/|content/)",
        message:
          "Content holds records: it imports lib and other content only. Move what it needs (a figure, a type) into content.",
      },
      { regex: "^\\.\\./", message: "Content imports lib through ~/lib." },
    ),
  },
  {
    files: [`app/components/**/*.${SOURCE}`, `app/lib/**/*.${SOURCE}`],
    ignores: [...TESTS, ...Object.keys(LIB_EXCEPTIONS)],
    rules: restrict(anyFeature("Shared components and lib"), INFRASTRUCTURE, SERVER_MODULES, ROUTES),
  },
  ...Object.entries(LIB_EXCEPTIONS).map(([file, { modules }]) => ({
    files: [file],
    rules: restrict(anyFeature("Shared components and lib", modules), INFRASTRUCTURE, SERVER_MODULES, ROUTES),
  })),
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
      // Benchmarks' scratch space (git-ignored), with the framework baseline's copy and build.
      "bench/tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  {
    files: ["**/*.test.ts", "tests/**/*.ts"],
    // Playwright fixtures declare "no dependencies" with an empty pattern, `async ({}, use) =>`.
    rules: { "@typescript-eslint/no-non-null-assertion": "off", "no-empty-pattern": "off" },
  },
  ...featureZones,
  ...infrastructureZones,
  ...sharedZones,
);
