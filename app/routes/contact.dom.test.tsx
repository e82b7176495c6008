import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { computeAccessibleDescription } from "dom-accessibility-api";
import { createRoutesStub, Outlet } from "react-router";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "~/components/ui/toast";
import { DEFAULT_SITE } from "~/content/site";
import ContactPage from "./contact";

/**
 * The contact form's messages in the browser, before anything is posted: the form's schema
 * checks what was typed and says why under the field. What the server answers, and the
 * journey of a sent message, are checked end to end (tests/e2e/forms.spec.ts).
 */
function renderContact() {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ site: DEFAULT_SITE }),
      children: [
        {
          path: "contact",
          action: async ({ request }) => {
            posted.push(await request.formData());
            return null;
          },
          // The stub hands the route its loader and action data as props, as the framework does.
          Component: ContactPage,
        },
      ],
      Component: () => (
        <>
          <Outlet />
          <Toaster />
        </>
      ),
      HydrateFallback: () => null,
    },
  ]);
  const user = userEvent.setup();
  render(<Stub initialEntries={["/contact"]} />);
  return { user, posted };
}

afterEach(() => toast.dismiss());

describe("the contact form in the browser", () => {
  it("an empty required field gives the Missing Information notice, and filling it in clears it", async () => {
    const { user, posted } = renderContact();
    const form = await screen.findByRole("form", { name: "Contact us" });
    await user.type(within(form).getByLabelText("Full name"), "   ");
    await user.type(within(form).getByLabelText("Email"), "kai@example.com");
    await user.type(within(form).getByLabelText("Message"), "Hello");
    await user.click(within(form).getByRole("button", { name: "Send Message" }));
    expect(await within(form).findByRole("alert")).toHaveProperty(
      "textContent",
      "Missing Information: Please fill in all required fields.",
    );
    // The destructive toast, and the same words in the form for those who miss the toast.
    const toasts = await screen.findByRole("region", { name: /Notifications/ });
    expect(await within(toasts).findByText("Missing Information")).toBeTruthy();
    expect(within(toasts).getByText("Please fill in all required fields.")).toBeTruthy();
    const name = within(form).getByLabelText("Full name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(computeAccessibleDescription(name)).toBe("Please fill in all required fields.");
    expect(within(form).getByLabelText("Message").hasAttribute("aria-invalid")).toBe(false);
    expect(posted).toHaveLength(0);

    await user.clear(name);
    await user.type(name, "Kai Family");
    expect(name.hasAttribute("aria-invalid")).toBe(false);
    expect(within(form).queryByRole("alert")).toBeNull();
  });

  it("a bad email is refused with the schema's words, focused, and what was typed stays", async () => {
    const { user, posted } = renderContact();
    const form = await screen.findByRole("form", { name: "Contact us" });
    await user.type(within(form).getByLabelText("Full name"), "Kai Family");
    await user.type(within(form).getByLabelText("Email"), "kai@example");
    await user.type(within(form).getByLabelText("Message"), "Hello");
    await user.click(within(form).getByRole("button", { name: "Send Message" }));
    const email = within(form).getByLabelText("Email");
    await expect.poll(() => computeAccessibleDescription(email)).toBe("Please enter a valid email address.");
    expect(document.activeElement).toBe(email);
    expect((within(form).getByLabelText("Message") as HTMLTextAreaElement).value).toBe("Hello");
    expect(posted).toHaveLength(0);
  });
});
