/** What pages know about the signed-in user. */
export type SessionUser = { id: string; email: string; image: string | null };

/** Two letters for an avatar without a picture, from the part of the email before the @. */
export function initialsFor(email: string): string {
  const name = email.split("@")[0] ?? "";
  const parts = name.split(/[._\-+]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]![0]}${parts[1]![0]}` : name.slice(0, 2);
  return letters.toUpperCase() || "?";
}
