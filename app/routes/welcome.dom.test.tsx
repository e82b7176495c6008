import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { computeAccessibleDescription } from "dom-accessibility-api";
import { createRoutesStub } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Toaster } from "~/components/ui/toast";
import { DEFAULT_SITE } from "~/content/site";
import { FOUNDER_CONTACT_STORAGE_KEY } from "~/features/welcome/founder-contact";
import WelcomePage from "./welcome";

/**
 * The welcome page's controls in a DOM, as a visitor drives them: the link box's message, the
 * share fallbacks and the founder card's Edit and Cancel. The journeys that need a real
 * browser (the device's share sheet, a reload, another browser, no JavaScript) stay in
 * tests/e2e/welcome.spec.ts.
 */
function renderWelcome() {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ site: DEFAULT_SITE }),
      Component: () => (
        <>
          <WelcomePage />
          <Toaster />
        </>
      ),
      HydrateFallback: () => null,
    },
  ]);
  // user-event puts a clipboard of its own on navigator (jsdom has none), empty for each test.
  const user = userEvent.setup();
  render(<Stub initialEntries={["/"]} />);
  return user;
}

const linkBox = () => screen.getByRole("textbox", { name: "Video link" });
const preview = () => screen.getByRole("region", { name: "Welcome video" });
const founderCard = () => screen.getByRole("region", { name: "About the Founder" });

/** navigator.share as the test wants it; jsdom has none. */
function setShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(window.navigator, "share", { configurable: true, value: share });
}

beforeEach(() => {
  window.localStorage.clear();
  setShare(undefined);
});

afterEach(() => {
  setShare(undefined);
  // Sonner keeps its toasts in a module and replays the active ones to the next Toaster.
  toast.dismiss();
});

describe("the welcome page's link box", () => {
  it("explains a link it cannot embed, ties the message to the input, and clears it when emptied", async () => {
    const user = renderWelcome();
    await user.type(await screen.findByRole("textbox", { name: "Video link" }), "https://example.com/welcome.mov");
    expect(within(preview()).getByText("Unable to embed this video")).toBeTruthy();
    expect(within(preview()).getByText("Please check the URL format")).toBeTruthy();
    expect(preview().querySelectorAll("iframe, video")).toHaveLength(0);
    expect(linkBox().getAttribute("aria-invalid")).toBe("true");
    expect(computeAccessibleDescription(linkBox())).toMatch(/Unable to embed this video Please check the URL format/);

    await user.clear(linkBox());
    expect(within(preview()).getByText("Paste a video link above to preview it here.")).toBeTruthy();
    expect(linkBox().hasAttribute("aria-invalid")).toBe(false);
  });
});

describe("the welcome page's Share button", () => {
  it("uses the device's share sheet when there is one, with the typed video in the link", async () => {
    const shared: ShareData[] = [];
    setShare(async (data) => {
      shared.push(data);
    });
    const user = renderWelcome();
    await user.type(await screen.findByRole("textbox", { name: "Video link" }), "https://youtu.be/dQw4w9WgXcQ");
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(await screen.findByText("Shared successfully!")).toBeTruthy();
    expect(shared).toHaveLength(1);
    const url = new URL(shared[0]!.url!);
    expect(url.pathname).toBe("/welcome");
    expect(url.searchParams.get("video")).toBe("https://youtu.be/dQw4w9WgXcQ");
  });

  it("copies the link when the browser cannot share", async () => {
    const user = renderWelcome();
    await user.click(await screen.findByRole("button", { name: "Share" }));
    expect(await screen.findByText("Link copied to clipboard!")).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/welcome`);
  });

  it("copies the link when sharing fails, but not when the visitor cancels", async () => {
    let calls = 0;
    setShare(async () => {
      calls += 1;
      throw new DOMException("share failed", calls === 1 ? "AbortError" : "NotAllowedError");
    });
    const user = renderWelcome();
    const share = await screen.findByRole("button", { name: "Share" });
    await navigator.clipboard.writeText("(nothing copied)");
    await user.click(share);
    await expect.poll(() => (share as HTMLButtonElement).disabled).toBe(false);
    expect(calls).toBe(1);
    expect(screen.queryByText("Link copied to clipboard!")).toBeNull();
    expect(await navigator.clipboard.readText()).toBe("(nothing copied)");

    await user.click(share);
    expect(await screen.findByText("Link copied to clipboard!")).toBeTruthy();
    expect(calls).toBe(2);
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/welcome`);
  });
});

describe("the welcome page's founder card", () => {
  it("Edit opens the form with the current details and Cancel closes it unchanged", async () => {
    const user = renderWelcome();
    await user.click(
      await within(await screen.findByRole("region", { name: "About the Founder" })).findByRole("button", {
        name: "Edit",
      }),
    );
    for (const [label, value] of [
      ["Name", "Aloha PCS Founder"],
      ["Title", "Veteran and Hawaii Relocation Specialist"],
      ["Phone", "(808) 555-0100"],
      ["Email", "aloha@example.com"],
      ["Location", "Honolulu, Hawaii"],
    ] as const) {
      expect((within(founderCard()).getByRole("textbox", { name: label }) as HTMLInputElement).value).toBe(value);
    }
    const name = within(founderCard()).getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.type(name, "Someone Else");
    await user.click(within(founderCard()).getByRole("button", { name: "Cancel" }));
    expect(within(founderCard()).queryAllByRole("textbox")).toHaveLength(0);
    expect(within(founderCard()).getByText("Aloha PCS Founder")).toBeTruthy();
    expect(within(founderCard()).queryByText("Someone Else")).toBeNull();
    expect(window.localStorage.getItem(FOUNDER_CONTACT_STORAGE_KEY)).toBeNull();
  });

  it("Save Contact Information closes the form and shows and stores the edits", async () => {
    const user = renderWelcome();
    await user.click(
      await within(await screen.findByRole("region", { name: "About the Founder" })).findByRole("button", {
        name: "Edit",
      }),
    );
    for (const [label, value] of [
      ["Name", "Kai Akana"],
      ["Phone", "(808) 555-0199"],
      ["Location", "Kailua, Hawaii"],
    ] as const) {
      const field = within(founderCard()).getByRole("textbox", { name: label });
      await user.clear(field);
      await user.type(field, value);
    }
    await user.click(within(founderCard()).getByRole("button", { name: "Save Contact Information" }));
    expect(within(founderCard()).queryAllByRole("textbox")).toHaveLength(0);
    expect(within(founderCard()).getByText("Kai Akana")).toBeTruthy();
    expect(within(founderCard()).getByRole("link", { name: "(808) 555-0199" }).getAttribute("href")).toBe(
      "tel:8085550199",
    );
    expect(within(founderCard()).getByText("Kailua, Hawaii")).toBeTruthy();
    expect(window.localStorage.getItem(FOUNDER_CONTACT_STORAGE_KEY)).toContain("Kai Akana");
  });
});
