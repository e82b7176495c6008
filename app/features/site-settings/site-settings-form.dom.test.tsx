import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, siteSettingsFieldsOf } from "~/content/site";
import { SiteSettingsForm } from "./site-settings-form";
import { SITE_SETTINGS_PATH } from "./site-settings";

/** The settings form in the browser: the video preview follows the link as it is typed, and the schema's messages. */
function renderForm() {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: SITE_SETTINGS_PATH,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return null;
      },
      Component: () => <SiteSettingsForm values={siteSettingsFieldsOf(DEFAULT_SITE)} photoUrl="" answer={undefined} />,
    },
  ]);
  render(<Stub initialEntries={[SITE_SETTINGS_PATH]} />);
  return { user: userEvent.setup(), posted };
}

describe("the site settings form", () => {
  it("previews the welcome video with the site's player as the link is typed", async () => {
    const { user } = renderForm();
    expect(screen.getByText(/No video: the welcome shows its three first steps/)).toBeTruthy();
    const link = screen.getByRole("textbox", { name: "Welcome video link" });
    await user.type(link, "https://example.com/page");
    expect(screen.getByText("Unable to embed this video")).toBeTruthy();
    await user.clear(link);
    await user.type(link, "https://youtu.be/dQw4w9WgXcQ");
    expect(screen.getByTitle(`Welcome to ${DEFAULT_SITE.name}`).getAttribute("src")).toContain(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
  });

  it("says what is wrong under each field and sends nothing", async () => {
    const { user, posted } = renderForm();
    const email = screen.getByRole("textbox", { name: "Email" });
    await user.clear(email);
    await user.type(email, "nobody");
    await user.clear(screen.getByRole("textbox", { name: "Founder's name" }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Email must be an email address.")).toBeTruthy();
    expect(screen.getByText("Type the founder's name.")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Email" }).getAttribute("aria-invalid")).toBe("true");
    expect(posted).toEqual([]);
  });
});
