import { NAMES } from "~/content/names";
import { data, Form, Link, redirect } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { householdTimeLabel } from "~/features/plan/household";
import { documentTitle } from "~/lib/page-meta";
import { acceptInvitation, lookupInvitation } from "~/features/plan/server/household.server";
import { requestPlanAccess } from "~/features/plan/server/plan-access.server";
import { requestServices } from "~/server/services.server";
import { requestUser } from "~/features/auth/server/session.server";
import { signInPath } from "~/features/auth/safe-redirect";
import type { Route } from "./+types/plan.join";

export const meta: Route.MetaFunction = () => [
  { title: documentTitle("Join a Hawaii PCS plan") },
  // A secret link: never in a search index.
  { name: "robots", content: "noindex" },
];

/** What the join page shows, as plain data for each case. */
type JoinPage =
  | { kind: "unknown" | "used" | "expired" }
  | { kind: "visitor"; email: string; ownerEmail: string; expiresLabel: string; path: string }
  | { kind: "wrong-user"; email: string; ownerEmail: string; signedInAs: string }
  | { kind: "owns-plan" | "other-plan"; ownerEmail: string }
  | { kind: "invited"; email: string; ownerEmail: string; expiresLabel: string };

const NOT_JOINED = {
  unknown: {
    status: 404,
    message: "This invitation link does not work. Ask the person who invited you to send a new one.",
  },
  used: {
    status: 410,
    message: "This invitation was already used. If that was you, your plan is waiting on the plan page.",
  },
  expired: { status: 410, message: "This invitation has expired. Ask the person who invited you to send a new one." },
  "wrong-user": {
    status: 403,
    message: "This invitation is for another email address. Sign in with the invited address.",
  },
  "owns-plan": {
    status: 409,
    message: "You already have a plan of your own, so you cannot join another. A user shares one plan at most.",
  },
  "other-plan": {
    status: 409,
    message: "You already share another family's plan. Leave it first, then open this link again.",
  },
} as const;

/**
 * `GET /plan/join/:token`: the page an emailed invitation leads to. The token is the only key;
 * unknown (404), used or expired (410) links say so. Only a signed-in user with the invited
 * address is offered the button that joins.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const invitation = await lookupInvitation(requestServices(context), params.token);
  if (invitation.state !== "open") {
    return data<JoinPage>({ kind: invitation.state }, { status: NOT_JOINED[invitation.state].status });
  }
  const { email, ownerEmail } = invitation;
  const expiresLabel = householdTimeLabel(invitation.expiresAtMs);
  const user = await requestUser(context);
  if (!user) {
    const path = `/plan/join/${encodeURIComponent(params.token)}`;
    return data<JoinPage>({ kind: "visitor", email, ownerEmail, expiresLabel, path });
  }
  if (user.email.trim().toLowerCase() !== email) {
    return data<JoinPage>({ kind: "wrong-user", email, ownerEmail, signedInAs: user.email }, { status: 403 });
  }
  const access = await requestPlanAccess(context);
  if (access?.role === "owner") return data<JoinPage>({ kind: "owns-plan", ownerEmail }, { status: 409 });
  if (access) return data<JoinPage>({ kind: "other-plan", ownerEmail }, { status: 409 });
  return data<JoinPage>({ kind: "invited", email, ownerEmail, expiresLabel });
}

/** `POST /plan/join/:token`: the signed-in, invited user joins the plan, then sees it. */
export async function action({ context, params }: Route.ActionArgs) {
  const user = await requestUser(context);
  if (!user) {
    return data({ error: "Sign in with the invited email address, then open this link again." }, { status: 401 });
  }
  const outcome = await acceptInvitation(requestServices(context), params.token, user);
  if (outcome.ok || outcome.reason === "already-member") return redirect("/plan");
  const refusal = NOT_JOINED[outcome.reason];
  return data({ error: refusal.message }, { status: refusal.status });
}

export default function JoinPlanPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ocean-900">Join a Hawaii PCS plan</h1>
      <Card className="mt-8 max-w-xl">
        {actionData?.error ? (
          <p role="alert" className="mb-4 rounded-md bg-coral-700/10 px-4 py-3 font-semibold text-coral-700">
            {actionData.error}
          </p>
        ) : null}
        <JoinPageBody page={page} />
      </Card>
    </>
  );
}

const linkClass = "font-semibold text-ocean-800 underline underline-offset-2";

function JoinPageBody({ page }: { page: JoinPage }) {
  switch (page.kind) {
    case "unknown":
    case "used":
    case "expired":
    case "owns-plan":
    case "other-plan":
      return (
        <>
          <CardTitle>This invitation can't be used</CardTitle>
          <p className="mt-2 text-slate-800">{NOT_JOINED[page.kind].message}</p>
          <p className="mt-4">
            <Link to="/plan" className={linkClass}>
              Go to your plan
            </Link>
          </p>
        </>
      );
    case "visitor":
      return (
        <>
          <CardTitle>{page.ownerEmail} invited you to share their plan</CardTitle>
          <p className="mt-2 text-slate-800">
            The invitation is for <strong>{page.email}</strong> and works until {page.expiresLabel}. Sign in with that
            address, or create an account with it: you come back here to join.
          </p>
          <p className="mt-4 flex flex-wrap gap-3">
            <Link to={signInPath(page.path)} className={buttonVariants()}>
              Sign in
            </Link>
            <Link to={signInPath(page.path, "signup")} className={buttonVariants({ variant: "outline" })}>
              Create an account
            </Link>
          </p>
        </>
      );
    case "wrong-user":
      return (
        <>
          <CardTitle>This invitation is for someone else</CardTitle>
          <p className="mt-2 text-slate-800">
            {page.ownerEmail} invited <strong>{page.email}</strong>, and you are signed in as {page.signedInAs}. Sign
            out, sign in as {page.email}, then open this link again.
          </p>
          <Form method="post" action="/auth/sign-out" className="mt-4">
            <button type="submit" className={buttonVariants({ variant: "outline" })}>
              {NAMES.signOut}
            </button>
          </Form>
        </>
      );
    case "invited":
      return (
        <>
          <CardTitle>{page.ownerEmail} invited you to share their plan</CardTitle>
          <p className="mt-2 text-slate-800">
            You will both see the same dated plan and tick the same items, and see who ticked what. The invitation works
            until {page.expiresLabel}.
          </p>
          <Form method="post" className="mt-4">
            <button type="submit" className={buttonVariants()}>
              Join this plan
            </button>
          </Form>
        </>
      );
  }
}
