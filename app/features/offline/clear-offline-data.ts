/**
 * The headers every sign-out's response starts from (this browser, "sign out everywhere" and
 * deleting the account on /account): Clear-Site-Data makes the browser drop the service
 * worker's caches (the kept plan and its guides), the ticks queued offline (IndexedDB) and the
 * worker itself, so nothing of the family's stays on a shared phone (docs/decisions/0037). The
 * next page registers a fresh worker, which keeps nothing personal until someone signs in.
 */
export function clearingOfflineData(): Headers {
  return new Headers({ "Clear-Site-Data": '"cache", "storage"' });
}
