import type { SubmissionResult } from "@conform-to/react";
import { data, Link, redirect } from "react-router";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { signInPath } from "~/features/auth/safe-redirect";
import { requestUser } from "~/features/auth/server/session.server";
import { addDays, compareDates, readableDate, todayInHawaii, type CalendarDate } from "~/features/plan/calendar-date";
import { PLAN_PAGE_PATH } from "~/features/plan/reminders";
import { requestPlan } from "~/features/plan/server/plan-access.server";
import { PLAN_MESSAGES } from "~/features/plan/server/plan-page.server";
import {
  readSponsorForm,
  sponsorFormEntries,
  sponsorFormValues,
  sponsorPacketDisplay,
} from "~/features/plan/server/sponsor-packet.server";
import {
  MakeSponsorLinkForm,
  RevokeSponsorLinkForm,
  SponsorForm,
  SPONSOR_INTENTS,
  SPONSOR_PAGE_MESSAGES,
  type SponsorFormValues,
} from "~/features/plan/sponsor-form";
import { SponsorLinkMade } from "~/features/plan/sponsor-link-made";
import { SponsorPacketSheet } from "~/features/plan/sponsor-packet-sheet";
import { SPONSOR_LIMITS } from "~/features/plan/sponsor-choices";
import { sponsorPacketPath, sponsorPdfPath } from "~/features/plan/sponsor-paths";
import { PERSONAL_PAGE_HEADERS, personalPageMeta } from "~/lib/page-meta";
import { FORM_UNREADABLE, readFormData } from "~/server/http/form-data.server";
import { requestServices } from "~/server/services.server";
import type { Route } from "./+types/plan.sponsor";

const HEADING = "A packet for your sponsor";
const LEAD =
  "Your unit assigns a sponsor to help you settle in. Give them a read-only link to what helps them help you: your arrival window, who is coming (no names), your lodging and housing needs and what you would like help with. You choose when it stops working, and you can withdraw it at any time.";

export const meta: Route.MetaFunction = () => personalPageMeta(HEADING, LEAD);

export const headers = () => PERSONAL_PAGE_HEADERS;

/** The expiry a new packet starts with: a month after the report date, within the form's window. */
function suggestedExpiry(reportDate: CalendarDate, earliest: CalendarDate, latest: CalendarDate): CalendarDate {
  const wanted = addDays(reportDate, 30);
  return compareDates(wanted, latest) > 0 ? latest : compareDates(wanted, earliest) < 0 ? earliest : wanted;
}

