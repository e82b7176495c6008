import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createMailTransport } from "./mail.server";

describe("the outbox-file mail transport", () => {
  it("keeps an odd but pattern-valid reply-to address as one literal address", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "aloha-mail-"));
    const transport = createMailTransport({ from: "Aloha PCS <site@alohapcs.example>", dataDir });
    for (const replyTo of ["<script>alert(1)</script>@example.com", "a<victim@evil.example>", "a,b@evil.example"]) {
      await transport.send({ to: "site@alohapcs.example", subject: "Sponsor request", text: "Aloha", replyTo });
    }
    const replyTos = readdirSync(path.join(dataDir, "outbox"))
      .sort()
      .map((file) => /^Reply-To: (.*)$/m.exec(readFileSync(path.join(dataDir, "outbox", file), "utf8"))?.[1]);
    // One quoted local part at the given domain each (nodemailer blanks the angle brackets):
    // never "alert@example.com", "victim@evil.example" or "b@evil.example" as parsing would make.
    expect(replyTos).toEqual([
      '<"script alert(1) /script "@example.com>',
      '<"a victim"@evil.example>',
      '<"a,b"@evil.example>',
    ]);
  });
});
