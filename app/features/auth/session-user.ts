/** What pages know about the signed-in user; `name` is their display name (null: none chosen). */
export type SessionUser = { id: string; email: string; name: string | null; image: string | null };

/** Two letters for an avatar without a picture: from the display name, or the part of the email before the @. */
export function initialsFor(nameOrEmail: string): string {
  const name = (nameOrEmail.split("@")[0] ?? "").trim();
  const parts = name.split(/[\s._\-+]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]![0]}${parts[1]![0]}` : name.slice(0, 2);
  return letters.toUpperCase() || "?";
}
