import type { BackupProblem } from "./backup-schedule";

const DAY = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/**
 * The owner's admin, when the newest daily backup failed or never finished: until a later
 * one succeeds, the site's data may have no recent copy. Nothing when all is well.
 */
export function BackupProblemNotice({ problem }: { problem: BackupProblem | null }) {
  if (!problem) return null;
  const day = DAY.format(new Date(`${problem.day}T00:00:00Z`));
  return (
    <p className="rounded-md bg-coral-700/10 px-3 py-2 text-sm text-coral-700">
      <strong className="font-semibold">
        {problem.reason === "failed"
          ? `The daily backup of ${day} failed: ${problem.error}.`
          : `The daily backup of ${day} did not finish: the server taking it stopped.`}
      </strong>{" "}
      The server&apos;s log has the details. Take one now on the server with <code>npm run backup</code>.
    </p>
  );
}
