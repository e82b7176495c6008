/**
 * The name a person chose to be shown by ("Jamie"), kept in better-auth's `user.name`. Asked at
 * sign-up (optional) and editable on /account. Accounts made before display names were saved
 * with their email as the name: that counts as no name, so an email is never shown as a name.
 */
export const DISPLAY_NAME_MAX_LENGTH = 60;

export type NamedPerson = { name: string | null | undefined; email: string };

/** The display name, or null when the person has none. */
export function displayNameOf({ name, email }: NamedPerson): string | null {
  const trimmed = name?.trim() ?? "";
  if (!trimmed || trimmed.toLowerCase() === email.trim().toLowerCase()) return null;
  return trimmed;
}

/** How a person is shown to others: their display name, else their email. */
export function personLabel(person: NamedPerson): string {
  return displayNameOf(person) ?? person.email;
}
