import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** Every screen of SPEC.md §2, then the not-found page for any other path. */
export default [
  index("routes/home.tsx"),
  route("welcome", "routes/welcome.tsx"),
  route("auth", "routes/auth.tsx"),
  route("calculators/credit", "routes/calculators.credit.tsx"),
  route("calculators/assumption-cruncher", "routes/calculators.assumption-cruncher.tsx"),
  // Issue 18: rent with BAH, buy with a VA loan, or assume a seller's loan, over the tour.
  route("calculators/rent-buy-assume", "routes/calculators.rent-buy-assume.tsx"),
  route("pcs-toolkit/hawaii-checklist", "routes/pcs-toolkit.hawaii-checklist.tsx"),
  route("pcs-toolkit/pet-travel", "routes/pcs-toolkit.pet-travel.tsx"),
  route("pcs-toolkit/firearms-pcs", "routes/pcs-toolkit.firearms-pcs.tsx"),
  route("pcs-toolkit/vehicle-shipping", "routes/pcs-toolkit.vehicle-shipping.tsx"),
  route("pcs-toolkit/boat-shipping", "routes/pcs-toolkit.boat-shipping.tsx"),
  route("pcs-toolkit/storage-facilities", "routes/pcs-toolkit.storage-facilities.tsx"),
  route("pcs-toolkit/hawaii-schools", "routes/pcs-toolkit.hawaii-schools.tsx"),
  route("pcs-toolkit/hawaii-crime-safety", "routes/pcs-toolkit.hawaii-crime-safety.tsx"),
  route("pcs-toolkit/tla-hotels", "routes/pcs-toolkit.tla-hotels.tsx"),
  route("housing/va-homes", "routes/housing.va-homes.tsx"),
  route("housing/verified-rentals", "routes/housing.verified-rentals.tsx"),
  route("housing/va-assumptions", "routes/housing.va-assumptions.tsx"),
  route("housing/financing-options", "routes/housing.financing-options.tsx"),
  route("housing/gap-lenders", "routes/housing.gap-lenders.tsx"),
  route("housing/base-housing", "routes/housing.base-housing.tsx"),
  route("housing/new-construction", "routes/housing.new-construction.tsx"),
  route("programs", "routes/programs.tsx"),
  route("resources", "routes/resources.tsx"),
  route("contact", "routes/contact.tsx"),
  // Issue 30: who runs the site, how it is paid for and where its figures come from.
  route("about", "routes/about.tsx"),
  // Issue 30: every acronym the pages use, in plain words; each page links its first use here.
  route("glossary", "routes/glossary.tsx"),
  route("member-forum", "routes/member-forum.tsx"),
  route("suggestion-box", "routes/suggestion-box.tsx"),
  // Account pages beyond SPEC.md's screens: password reset and sign-out.
  route("auth/forgot-password", "routes/auth.forgot-password.tsx"),
  route("auth/reset-password", "routes/auth.reset-password.tsx"),
  route("auth/sign-out", "routes/auth.sign-out.tsx"),
  // The signed-in family's account (issue 33): name, email, password, their data, deletion.
  route("account", "routes/account.tsx"),
  route("account/data.json", "routes/account.data-json.ts"),
  route("account/plan.csv", "routes/account.plan-csv.ts"),
  // "My Hawaii PCS plan" (issue 17): personal, so not among PAGES (no sitemap, no prerender).
  route("plan", "routes/plan.tsx"),
  // "My orders changed" (issue 35): the owner previews a new report date, then re-dates the plan.
  route("plan/orders-changed", "routes/plan.orders-changed.tsx"),
  // The plan made for paper (issue 33): the account's plan, or a visitor's from the move in the address.
  route("plan/print", "routes/plan.print.tsx"),
  // The sponsor packet (issue 35): the family makes and withdraws read-only links for their sponsor.
  route("plan/sponsor", "routes/plan.sponsor.tsx"),
  // The sponsor's read-only packet and its one-page PDF (the token is the only key; 404 once withdrawn).
  route("sponsor/:token", "routes/sponsor.tsx"),
  route("sponsor/:token/pdf", "routes/sponsor.pdf.ts"),
  // The signed-in family's dated plan as a calendar file.
  route("plan/calendar.ics", "routes/plan.calendar-ics.ts"),
  // The PDF guide with the signed-in family's plan as its first chapter.
  route("plan/guide.pdf", "routes/plan.guide-pdf.ts"),
  // Its private feed, for calendar apps to subscribe to (the token is the only key).
  route("plan/feed/:token", "routes/plan.feed.ts"),
  // An emailed invitation to share a plan (the token is the only key).
  route("plan/join/:token", "routes/plan.join.tsx"),
  // The one-click "stop reminders" link in each weekly reminder email (the token is the only key).
  route("plan/reminders/unsubscribe/:token", "routes/plan.reminders-unsubscribe.tsx"),
  // For search engines.
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  // The site owner's side (issue 19): admins only, every other visitor gets the not-found page.
  // Not among PAGES (no sitemap, no prerender, not in the sidebar). One layout guards them all.
  layout("routes/admin.layout.tsx", [
    // The inbox: contact messages and suggestions, their CSV export, one message and its replies.
    route("admin", "routes/admin._index.tsx"),
    route("admin/messages.csv", "routes/admin.messages-csv.ts"),
    route("admin/messages/:kind/:id", "routes/admin.message.tsx"),
    route("admin/accounts", "routes/admin.accounts.tsx"),
    route("admin/audit", "routes/admin.audit.tsx"),
    route("admin/site", "routes/admin.site.tsx"),
    // Where the guard sends an admin without two-factor sign-in: open to them (admin-guard.server.ts).
    route("admin/two-factor", "routes/admin.two-factor.tsx"),
    // An admin session from before two-factor sign-in (or one that never took a code) takes one here.
    route("admin/session-code", "routes/admin.session-code.tsx"),
  ]),
  // The second step of an admin's sign-in: a code from the authenticator app or a backup code.
  route("auth/two-factor", "routes/auth.two-factor.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
