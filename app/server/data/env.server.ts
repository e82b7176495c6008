import { z } from "zod";

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
    TRUST_PROXY: flag("TRUST_PROXY"),
    /** Test hook only: lets end-to-end tests make a request fail on purpose (X-Inject-Fault). */
    FAULT_INJECTION: flag("FAULT_INJECTION"),
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
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

/** Parse the environment once; a bad value throws a ConfigError whose message is one line. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => issue.message).join("; "));
  }
  return result.data;
}
