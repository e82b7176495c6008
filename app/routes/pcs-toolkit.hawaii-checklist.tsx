import { Term } from "~/components/ui/term";
import { SourcesBlock } from "~/components/ui/sources-block";
import { CHECKLIST_GUIDE } from "~/content/checklist";
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { HawaiiChecklistIllustration } from "~/components/illustrations/hawaii-checklist";
import { PageHeader } from "~/components/ui/page-header";
import { HAWAII_PCS_CHECKLIST } from "~/content/checklist";
import { pageInfo } from "~/content/pages";
import {
  CHECKLIST_MESSAGES,
  checklistItemAnchor,
  completedFlags,
  type BrowserTicksResult,
  type ChecklistSaveResult,
} from "~/features/checklist/checklist";
import { isDataRequest, isTickSubmission } from "~/lib/tick-submission";
import { ChecklistBoard } from "~/features/checklist/checklist-board";
import { BrowserTicksImport } from "~/features/checklist/browser-ticks-import";
import { pageMeta } from "~/lib/page-meta";
import { readFormData } from "~/server/http/form-data.server";
import { saveChecklistForm } from "~/features/checklist/server/checklist-save.server";
import { requestServices } from "~/server/services.server";
import { requestUser } from "~/features/auth/server/session.server";
import { requestPlanAccess } from "~/features/plan/server/plan-access.server";
import { signInPath } from "~/features/auth/safe-redirect";
import type { Route } from "./+types/pcs-toolkit.hawaii-checklist";

const PAGE = pageInfo("/pcs-toolkit/hawaii-checklist");
/** Signing in from this page comes back to it. */
const SIGN_IN = signInPath(PAGE.path);
/** The description as the page's lead, its acronyms spelled out (issue 30); the meta description stays short. */
const LEAD = (
  <>
    A 20-step checklist for your <Term acronym="PCS">permanent change of station</Term> to Hawaii, from orders to keys,
    with progress saved to your account.
  </>
);

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/hawaii-checklist");

/** Progress arrives with the page, so a signed-in family never sees an empty list flash by. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await requestUser(context);
  if (!user) return { signedIn: false, flags: completedFlags([]), loadFailed: false };
  try {
    // A household's checklist is its plan's (the owner's rows); without a plan, the user's own.
    const ticker = (await requestPlanAccess(context)) ?? user;
    return {
      signedIn: true,
      flags: completedFlags(await requestServices(context).checklist.load(ticker)),
      loadFailed: false,
    };
  } catch (error) {
    console.error("[checklist] could not load progress", error);
    return { signedIn: true, flags: completedFlags([]), loadFailed: true };
  }
}

/**
 * One toggle, or the ticks a visitor kept in this browser before signing in: the page's fetchers
 * (JavaScript) get the answer as data; a toggle's plain form post (no JavaScript) is sent back to
 * the item it ticked, so the page does not open at the top.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requestUser(context);
  const ticker = user ? ((await requestPlanAccess(context)) ?? user) : null;
  const answer = await saveChecklistForm(requestServices(context).checklist, ticker, () => readFormData(request));
  if (answer.body.ok && "itemIndex" in answer.body && !isDataRequest(request)) {
    return redirect(`${PAGE.path}#${checklistItemAnchor(answer.body.itemIndex)}`, 303);
  }
  return data(answer.body, { status: answer.status });
}

/**
 * A save the network lost (offline, a proxy's error page) is answered like a failed save, so the
 * toggle reverts and says so instead of the page's error boundary taking over.
 */
export async function clientAction({
  serverAction,
}: Route.ClientActionArgs): Promise<ChecklistSaveResult | BrowserTicksResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, error: CHECKLIST_MESSAGES.saveFailed };
  }
}

/** A tick's answer is the item's new state: the page keeps it without loading its data again. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isTickSubmission(args) ? false : args.defaultShouldRevalidate;
}

export default function HawaiiChecklistPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={PAGE.heading} lead={LEAD} illustration={<HawaiiChecklistIllustration />}>
        <p className="mt-3 text-slate-700">
          Want dates?{" "}
          <Link to="/plan" className="font-semibold text-ocean-800 underline underline-offset-2">
            Make it your dated Hawaii PCS plan
          </Link>
          : the same items and the Hawaii deadlines counted from your report date, ticked in step with this list.
        </p>
        {loaderData.signedIn ? null : (
          <p className="mt-3 text-slate-700">
            <Link to={SIGN_IN} className="font-semibold text-ocean-800 underline underline-offset-2">
              Sign in
            </Link>{" "}
            to save your progress and see it on any device.
          </p>
        )}
      </PageHeader>
      {loaderData.signedIn ? <BrowserTicksImport items={HAWAII_PCS_CHECKLIST} /> : null}
      <ChecklistBoard
        items={HAWAII_PCS_CHECKLIST}
        savedFlags={loaderData.flags}
        signedIn={loaderData.signedIn}
        loadFailed={loaderData.loadFailed}
        documentActionData={actionData}
        signInHref={SIGN_IN}
      />
      <SourcesBlock guide={CHECKLIST_GUIDE} />
    </>
  );
}
