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

/** How many times `text` is said anywhere on the page, toasts included. */
const timesSaid = (text: string) => screen.queryAllByText((_, element) => element?.textContent === text).length;

describe("the contact form in the browser", () => {
  it("says each problem once: under each empty field in its own words, one summary, no toast", async () => {
    const { user, posted } = renderContact();
    const form = await screen.findByRole("form", { name: "Contact us" });
    await user.type(within(form).getByLabelText("Full name"), "   ");
    await user.click(within(form).getByRole("button", { name: "Send Message" }));
    // The form's one summary (SPEC.md §8's notice), once.
    expect(await within(form).findByRole("alert")).toHaveProperty(
      "textContent",
      "Missing Information: Please fill in all required fields.",
    );
    expect(within(form).getAllByRole("alert")).toHaveLength(1);
    expect(screen.getAllByText(/Please fill in all required fields/)).toHaveLength(1);
    // Each empty field says which it is, under it; the optional one says nothing.
    const fields = {
      "Full name": "Please enter your name.",
      Email: "Please enter your email address.",
      Message: "Please write your message.",
    };
    for (const [label, message] of Object.entries(fields)) {
      const field = within(form).getByLabelText(label);
      expect(field.getAttribute("aria-invalid"), label).toBe("true");
      expect(computeAccessibleDescription(field), label).toBe(message);
      expect(timesSaid(message), label).toBe(1);
    }
    expect(
      within(form)
        .getByLabelText(/Base or duty station/)
        .hasAttribute("aria-invalid"),
    ).toBe(false);
    // No toast for a form the visitor can fix (the toasts' region comes with the first one).
    const toasts = screen.queryByRole("region", { name: /Notifications/ });
    expect(toasts && within(toasts).queryByRole("listitem")).toBeNull();
    expect(posted).toHaveLength(0);

    // Fixing the fields takes their messages, then the summary, away as they are typed.
    const name = within(form).getByLabelText("Full name");
    await user.clear(name);
    await user.type(name, "Kai Family");
    expect(name.hasAttribute("aria-invalid")).toBe(false);
    expect(timesSaid(fields["Full name"])).toBe(0);
    await user.type(within(form).getByLabelText("Email"), "kai@example.com");
    await user.type(within(form).getByLabelText("Message"), "Hello");
    expect(within(form).queryByRole("alert")).toBeNull();
  });

  it("a bad email is said once, under the field: focused, no summary, and what was typed stays", async () => {
    const { user, posted } = renderContact();
    const form = await screen.findByRole("form", { name: "Contact us" });
    await user.type(within(form).getByLabelText("Full name"), "Kai Family");
    await user.type(within(form).getByLabelText("Email"), "kai@example");
    await user.type(within(form).getByLabelText("Message"), "Hello");
    await user.click(within(form).getByRole("button", { name: "Send Message" }));
    const email = within(form).getByLabelText("Email");
    await expect.poll(() => computeAccessibleDescription(email)).toBe("Please enter a valid email address.");
    expect(document.activeElement).toBe(email);
    expect(timesSaid("Please enter a valid email address.")).toBe(1);
    expect(within(form).queryByRole("alert")).toBeNull();
    expect((within(form).getByLabelText("Message") as HTMLTextAreaElement).value).toBe("Hello");
    expect(posted).toHaveLength(0);
  });
});
