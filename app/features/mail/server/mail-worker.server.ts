import { givesUp, MAIL_RETRY, retryDelayMs, type MailRetryPolicy } from "~/features/mail/mail-policy";
import { describeSendError, isPermanentRefusal, type MailTransport } from "./mail.server";
import type { ClaimedMail, MailOutbox } from "./mail-outbox.server";

/** How often an idle worker looks for due messages (retries, other instances' rows). */
export const MAIL_POLL_INTERVAL_MS = 3_000;
/** A claim lasts well past the transport's longest send (SMTP_TIMEOUTS in mail.server.ts). */
export const MAIL_CLAIM_LEASE_MS = 5 * 60 * 1000;

export type MailWorkerOptions = {
  outbox: MailOutbox;
  transport: MailTransport;
  /** The clock retries and claims are reckoned by (the outbox's own); tests move it. */
  now?: () => number;
  pollIntervalMs?: number;
  leaseMs?: number;
  retry?: MailRetryPolicy;
};

export type MailWorker = {
  start: () => void;
  /** Look for work now instead of at the next poll. */
  wake: () => void;
  /** Finish the message being sent (and record it), claim nothing more. */
  stop: () => Promise<void>;
};

/**
 * Sends what the outbox holds, one message at a time, and records each outcome: sent,
 * retried later (MAIL_RETRY: 10 s doubling to 10 minutes), or given up as failed with its
 * last error (logged with console.error, kept in the table). Delivery is at least once: a
 * message sent by an instance that dies before recording it is sent again once the claim
 * lapses; nothing short of that sends a message twice.
 */
export function createMailWorker({
  outbox,
  transport,
  now = Date.now,
  pollIntervalMs = MAIL_POLL_INTERVAL_MS,
  leaseMs = MAIL_CLAIM_LEASE_MS,
  retry = MAIL_RETRY,
}: MailWorkerOptions): MailWorker {
  let running: Promise<void> | undefined;
  let stopping = false;
  let woken = false;
  let idleTimer: NodeJS.Timeout | undefined;
  let endIdle: (() => void) | undefined;

  async function deliver(claim: ClaimedMail) {
    try {
      await transport.send(claim.message);
    } catch (error) {
      const reason = describeSendError(error);
      const failure = {
        attempts: claim.attempts,
        queuedAtMs: claim.queuedAtMs,
        nowMs: now(),
        permanent: isPermanentRefusal(error),
      };
      if (givesUp(failure, retry)) {
        await outbox.markFailed(claim, reason);
        console.error(
          `[mail] gave up on ${claim.kind} message ${claim.id} after ${claim.attempts} attempt(s); it stays in mail_outbox as failed: ${reason}`,
        );
        return;
      }
      const delayMs = retryDelayMs(claim.attempts, retry);
      await outbox.markForRetry(claim, reason, failure.nowMs + delayMs);
      console.warn(
        `[mail] ${claim.kind} message ${claim.id} not sent (attempt ${claim.attempts}), next try in ${Math.round(delayMs / 1000)} s: ${reason}`,
      );
      return;
    }
    if (!(await outbox.markSent(claim))) {
      console.warn(`[mail] ${claim.kind} message ${claim.id} was sent after its claim lapsed`);
    }
  }

  async function drain() {
    for (;;) {
      if (stopping) return;
      const claim = await outbox.claimNext(leaseMs);
      if (!claim) return;
      await deliver(claim);
    }
  }

  async function loop() {
    while (!stopping) {
      woken = false;
      try {
        await drain();
      } catch (error) {
        // The database is unreachable or busy: the rows are safe, try again at the next poll.
        console.error("[mail] the outbox worker could not reach the database", error);
      }
      if (stopping || woken) continue;
      await new Promise<void>((resolve) => {
        endIdle = resolve;
        idleTimer = setTimeout(resolve, pollIntervalMs);
      });
      endIdle = undefined;
    }
  }

  return {
    start() {
      running ??= loop();
    },
    wake() {
      woken = true;
      clearTimeout(idleTimer);
      endIdle?.();
    },
    async stop() {
      stopping = true;
      clearTimeout(idleTimer);
      endIdle?.();
      await running;
    },
  };
}
