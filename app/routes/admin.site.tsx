import { data, redirect } from "react-router";
import { siteSettingsFieldsOf } from "~/content/site";
import { AdminPage, type AdminPageHandle } from "~/features/admin/admin-page";
import { SITE_SETTINGS_PATH, SITE_SETTINGS_SAVED } from "~/features/site-settings/site-settings";
import { SiteSettingsForm } from "~/features/site-settings/site-settings-form";
import { siteSettingsSchema } from "~/features/site-settings/site-settings-schema";
import { adminContext } from "~/features/admin/server/admin-guard.server";
import { requestServices } from "~/server/services.server";
import { FORM_UNREADABLE, parseSubmission, readFormData, refusedForm } from "~/server/http/form-data.server";
import type { Route } from "./+types/admin.site";

const TITLE = "Site settings";
const LEAD =
  "The practice's name and contact details, its founder, the welcome video and the Veterans Home Program disclosure, as every page shows them.";

export const handle: AdminPageHandle = { title: `${TITLE} (site owner)` };

/** `/admin/site`: the details as every page shows them now (the saved settings, or SITE_*). */
export function loader({ context }: Route.LoaderArgs) {
  const { site } = requestServices(context);
  const details = site.current();
  return { values: siteSettingsFieldsOf(details), photoUrl: details.founderPhotoUrl ?? "", version: site.version() };
}

/** Checked by the form's schema, then the photo by its bytes; saved with its audit entry, or nothing is. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const { site, flash } = requestServices(context);
  const form = await readFormData(request);
  if ("error" in form) return data(refusedForm(form.error), { status: 400 });
  const submission = parseSubmission(form.formData, siteSettingsSchema);
  if (!submission) return data(refusedForm(FORM_UNREADABLE), { status: 400 });
  // The photo is never sent back: the owner picks it again after fixing a field.
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["photo"] }), { status: 400 });
  const outcome = await site.save({ input: submission.value, actor: { id: admin.id, email: admin.email } });
  if (!outcome.ok) {
    return data(submission.reply({ fieldErrors: outcome.fieldErrors, hideFields: ["photo"] }), { status: 400 });
  }
  // Back to the page (a reload sends nothing twice), showing what was saved.
  return redirect(SITE_SETTINGS_PATH, {
    status: 303,
    headers: { "Set-Cookie": await flash.cookie(SITE_SETTINGS_SAVED) },
  });
}

export default function AdminSite({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={TITLE} lead={LEAD}>
      {/* A save starts the form afresh from what was saved (and an empty photo field). */}
      <SiteSettingsForm
        key={loaderData.version}
        values={loaderData.values}
        photoUrl={loaderData.photoUrl}
        answer={actionData}
      />
    </AdminPage>
  );
}
