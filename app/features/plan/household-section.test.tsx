import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { HouseholdView } from "./household";
import { HouseholdSection } from "./household-section";
import type { PlanActionAnswer } from "./plan-action";

/** The section as the server renders it on /plan (no JavaScript needed to use its forms). */
function render(view: HouseholdView, answer?: PlanActionAnswer): string {
  const router = createMemoryRouter([{ path: "/plan", element: <HouseholdSection view={view} answer={answer} /> }], {
    initialEntries: ["/plan"],
  });
  return renderToString(<RouterProvider router={router} />);
}

const OWNER_VIEW: HouseholdView = {
  role: "owner",
  ownerEmail: "kai@example.com",
  ownerLabel: "Kai",
  members: [{ id: "user-lani", email: "lani@example.com", label: "Lani", joinedLabel: "Mar 1, 2027" }],
  invitations: [{ id: "inv-1", email: "noa@example.com", expiresLabel: "Mar 8, 2027" }],
  openPlaces: 2,
};

describe("HouseholdSection", () => {
  it("gives the owner plain forms: invite by a labelled email field, remove a member, cancel an invitation", () => {
    const html = render(OWNER_VIEW);
    expect(html).toContain('<label for="household-invite-email"');
    expect(html).toMatch(/<input id="household-invite-email" type="email"[^>]*required=""[^>]*name="email"/);
    expect(html).toMatch(/name="intent" value="invite"/);
    expect(html).toMatch(/name="intent" value="remove-member"[^]*name="memberId" value="user-lani"/);
    expect(html).toMatch(/name="intent" value="cancel-invitation"[^]*name="invitationId" value="inv-1"/);
    expect(html.match(/<form[^>]*method="post"/g)).toHaveLength(3);
    expect(html.replace(/<!-- -->/g, "")).toContain("2 more can be invited now");
    expect(html).not.toContain("Leave this plan");
  });

  it("shows people by their display name", () => {
    const html = render(OWNER_VIEW);
    expect(html).toMatch(/<span class="text-slate-900">Kai<\/span>/);
    expect(html).toContain('aria-label="Remove Lani"');
    expect(html).not.toContain("lani@example.com</span>");
  });

  it("shows a refused invitation's message as an alert tied to the field, keeping what was typed", () => {
    const answer: PlanActionAnswer = {
      intent: "invite",
      ok: false,
      message: "That is your own address.",
      fieldErrors: { email: ["That is your own address."] },
      values: { email: "kai@example.com" },
    };
    const html = render(OWNER_VIEW, answer);
    expect(html).toMatch(/<p id="household-invite-email-error"[^>]*>That is your own address\.<\/p>/);
    expect(html).toMatch(
      /<input[^>]*aria-describedby="household-invite-email-error household-invite-email-hint"[^>]*>/,
    );
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*>/);
    expect(html).toMatch(/value="kai@example.com"/);
  });

  it("announces a sent invitation as a status and leaves other intents' answers alone", () => {
    const sent = render(OWNER_VIEW, { intent: "invite", ok: true, message: "Invitation sent to noa@example.com." });
    expect(sent).toMatch(/role="status"[^>]*>Invitation sent to noa@example.com\.<\/p>/);
    const other = render(OWNER_VIEW, { intent: "save-move", ok: false, message: "Report date is required." });
    expect(other).not.toContain("Report date is required.");
  });

  it("shows a member the owner and the others, and a way to leave, but no owner's forms", () => {
    const html = render({ ...OWNER_VIEW, role: "member", invitations: [] });
    expect(html).toContain("You share Kai&#x27;s plan");
    expect(html).toMatch(/name="intent" value="leave-plan"/);
    expect(html).toContain("Leave this plan");
    expect(html).not.toMatch(/value="invite"|value="remove-member"|value="cancel-invitation"/);
  });
});
