import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("needs nothing set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.TRUST_PROXY).toBe(false);
  });

  it("derives PUBLIC_URL from PORT and strips a trailing slash", () => {
    expect(parseEnv({ PORT: "4100" }).PUBLIC_URL).toBe("http://localhost:4100");
    expect(parseEnv({ PUBLIC_URL: "https://alohapcs.example/" }).PUBLIC_URL).toBe("https://alohapcs.example");
  });

  it.each(["abc", "0", "70000", "3000x", "-1", "1.5"])("rejects PORT=%s with one clear line", (port) => {
    expect(() => parseEnv({ PORT: port })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: port })).toThrow(/^PORT must be a whole number from 1 to 65535/);
  });

  it("accepts only postgres URLs for DATABASE_URL", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u@h/db" }).DATABASE_URL).toBe("postgres://u@h/db");
    expect(() => parseEnv({ DATABASE_URL: "mysql://u@h/db" })).toThrow(/DATABASE_URL/);
  });

  it("reads TRUST_PROXY as a flag and refuses nonsense", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(() => parseEnv({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY/);
  });

  it("requires a shared AUTH_SECRET for production on PostgreSQL", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://u@h/db" })).toThrow(/AUTH_SECRET/);
    expect(() => parseEnv({ AUTH_SECRET: "short" })).toThrow(/at least 32/);
  });
});
