import path from "node:path";
import proxyAddr from "proxy-addr";
import { z } from "zod";
import { type SITE_ENV_OVERRIDES, siteDetailsFrom } from "~/content/site";
import { DEFAULT_BACKUP_KEEP, parseBackupKeep } from "~/features/backups/backup-retention";
import { parseBackupSchedule } from "~/features/backups/backup-schedule";
import { siteFieldProblem, type SiteFieldRule } from "~/features/site-settings/site-field-rules";

/** A configuration problem, reported as one line before the server exits. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

const FLAG_VALUES: Record<string, boolean> = {
  "": false,
  "0": false,
  false: false,
  no: false,
  off: false,
  "1": true,
  true: true,
  yes: true,
  on: true,
};

const flag = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = FLAG_VALUES[(value ?? "").trim().toLowerCase()];
      if (parsed === undefined) {
        ctx.addIssue({ code: "custom", message: `${name} must be true or false (got "${value}")` });
        return z.NEVER;
      }
      return parsed;
    });

/**
 * Which proxies in front of the server to believe, as Express's `trust proxy` takes it: a
 * number of hops (`1`: one load balancer that appends the real address) or a list of proxy
 * addresses and ranges (`10.0.0.0/8, loopback`). The client address is then the right-most
 * X-Forwarded-For entry not added by a trusted proxy. `true` is refused: it would take the
 * left-most entry, which the client writes itself, so anyone could pick a fresh address for
 * every request and never meet a per-address limit.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = (value ?? "").trim().toLowerCase();
    if (/^\d+$/.test(text)) return Number(text) || false;
    const addresses = text
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const refuse = (why: string) => {
      ctx.addIssue({
        code: "custom",
        message: `TRUST_PROXY must be the number of proxies in front of the server (1) or their addresses (10.0.0.0/8); ${why}`,
      });
      return z.NEVER;
    };
    // The flag words: off is off; on would be Express's `true`.
    if (FLAG_VALUES[text] === false) return false;
    if (FLAG_VALUES[text] === true) return refuse(`"${value}" would believe any address a client sends`);
    try {
      proxyAddr.compile(addresses);
    } catch {
      return refuse(`"${value}" is neither`);
    }
    return addresses;
  });

/** Which rule each SITE_* variable meets (the same as the owner's settings form, /admin/site). */
const SITE_VARIABLE_RULES: Record<keyof typeof SITE_ENV_OVERRIDES, SiteFieldRule> = {
  SITE_NAME: "text",
  SITE_TAGLINE: "text",
  SITE_LOGO_ALT: "text",
  SITE_PHONE: "phone",
  SITE_EMAIL: "email",
  SITE_FOUNDER_NAME: "text",
  SITE_FOUNDER_TITLE: "text",
  SITE_FOUNDER_LOCATION: "text",
  SITE_FOUNDER_BIO: "bio",
  SITE_WELCOME_VIDEO_URL: "videoUrl",
  SITE_PROGRAM_DISCLOSURE: "disclosure",
};

/** Site details shown on every page (app/content/site.ts): unset or blank keeps the default. */
const siteVariable = (name: string, rule: SiteFieldRule) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .superRefine((value, ctx) => {
      const problem = value === undefined ? null : siteFieldProblem(rule, value);
      if (problem) ctx.addIssue({ code: "custom", message: `${name} ${problem}` });
    });

