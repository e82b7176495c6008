/** A backup or restore that cannot go on; its message is one line for the person at the terminal. */
export class BackupError extends Error {
  override name = "BackupError";
}