/**
 * The family's sponsor links (open ones, each with what its sponsor sees) and, for the owner,
 * the packet's form; with answers in the address, the preview of exactly what the sponsor will
 * see. Members see the links too (the packet is about their family) but cannot change them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!(await requestUser(context))) throw redirect(signInPath(`${url.pathname}${url.search}`));
  const found = await requestPlan(context);
  const move = found?.plan.profile;
  if (!found || !move) throw redirect(PLAN_PAGE_PATH);
  const today = todayInHawaii(new Date());
  const stored = await requestServices(context).sponsorLinks.list(found.access, today);
  const links = stored.map((link) => {
    const madeOn = todayInHawaii(new Date(link.createdAtMs));
    return { id: link.id, madeOn, made: readableDate(madeOn), view: sponsorPacketDisplay(move, link.answers) };
  });
  if (found.access.role !== "owner") return { role: "member" as const, links };
  const expiryWindow = {
    earliest: addDays(today, SPONSOR_LIMITS.expiryMinDays),
    latest: addDays(today, SPONSOR_LIMITS.expiryMaxDays),
  };
  const owner = { role: "owner" as const, links, expiryWindow, full: links.length >= SPONSOR_LIMITS.openLinksMax };
  if (!url.searchParams.has("expiresOn")) {
    const values: SponsorFormValues = {
      // One row per school-age child the move names, to fill in.
      children: Array.from({ length: move.schoolAgeChildren }, () => ({})),
      expiresOn: suggestedExpiry(move.reportDate, expiryWindow.earliest, expiryWindow.latest),
    };
    return { ...owner, values, reply: null, preview: null, entries: null };
  }
  const { answers, reply } = readSponsorForm(url.searchParams, today);
  // Refused, or a child added or removed without a script (Conform's list intents): the form
  // starts again from what was sent, so no answer is lost.
  const sent = (reply.initialValue ?? {}) as SponsorFormValues;
  if (!answers) return { ...owner, values: sent, reply, preview: null, entries: null };
  return {
    ...owner,
    values: sponsorFormValues(answers),
    reply: null,
    preview: sponsorPacketDisplay(move, answers),
    entries: sponsorFormEntries(answers),
  };
}

type ActionAnswer = {
  intent: string;
  ok: boolean;
  message: string;
  link?: { url: string; pdfUrl: string };
  reply?: SubmissionResult<string[]>;
};
const answer = (body: ActionAnswer, status = 200) => data(body, { status });

/** "Make the link" and "Withdraw this link": the owner's alone. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  if ("error" in form) return answer({ intent: "", ok: false, message: FORM_UNREADABLE }, 400);
  const intent = String(form.formData.get("intent") ?? "");
  if (!(await requestUser(context)))
    return answer({ intent, ok: false, message: SPONSOR_PAGE_MESSAGES.signedOut }, 401);
  const found = await requestPlan(context);
  if (!found?.plan.profile) return answer({ intent, ok: false, message: PLAN_MESSAGES.noPlan }, 409);
  if (found.access.role !== "owner")
    return answer({ intent, ok: false, message: SPONSOR_PAGE_MESSAGES.ownerOnly }, 403);
  const services = requestServices(context);
  const today = todayInHawaii(new Date());
  if (intent === SPONSOR_INTENTS.create) {
    const { answers, reply } = readSponsorForm(form.formData, today);
    if (!answers) return answer({ intent, ok: false, message: SPONSOR_PAGE_MESSAGES.refused, reply }, 400);
    const made = await services.sponsorLinks.create(found.access, answers, today);
    if (!made.ok) {
      const status = made.reason === "limit" ? 409 : 403;
      return answer(
        { intent, ok: false, message: SPONSOR_PAGE_MESSAGES[made.reason === "limit" ? "limit" : "ownerOnly"] },
        status,
      );
    }
    const base = services.env.PUBLIC_URL;
    return answer({
      intent,
      ok: true,
      message: SPONSOR_PAGE_MESSAGES.made,
      link: { url: `${base}${sponsorPacketPath(made.token)}`, pdfUrl: `${base}${sponsorPdfPath(made.token)}` },
    });
  }
  if (intent === SPONSOR_INTENTS.revoke) {
    const revoked = await services.sponsorLinks.revoke(found.access, String(form.formData.get("linkId") ?? ""));
    return revoked
      ? answer({ intent, ok: true, message: SPONSOR_PAGE_MESSAGES.revoked })
      : answer({ intent, ok: false, message: SPONSOR_PAGE_MESSAGES.unknownLink }, 404);
  }
  return answer({ intent, ok: false, message: FORM_UNREADABLE }, 400);
}

export default function SponsorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { links } = loaderData;
  return (
    <>
      <PageHeader heading={HEADING} lead={LEAD} />
      {actionData?.link ? (
        <SponsorLinkMade url={actionData.link.url} pdfUrl={actionData.link.pdfUrl} message={actionData.message} />
      ) : actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mb-6 rounded-md px-3 py-2 ${actionData.ok ? "bg-emerald-100 text-emerald-900" : "bg-coral-700/10 text-coral-700"}`}
        >
          {actionData.message}
        </p>
      ) : null}
      {loaderData.role === "member" ? (
        <p className="mb-6 max-w-3xl text-slate-700">
          {SPONSOR_PAGE_MESSAGES.ownerOnly} Below is what its links share.
        </p>
      ) : (
        <OwnerForm loaderData={loaderData} reply={actionData?.reply} />
      )}
      <section aria-labelledby="sponsor-links-heading" className="mt-10 space-y-4">
        <h2 id="sponsor-links-heading" className="text-2xl font-bold text-ocean-900">
          Open sponsor links
        </h2>
        {links.length === 0 ? <p className="text-slate-700">No open links.</p> : null}
        {links.map((link, index) => (
          <Card key={link.id} aria-label={`Sponsor link ${index + 1}`}>
            <p className="text-slate-800">
              Made <time dateTime={link.madeOn}>{link.made}</time>, works until{" "}
              <time dateTime={link.view.expiresOn}>{link.view.expires}</time>.
            </p>
            <details className="mt-3">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold text-ocean-800">
                What this link shows
              </summary>
              <div className="mt-2">
                <SponsorPacketSheet view={link.view} headingLevel={3} />
              </div>
            </details>
            {loaderData.role === "owner" ? (
              <div className="mt-3">
                <RevokeSponsorLinkForm linkId={link.id} label={`Withdraw sponsor link ${index + 1}`} />
              </div>
            ) : null}
          </Card>
        ))}
      </section>
      <p className="mt-8">
        <Link to={PLAN_PAGE_PATH} className="font-semibold text-ocean-800 underline underline-offset-2">
          Back to the plan
        </Link>
      </p>
    </>
  );
}

type OwnerData = Extract<Route.ComponentProps["loaderData"], { role: "owner" }>;

/** The packet's form, then the preview of what its link would show and the button that makes it. */
function OwnerForm({ loaderData, reply }: { loaderData: OwnerData; reply?: SubmissionResult<string[]> }) {
  const { preview, entries } = loaderData;
  return (
    <>
      <Card className="mb-8">
        <CardTitle>
          <span id="sponsor-form-heading">What to share</span>
        </CardTitle>
        <p className="mt-1 mb-4 text-sm text-slate-700">
          Your arrival window, pets, vehicles and housing plan come from your plan, so the packet follows when your
          dates change. Nothing is shared until you make the link.
        </p>
        {loaderData.full ? <p className="mb-4 text-sm text-coral-700">{SPONSOR_PAGE_MESSAGES.limit}</p> : null}
        <SponsorForm
          // A new preview starts the form afresh from what it was read from.
          key={JSON.stringify(loaderData.values)}
          lastResult={reply ?? loaderData.reply}
          defaultValue={loaderData.values}
          expiryWindow={loaderData.expiryWindow}
        />
      </Card>
      {preview && entries ? (
        <section aria-labelledby="sponsor-preview-heading">
          <Card>
            <CardTitle>
              <span id="sponsor-preview-heading">What your sponsor will see</span>
            </CardTitle>
            <div className="mt-4 rounded-md border border-ocean-100 p-4">
              <SponsorPacketSheet view={preview} headingLevel={3} />
            </div>
            <div className="mt-4">
              <MakeSponsorLinkForm entries={entries} />
            </div>
          </Card>
        </section>
      ) : null}
    </>
  );
}