const siteOverrides = Object.fromEntries(
  Object.entries(SITE_VARIABLE_RULES).map(([name, rule]) => [name, siteVariable(name, rule)]),
) as Record<keyof typeof SITE_ENV_OVERRIDES, ReturnType<typeof siteVariable>>;

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value.trim() === "") return 3000;
        const port = Number(value);
        if (!/^\d+$/.test(value.trim()) || !Number.isInteger(port) || port < 1 || port > 65_535) {
          ctx.addIssue({ code: "custom", message: `PORT must be a whole number from 1 to 65535 (got "${value}")` });
          return z.NEVER;
        }
        return port;
      }),
    DATA_DIR: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value.trim() : "./data")),
    DATABASE_URL: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value.trim() : undefined))
      .refine((value) => value === undefined || /^postgres(ql)?:\/\/.+/.test(value), {
        message: "DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for SQLite)",
      }),
    PUBLIC_URL: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value.trim().replace(/\/+$/, "") : undefined))
      .refine((value) => value === undefined || /^https?:\/\/[^/\s]+$/.test(value), {
        message: "PUBLIC_URL must be an origin such as https://alohapcs.example (no path)",
      }),
    AUTH_SECRET: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value.trim() : undefined))
      .refine((value) => value === undefined || value.length >= 32, {
        message: "AUTH_SECRET must be at least 32 characters",
      }),
    SMTP_URL: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value.trim() : undefined))
      .refine((value) => value === undefined || /^smtps?:\/\/.+/.test(value), {
        message: "SMTP_URL must be an smtp:// or smtps:// URL",
      }),
    MAIL_FROM: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value.trim() : undefined)),
    TRUST_PROXY: trustProxy,
    /**
     * Worker threads laying out plan PDFs; unset: one per spare core, two at most. 0 lays them
     * out on the main thread, which stalls every other request (the load benchmark's "before").
     */
    GUIDE_PDF_WORKERS: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value.trim() === "") return undefined;
        const workers = Number(value);
        if (!/^\d+$/.test(value.trim()) || workers > 16) {
          ctx.addIssue({
            code: "custom",
            message: `GUIDE_PDF_WORKERS must be a whole number from 0 to 16 (got "${value}")`,
          });
          return z.NEVER;
        }
        return workers;
      }),
    /** Where backups go (`npm run backup`, the daily backup); unset: DATA_DIR/backups. */
    BACKUP_DIR: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value.trim() : undefined)),
    /** How many daily and weekly backups to keep, "7d,4w" (features/backups/backup-retention.ts). */
    BACKUP_KEEP: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const keep = parseBackupKeep(value?.trim() || DEFAULT_BACKUP_KEEP);
        if (!keep) {
          ctx.addIssue({
            code: "custom",
            message: `BACKUP_KEEP must be days and weeks to keep, such as 7d,4w (got "${value}")`,
          });
          return z.NEVER;
        }
        return keep;
      }),
    /** The server's daily backup, a time of day in UTC ("03:30"); unset or off: none. */
    BACKUP_SCHEDULE: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const time = parseBackupSchedule(value);
        if (time === undefined) {
          ctx.addIssue({
            code: "custom",
            message: `BACKUP_SCHEDULE must be a time of day in UTC such as 03:30, or off (got "${value}")`,
          });
          return z.NEVER;
        }
        return time;
      }),
    ...siteOverrides,
    /** Test hook only: lets end-to-end tests make a request fail on purpose (X-Inject-Fault). */
    FAULT_INJECTION: flag("FAULT_INJECTION"),
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    BACKUP_DIR: env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups"),
    site: siteDetailsFrom(env),
  }))
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "AUTH_SECRET is required when NODE_ENV=production and DATABASE_URL is set (instances must share it)",
      });
    }
  });

export type Env = z.output<typeof envSchema>;

/** Parse a set of variables; a bad value throws a ConfigError whose message is one line. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => issue.message).join("; "));
  }
  return result.data;
}

let processEnv: Env | undefined;

/**
 * The process's configuration, parsed once: the only place the app reads `process.env`.
 * Loaders read it too while pages are prerendered, so SITE_* and PUBLIC_URL given to
 * `npm run build` end up in the prerendered HTML.
 */
export function serverEnv(): Env {
  processEnv ??= parseEnv(process.env);
  return processEnv;
}

/**
 * Make `config` the configuration `serverEnv()` answers with, in place of process.env's: for an
 * app made with its own variables (createApp's `config`; tests make one app per configuration).
 * Parsed and checked as process.env would be; a bad value throws a ConfigError.
 */
export function configureServerEnv(config: Record<string, string | undefined>): Env {
  processEnv = parseEnv(config);
  return processEnv;
}
