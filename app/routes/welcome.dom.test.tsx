import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Toaster } from "~/components/ui/toast";
import { DEFAULT_SITE, type SiteDetails } from "~/content/site";
import WelcomePage from "./welcome";

/**
 * The welcome page in a DOM, as a visitor sees and uses it: what it shows from the site's
 * details (read-only: the video and the founder are the owner's settings) and the share
 * fallbacks. The journeys that need a real browser (the device's share sheet, no JavaScript)
 * stay in tests/e2e/welcome.spec.ts.
 */
function renderWelcome(site: SiteDetails = DEFAULT_SITE, origin = "http://localhost:3000") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ site, origin }),
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

describe("the welcome page shows the owner's settings, read-only", () => {
  it("has no video link box and no way to edit the founder", async () => {
    renderWelcome();
    await screen.findByRole("region", { name: "About the Founder" });
    expect(screen.queryAllByRole("textbox")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: /Edit|Preview video|Save/ })).toBeNull();
    expect(within(founderCard()).queryAllByRole("button")).toHaveLength(0);
    // No video configured: no player and no error panel, the mission and first steps instead.
    expect(document.querySelectorAll("iframe, video")).toHaveLength(0);
    expect(screen.queryByText(/video unavailable/i)).toBeNull();
    expect(screen.getByRole("heading", { name: "Our mission" })).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Three first steps" })).getAllByRole("listitem")).toHaveLength(3);
  });

  it("embeds the configured video", async () => {
    renderWelcome({ ...DEFAULT_SITE, welcomeVideoUrl: "https://youtu.be/dQw4w9WgXcQ" });
    const player = await screen.findByTitle("Welcome to Aloha PCS");
    expect(player.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  });

  it("shows the founder's name, title, location, contact, bio and photo as set", async () => {
    renderWelcome({
      ...DEFAULT_SITE,
      phone: "(808) 422-1234",
      email: "sponsor@alohapcs.com",
      founder: {
        ...DEFAULT_SITE.founder,
        name: "Kai Kahale",
        phone: "(808) 422-1234",
        email: "sponsor@alohapcs.com",
      },
      founderBio: "Twenty years in the Army, three PCS moves to Oahu.",
      founderPhotoUrl: "/site-files/founder-0123abcd.jpg",
    });
    const card = await screen.findByRole("region", { name: "About the Founder" });
    expect(within(card).getByText("Kai Kahale")).toBeTruthy();
    expect(within(card).getByText("Veteran and Hawaii Relocation Specialist")).toBeTruthy();
    expect(within(card).getByText("Honolulu, Hawaii")).toBeTruthy();
    expect(within(card).getByText("Twenty years in the Army, three PCS moves to Oahu.")).toBeTruthy();
    expect(within(card).getByRole("img", { name: "Photo of Kai Kahale" }).getAttribute("src")).toBe(
      "/site-files/founder-0123abcd.jpg",
    );
    expect(within(card).getByRole("link", { name: "(808) 422-1234" }).getAttribute("href")).toBe("tel:8084221234");
    expect(within(card).getByRole("link", { name: "sponsor@alohapcs.com" }).getAttribute("href")).toBe(
      "mailto:sponsor@alohapcs.com",
    );
  });

  it("on a real deployment leaves out the placeholder name, phone and email", async () => {
    renderWelcome(DEFAULT_SITE, "https://alohapcs.com");
    const card = await screen.findByRole("region", { name: "About the Founder" });
    expect(within(card).queryByText("Aloha PCS Founder")).toBeNull();
    expect(within(card).queryAllByRole("link")).toHaveLength(0);
    expect(within(card).getByText("Veteran and Hawaii Relocation Specialist")).toBeTruthy();
  });
});

describe("the welcome page's Share button", () => {
  it("uses the device's share sheet when there is one, with the welcome page's link", async () => {
    const shared: ShareData[] = [];
    setShare(async (data) => {
      shared.push(data);
    });
    const user = renderWelcome();
    await user.click(await screen.findByRole("button", { name: "Share" }));
    expect(await screen.findByText("Shared successfully!")).toBeTruthy();
    expect(shared).toHaveLength(1);
    expect(shared[0]!.url).toBe(`${window.location.origin}/welcome`);
    expect(shared[0]!.title).toBe("Welcome to Aloha PCS");
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
