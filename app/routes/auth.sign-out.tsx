import { redirect } from "react-router";
import { AUTH_MESSAGES } from "~/features/auth/validation";
import { signOut } from "~/features/auth/server/account.server";
import { requestServices } from "~/server/services.server";
import { clearingOfflineData } from "~/features/offline/clear-offline-data";
import type { Route } from "./+types/auth.sign-out";

/** Sign-out is a POST (a link could be followed by a prefetcher); GET just goes to /auth. */
export function loader() {
  return redirect("/auth");
}

export async function action({ request, context }: Route.ActionArgs) {
  const headers = clearingOfflineData();
  for (const cookie of await signOut(request, context)) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await requestServices(context).flash.cookie(AUTH_MESSAGES.signOutSuccess));
  return redirect("/auth", { headers });
}
