import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/forms";
import { cn } from "~/lib/cn";
import { HOUSEHOLD_INTENTS, HOUSEHOLD_MAX_PEOPLE, INVITATION_DAYS, type HouseholdView } from "./household";
import { PLAN_INTENT_FIELD, type PlanActionAnswer } from "./plan-action";

const HOUSEHOLD_INTENT_VALUES: readonly string[] = Object.values(HOUSEHOLD_INTENTS);

/**
 * Who shares the plan (issue 17): the owner invites a spouse or partner, cancels invitations and
 * removes members; a member sees who else shares it and can leave. Plain forms posting an
 * `intent` to the page's action, so everything works without JavaScript.
 */
export function HouseholdSection({ view, answer }: { view: HouseholdView; answer: PlanActionAnswer | undefined }) {
  const ours = answer && HOUSEHOLD_INTENT_VALUES.includes(answer.intent) ? answer : undefined;
  // The invite form shows its own answer beside the field; the other forms' answers go on top.
  const inviteAnswer = ours?.intent === HOUSEHOLD_INTENTS.invite ? ours : undefined;
  const listAnswer = ours && ours.intent !== HOUSEHOLD_INTENTS.invite ? ours : undefined;
  return (
    <Card aria-labelledby="household-heading">
      <CardTitle id="household-heading">Your household</CardTitle>
      <CardDescription>
        {view.role === "owner"
          ? "Invite your spouse or partner: you both see this plan, tick the same items, and see who ticked what."
          : `You share ${view.ownerLabel}'s plan: you both see it and tick the same items.`}
      </CardDescription>
      {listAnswer ? <AnswerMessage answer={listAnswer} className="mt-4" /> : null}

      <ul className="mt-4 divide-y divide-ocean-100 rounded-lg border border-ocean-100">
        <li className="flex min-h-11 items-center justify-between gap-3 px-4 py-2">
          <span className="text-slate-900">{view.ownerLabel}</span>
          <span className="text-sm text-slate-700">Owner{view.role === "owner" ? " (you)" : ""}</span>
        </li>
        {view.members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2">
            <span>
              <span className="block text-slate-900">{member.label}</span>
              <span className="block text-sm text-slate-700">Joined {member.joinedLabel}</span>
            </span>
            {view.role === "owner" ? (
              <Form method="post">
                <input type="hidden" name={PLAN_INTENT_FIELD} value={HOUSEHOLD_INTENTS.removeMember} />
                <input type="hidden" name="memberId" value={member.id} />
                <Button type="submit" variant="outline" size="sm" aria-label={`Remove ${member.label}`}>
                  Remove
                </Button>
              </Form>
            ) : null}
          </li>
        ))}
        {view.role === "member" ? (
          <li className="flex min-h-11 items-center justify-between gap-3 px-4 py-2">
            <span className="text-slate-900">You</span>
            <Form method="post">
              <input type="hidden" name={PLAN_INTENT_FIELD} value={HOUSEHOLD_INTENTS.leavePlan} />
              <Button type="submit" variant="outline" size="sm">
                Leave this plan
              </Button>
            </Form>
          </li>
        ) : null}
      </ul>

      {view.role === "owner" && view.invitations.length > 0 ? (
        <>
          <h3 className="mt-6 font-semibold text-ocean-900">Invitations waiting</h3>
          <ul className="mt-2 divide-y divide-ocean-100 rounded-lg border border-ocean-100">
            {view.invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2">
                <span>
                  <span className="block text-slate-900">{invitation.email}</span>
                  <span className="block text-sm text-slate-700">Link works until {invitation.expiresLabel}</span>
                </span>
                <Form method="post">
                  <input type="hidden" name={PLAN_INTENT_FIELD} value={HOUSEHOLD_INTENTS.cancelInvitation} />
                  <input type="hidden" name="invitationId" value={invitation.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    aria-label={`Cancel the invitation to ${invitation.email}`}
                  >
                    Cancel
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {view.role === "owner" ? <InviteForm answer={inviteAnswer} openPlaces={view.openPlaces} /> : null}
    </Card>
  );
}

function InviteForm({ answer, openPlaces }: { answer: PlanActionAnswer | undefined; openPlaces: number }) {
  const refused = answer && !answer.ok;
  // A refused address: the field's message, or the form's when the address itself was fine.
  const errors = refused ? (answer.fieldErrors?.email ?? [answer.message]) : undefined;
  return (
    <Form method="post" className="mt-6 flex flex-col gap-2">
      <input type="hidden" name={PLAN_INTENT_FIELD} value={HOUSEHOLD_INTENTS.invite} />
      <Field
        labelProps={{ children: "Invite by email" }}
        inputProps={{
          id: "household-invite-email",
          type: "email",
          name: "email",
          autoComplete: "off",
          required: true,
          // A refused address stays in the field to be corrected; a sent one clears it.
          key: answer?.ok ? answer.message : "invite-email",
          defaultValue: refused ? answer.values?.email : undefined,
        }}
        errors={errors}
        hint={`They get a link that works for ${INVITATION_DAYS} days. Up to ${HOUSEHOLD_MAX_PEOPLE} people can share a plan; ${openPlaces} more can be invited now.`}
        className="max-w-sm"
      />
      {answer?.ok ? (
        <p role="status" className="text-sm font-semibold text-emerald-900">
          {answer.message}
        </p>
      ) : null}
      <Button type="submit" className="self-start">
        Send invitation
      </Button>
    </Form>
  );
}

function AnswerMessage({ answer, className }: { answer: PlanActionAnswer; className?: string }) {
  return (
    <p
      role={answer.ok ? "status" : "alert"}
      className={cn(
        "rounded-md px-4 py-3 text-sm font-semibold",
        answer.ok ? "bg-emerald-50 text-emerald-900" : "bg-coral-700/10 text-coral-700",
        className,
      )}
    >
      {answer.message}
    </p>
  );
}
