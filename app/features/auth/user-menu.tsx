import { NAMES } from "~/content/names";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { initialsFor, type SessionUser } from "~/features/auth/session-user";

/** The signed-in header area: avatar, name (or email) linking to the account page, and Sign out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const shownAs = user.name ?? user.email;
  return (
    <div className="flex items-center gap-2">
      <Link
        to="/account"
        className="flex min-h-11 items-center gap-2 rounded-md text-sm text-slate-800 hover:underline"
        title={`${NAMES.account}: ${user.email}`}
      >
        {user.image ? (
          <img src={user.image} alt="" width={36} height={36} className="size-9 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-9 items-center justify-center rounded-full bg-ocean-700 text-sm font-bold text-white"
          >
            {initialsFor(user.name ?? user.email)}
          </span>
        )}
        <span className="sr-only">{NAMES.account}, signed in as </span>
        {/* Read on every screen, shown beside the avatar from md up. */}
        <span className="sr-only md:not-sr-only md:max-w-48 md:truncate">{shownAs}</span>
      </Link>
      <Form method="post" action="/auth/sign-out">
        <Button type="submit" variant="outline" size="sm">
          {NAMES.signOut}
        </Button>
      </Form>
    </div>
  );
}
