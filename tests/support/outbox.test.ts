import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { outboxFolderFor } from "../../app/features/mail/server/mail-files.server";
import { createMailTransport } from "../../app/features/mail/server/mail.server";
import { latestMailTo, mailAmongArriving, mailArriving } from "./outbox";

/** The mail helpers of the end-to-end and integration tests, on the real outbox-file transport. */
describe("the outbox lookups", () => {
  async function outboxWith(messages: { to: string; subject: string }[]) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "aloha-outbox-"));
    const transport = createMailTransport({ from: "Aloha PCS <site@alohapcs.example>", dataDir });
    // One at a time, each in a later millisecond, so "newest" is unambiguous.
    for (const message of messages) {
      const written = Date.now();
      await transport.send({ ...message, text: "Aloha" });
      await expect.poll(() => Date.now()).toBeGreaterThan(written);
    }
    transport.close();
    return dataDir;
  }
  const subjectOf = (mail: string | undefined) => /^Subject: (.*)$/m.exec(mail ?? "")?.[1];

  it("read only the recipient's own messages, whatever else the outbox holds", async () => {
    const dataDir = await outboxWith([
      { to: "kai@example.com", subject: "Verify" },
      { to: "lani@example.com", subject: "Other" },
    ]);
    // Another recipient's message that cannot be read at all: a whole-outbox scan would fail on it.
    mkdirSync(path.join(outboxFolderFor(dataDir, "noise@example.com"), "1-unreadable.eml"), { recursive: true });
    expect(subjectOf(latestMailTo(dataDir, "kai@example.com"))).toBe("Verify");
    expect(subjectOf(await mailArriving(dataDir, "KAI@example.com"))).toBe("Verify");
    expect(latestMailTo(dataDir, "nobody@example.com")).toBeUndefined();
  });

  it("mailArriving takes the newest mail; mailAmongArriving looks past newer mail to the same address", async () => {
    const dataDir = await outboxWith([
      { to: "aloha@example.com", subject: "Message from Kai" },
      { to: "aloha@example.com", subject: "Message from Lani" },
    ]);
    const fromKai = (mail: string) => subjectOf(mail) === "Message from Kai";
    expect(subjectOf(await mailArriving(dataDir, "aloha@example.com"))).toBe("Message from Lani");
    await expect(mailArriving(dataDir, "aloha@example.com", fromKai, 300)).rejects.toThrow(
      "no mail to aloha@example.com arrived",
    );
    expect(subjectOf(await mailAmongArriving(dataDir, "aloha@example.com", fromKai, 300))).toBe("Message from Kai");
  });
});
