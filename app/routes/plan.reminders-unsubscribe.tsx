import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { PLAN_PAGE_PATH } from "~/features/plan/reminders";
import { documentTitle } from "~/lib/page-meta";
import { requestServices } from "~/server/services.server";
import type { Route } from "./+types/plan.reminders-unsubscribe";

const UNKNOWN_LINK = "This link no longer works: these reminders are already off, or the link is out of date.";

export const meta: Route.MetaFunction = () => [
  { title: documentTitle("Stop plan reminders") },
  { name: "robots", content: "noindex" },
];

/** A secret address: never in a search index, never in a shared cache. */
export const headers: Route.HeadersFunction = () => ({
  "X-Robots-Tag": "noindex",
  "Cache-Control": "private, no-store",
});

/**
 * `GET /plan/reminders/unsubscribe/:token`: the link in every reminder. It only asks: link
 * scanners and mail previews fetch GETs, so a GET never turns reminders off. Unknown: 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const known = await requestServices(context).reminders.knowsToken(params.token);
  return data({ known }, { status: known ? 200 : 404 });
}

/**
 * The POST turns the reminders off: the page's button, or a mail provider's one-click
 * unsubscribe (RFC 8058: body `List-Unsubscribe=One-Click`, no cookie, no Origin). The token
 * is the only key; the body is not needed. Unknown token: 404, nothing changes.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const stopped = await requestServices(context).reminders.unsubscribeByToken(params.token);
  return data({ stopped }, { status: stopped ? 200 : 404 });
}

export default function StopRemindersPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // After the POST the link is spent (the loader no longer knows it): the action's answer wins.
  const state = actionData ? (actionData.stopped ? "stopped" : "unknown") : loaderData.known ? "asking" : "unknown";
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ocean-900">Plan reminders</h1>
      <Card className="mt-8 max-w-md">
        {state === "asking" ? (
          <>
            <CardTitle>Stop the weekly reminder email?</CardTitle>
            <p className="mt-2 text-slate-700">
              You'll no longer get the Monday email about your Hawaii PCS plan. Your plan stays as it is, and you can
              turn reminders on again on your plan page.
            </p>
            <Form method="post" className="mt-4">
              {/* The same body a mail provider's one-click unsubscribe sends (RFC 8058). */}
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <Button type="submit" disabled={busy}>
                {busy ? "Stopping..." : "Stop reminders"}
              </Button>
            </Form>
          </>
        ) : (
          <>
            <CardTitle>{state === "stopped" ? "Reminders stopped" : "Link not valid"}</CardTitle>
            <p role="status" className="mt-2 text-slate-700">
              {state === "stopped"
                ? "You won't get the weekly reminder email any more. Turn it on again on your plan page whenever you like."
                : UNKNOWN_LINK}
            </p>
            <p className="mt-4">
              <Link to={PLAN_PAGE_PATH} className="font-semibold text-ocean-800 underline underline-offset-2">
                Go to your plan
              </Link>
            </p>
          </>
        )}
      </Card>
    </>
  );
}
