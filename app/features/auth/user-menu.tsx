import { NAMES } from "~/content/names";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { initialsFor, type SessionUser } from "~/features/auth/session-user";

/** The signed-in header area: avatar, email and Sign out. */
export function UserMenu({ user }: { user: SessionUser }) {
  return (
    <div className="flex items-center gap-2">
      {user.image ? (
        <img src={user.image} alt="" width={36} height={36} className="size-9 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-9 items-center justify-center rounded-full bg-ocean-700 text-sm font-bold text-white"
        >
          {initialsFor(user.email)}
        </span>
      )}
      <span className="hidden max-w-48 truncate text-sm text-slate-800 md:inline" title={user.email}>
        <span className="sr-only">Signed in as </span>
        {user.email}
      </span>
      <Form method="post" action="/auth/sign-out">
        <Button type="submit" variant="outline" size="sm">
          {NAMES.signOut}
        </Button>
      </Form>
    </div>
  );
}
