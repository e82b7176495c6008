import { describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "~/content/site";
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

  it("reads TRUST_PROXY as a hop count or proxy addresses, and refuses trusting everyone", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, loopback" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "loopback"]);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY must be the number of proxies/);
    expect(() => parseEnv({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/99" })).toThrow(/TRUST_PROXY/);
  });

  it("requires a shared AUTH_SECRET for production on PostgreSQL", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://u@h/db" })).toThrow(/AUTH_SECRET/);
    expect(() => parseEnv({ AUTH_SECRET: "short" })).toThrow(/at least 32/);
  });

  it("takes the site's contact details from SITE_*, checking the email and the video link", () => {
    expect(parseEnv({}).site).toEqual(DEFAULT_SITE);
    const site = parseEnv({
      SITE_NAME: "  Island Moves ",
      SITE_EMAIL: "hello@islandmoves.example",
      SITE_FOUNDER_NAME: "Kai Kahale",
      SITE_WELCOME_VIDEO_URL: "https://youtu.be/dQw4w9WgXcQ",
      SITE_PHONE: "",
    }).site;
    expect(site.name).toBe("Island Moves");
    expect(site.founder).toMatchObject({ name: "Kai Kahale", email: "hello@islandmoves.example" });
    expect(site.phone).toBe(DEFAULT_SITE.phone);
    expect(site.welcomeVideoUrl).toBe("https://youtu.be/dQw4w9WgXcQ");
    expect(() => parseEnv({ SITE_EMAIL: "not an email" })).toThrow(/^SITE_EMAIL must be an email address$/);
    expect(() => parseEnv({ SITE_WELCOME_VIDEO_URL: "https://example.com/page" })).toThrow(/SITE_WELCOME_VIDEO_URL/);
    expect(() => parseEnv({ SITE_TAGLINE: "x".repeat(201) })).toThrow(/SITE_TAGLINE must be 200 characters or fewer/);
    // The same rules as the owner's settings form (/admin/site), the phone's and the new fields' too.
    expect(() => parseEnv({ SITE_PHONE: "call us" })).toThrow(/^SITE_PHONE must be a phone number of 7 to 15 digits$/);
    expect(() => parseEnv({ SITE_FOUNDER_BIO: "x".repeat(1_501) })).toThrow(
      /^SITE_FOUNDER_BIO must be 1,500 characters or fewer$/,
    );
    const described = parseEnv({
      SITE_FOUNDER_BIO: " Kai grew up in Kailua. ",
      SITE_PROGRAM_DISCLOSURE: "Our own program.",
    }).site;
    expect(described).toMatchObject({ founderBio: "Kai grew up in Kailua.", programDisclosure: "Our own program." });
  });

  it("reads the backup settings: the folder (DATA_DIR/backups unless set), what to keep, the daily time", () => {
    expect(parseEnv({ DATA_DIR: "/srv/aloha" })).toMatchObject({
      BACKUP_DIR: "/srv/aloha/backups",
      BACKUP_KEEP: { daily: 7, weekly: 4 },
      BACKUP_SCHEDULE: null,
    });
    expect(parseEnv({ BACKUP_DIR: "/mnt/backups", BACKUP_KEEP: "14d", BACKUP_SCHEDULE: "03:30" })).toMatchObject({
      BACKUP_DIR: "/mnt/backups",
      BACKUP_KEEP: { daily: 14, weekly: 0 },
      BACKUP_SCHEDULE: { hour: 3, minute: 30 },
    });
    expect(() => parseEnv({ BACKUP_KEEP: "7 days" })).toThrow(
      /^BACKUP_KEEP must be days and weeks to keep, such as 7d,4w/,
    );
    expect(() => parseEnv({ BACKUP_SCHEDULE: "3:30am" })).toThrow(/^BACKUP_SCHEDULE must be a time of day in UTC/);
  });
});
