import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startSmtpSink } from "~/../tests/support/smtp-sink";
import { outboxFolderFor } from "./mail-files.server";
import { createMailTransport } from "./mail.server";

describe("the outbox-file mail transport", () => {
  it("keeps an odd but pattern-valid reply-to address as one literal address", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "aloha-mail-"));
    const transport = createMailTransport({ from: "Aloha PCS <site@alohapcs.example>", dataDir });
    for (const replyTo of ["<script>alert(1)</script>@example.com", "a<victim@evil.example>", "a,b@evil.example"]) {
      await transport.send({ to: "site@alohapcs.example", subject: "Message from Kai Family", text: "Aloha", replyTo });
    }
    const folder = outboxFolderFor(dataDir, "site@alohapcs.example");
    const replyTos = readdirSync(folder)
      .sort()
      .map((file) => /^Reply-To: (.*)$/m.exec(readFileSync(path.join(folder, file), "utf8"))?.[1]);
    // One quoted local part at the given domain each (nodemailer blanks the angle brackets):
    // never "alert@example.com", "victim@evil.example" or "b@evil.example" as parsing would make.
    expect(replyTos).toEqual([
      '<"script alert(1) /script "@example.com>',
      '<"a victim"@evil.example>',
      '<"a,b"@evil.example>',
    ]);
  });

  it("files each message under its recipient (lower-cased), whole, named by the time it was written", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "aloha-mail-"));
    const transport = createMailTransport({ from: "Aloha PCS <site@alohapcs.example>", dataDir });
    const odd = `${"a/".repeat(120)}@example.com`;
    for (const [to, subject] of [
      ["Kai@Example.com", "First"],
      ["kai@example.com", "Second"],
      ["lani@example.com", "Other"],
      [odd, "Odd"],
    ]) {
      await transport.send({ to: to!, subject: subject!, text: "Aloha" });
    }
    expect(readdirSync(path.join(dataDir, "outbox")).sort()).toEqual(
      [
        outboxFolderFor(dataDir, "kai@example.com"),
        outboxFolderFor(dataDir, "lani@example.com"),
        outboxFolderFor(dataDir, odd),
      ]
        .map((folder) => path.basename(folder))
        .sort(),
    );
    // An address with a slash stays one folder, and a long one a name the file system takes.
    expect(path.dirname(outboxFolderFor(dataDir, odd))).toBe(path.join(dataDir, "outbox"));
    expect(path.basename(outboxFolderFor(dataDir, odd)).length).toBeLessThanOrEqual(200);
    const kai = outboxFolderFor(dataDir, "KAI@example.com");
    const files = readdirSync(kai).sort();
    expect(files.every((file) => /^\d{13}-[0-9a-f]{8}\.eml$/.test(file))).toBe(true);
    // Written in the same millisecond, two messages may sort either way.
    expect(
      files.map((file) => /^Subject: (.*)$/m.exec(readFileSync(path.join(kai, file), "utf8"))?.[1]).sort(),
    ).toEqual(["First", "Second"]);
  });
});

describe("the SMTP mail transport", () => {
  it("sends a message's own header lines (a reminder's List-Unsubscribe, RFC 8058)", async () => {
    const smtp = await startSmtpSink();
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      from: "Aloha PCS <site@alohapcs.example>",
      dataDir: mkdtempSync(path.join(tmpdir(), "aloha-mail-")),
    });
    try {
      const unsubscribe = "https://alohapcs.example/plan/reminders/unsubscribe/dG9rZW4";
      await transport.send({
        to: "kai@example.com",
        subject: "Your Hawaii PCS plan this week",
        text: "Aloha",
        headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      });
      expect(smtp.received).toHaveLength(1);
      const raw = smtp.received[0]!.raw.replace(/\r?\n[ \t]+/g, " ");
      expect(raw).toMatch(
        /^List-Unsubscribe: <https:\/\/alohapcs\.example\/plan\/reminders\/unsubscribe\/dG9rZW4>\r?$/m,
      );
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});
