import { Link } from "react-router";
import { SITE_SETTINGS_PATH } from "./site-settings";

/**
 * On the owner's inbox while the phone, the email or the founder's name is still a sample
 * (reserved 555-01xx number, example.com address, the default founder): the public hides
 * them, so the site has no way to be reached until they are set.
 */
export function FinishSetupNotice() {
  return (
    <section
      aria-labelledby="finish-setup"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900"
    >
      <h2 id="finish-setup" className="text-lg font-bold text-ocean-900">
        Finish setting up your site
      </h2>
      <p className="mt-1 text-sm">
        The practice's phone, email or founder's name is still a sample value, so families see no way to reach you.
      </p>
      <Link
        to={SITE_SETTINGS_PATH}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-ocean-800 underline underline-offset-2"
      >
        Set your site's details
      </Link>
    </section>
  );
}
