import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HAWAII_PCS_CHECKLIST } from "~/content/checklist";
import { parseBrowserTicks, useBrowserTicks } from "./browser-checklist";
import { BrowserTicksImport } from "./browser-ticks-import";
import { CHECKLIST_ITEM_COUNT, type BrowserTicksResult } from "./checklist";
import { ChecklistBoard } from "./checklist-board";

/**
 * A signed-out visitor's checklist kept in this browser (browser-checklist.ts) and, once they
 * have signed in, added to the account (browser-ticks-import.tsx). The action's side, on both
 * engines: app/routes/checklist-action.integration.test.ts; the whole journey in a browser:
 * tests/e2e/accounts.spec.ts.
 */
const KEY = "aloha-pcs:checklist";
const SIGN_IN = "/auth?redirectTo=%2Fpcs-toolkit%2Fhawaii-checklist";
const [first, second, third] = HAWAII_PCS_CHECKLIST;
const NO_FLAGS = Array.from({ length: CHECKLIST_ITEM_COUNT }, () => false);

/** The checklist page as the route composes it, its action answering `answer` and recording each post. */
function renderChecklist({ signedIn, answer }: { signedIn: boolean; answer?: BrowserTicksResult }) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/pcs-toolkit/hawaii-checklist",
      loader: () => ({ flags: NO_FLAGS }),
      action: async ({ request }) => {
        posted.push(await request.formData());
        return answer ?? { ok: false, error: "No answer in this test" };
      },
      Component: () => (
        <>
          {signedIn ? <BrowserTicksImport items={HAWAII_PCS_CHECKLIST} /> : null}
          <ChecklistBoard
            items={HAWAII_PCS_CHECKLIST}
            savedFlags={NO_FLAGS}
            signedIn={signedIn}
            loadFailed={false}
            signInHref={SIGN_IN}
          />
        </>
      ),
      HydrateFallback: () => null,
    },
  ]);
  const view = render(<Stub initialEntries={["/pcs-toolkit/hawaii-checklist"]} />);
  return { user: userEvent.setup(), posted, unmount: view.unmount };
}

const item = (title: string) => screen.getByRole("button", { name: new RegExp(title.slice(0, 20)) });
const kept = () => parseBrowserTicks(window.localStorage.getItem(KEY));

beforeEach(() => window.localStorage.clear());

describe("the kept ticks while the page hydrates", () => {
  let renders = 0;
  /** Reads the kept ticks as the checklist board does. */
  function KeptTicks() {
    renders++;
    const [ids] = useBrowserTicks();
    return <p>{ids.length} kept</p>;
  }
  /** The server's HTML of it, then React hydrating that in this browser. */
  function hydrate() {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<KeptTicks />);
    document.body.append(container);
    renders = 0;
    render(<KeptTicks />, { container, hydrate: true });
    return container;
  }

  it("renders once when this browser kept nothing: no second render of the board after hydrating (issue 34)", () => {
    const container = hydrate();
    expect(container.textContent).toBe("0 kept");
    expect(renders).toBe(1);
  });

  it("renders again to show what this browser kept", () => {
    window.localStorage.setItem(KEY, JSON.stringify([first!.id, second!.id]));
    const container = hydrate();
    expect(container.textContent).toBe("2 kept");
  });
});

describe("parseBrowserTicks", () => {
  it("reads the kept ids, each once, and nothing from what it cannot read", () => {
    expect(parseBrowserTicks('["get-orders","request-sponsor","get-orders"]')).toEqual([
      "get-orders",
      "request-sponsor",
    ]);
    expect(parseBrowserTicks('["get-orders",3,null]')).toEqual(["get-orders"]);
    for (const unreadable of [null, undefined, "", "not json", '{"done":["get-orders"]}', "7"]) {
      expect(parseBrowserTicks(unreadable), String(unreadable)).toEqual([]);
    }
  });
});

describe("a signed-out visitor's checklist", () => {
  it("keeps ticks in this browser, through a reload, with a note and a way to sign in; nothing is posted", async () => {
    const page = renderChecklist({ signedIn: false });
    await screen.findByText("0 of 20");
    // Nothing kept yet: no note.
    expect(screen.queryByText(/Kept in this browser only/)).toBeNull();
    await page.user.click(item(first!.title));
    await page.user.click(item(second!.title));
    expect(item(first!.title).getAttribute("aria-pressed")).toBe("true");
    expect(item(second!.title).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("2 of 20")).toBeTruthy();
    expect(kept()).toEqual([first!.id, second!.id]);
    const note = screen.getByText(/Kept in this browser only/);
    expect(note.textContent).toBe("Kept in this browser only — sign in to keep it on every device.");
    expect(within(note).getByRole("link", { name: "sign in" }).getAttribute("href")).toBe(SIGN_IN);
    expect(page.posted).toHaveLength(0);

    // The page opened again (a reload): the browser brings the ticks back; unticking forgets one.
    page.unmount();
    const again = renderChecklist({ signedIn: false });
    await screen.findByText("2 of 20");
    expect(item(first!.title).getAttribute("aria-pressed")).toBe("true");
    await again.user.click(item(first!.title));
    expect(item(first!.title).getAttribute("aria-pressed")).toBe("false");
    expect(kept()).toEqual([second!.id]);
    expect(again.posted).toHaveLength(0);
  });

  it("keeps nothing where the browser blocks storage: a tick stays unticked and nothing is posted", async () => {
    const blocked = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    try {
      const page = renderChecklist({ signedIn: false });
      await screen.findByText("0 of 20");
      await page.user.click(item(first!.title));
      expect(item(first!.title).getAttribute("aria-pressed")).toBe("false");
      expect(screen.getByText("0 of 20")).toBeTruthy();
      expect(page.posted).toHaveLength(0);
    } finally {
      blocked.mockRestore();
    }
  });
});

describe("after signing in", () => {
  it("posts the browser's ticks to the account once, says so, and forgets them when the server has saved them", async () => {
    window.localStorage.setItem(KEY, JSON.stringify([first!.id, third!.id, "an-item-no-longer-listed"]));
    const page = renderChecklist({ signedIn: true, answer: { ok: true, saved: 2 } });
    expect((await screen.findByRole("status")).textContent).toBe(
      "The items you ticked in this browser are now saved to your account.",
    );
    expect(page.posted).toHaveLength(1);
    expect(page.posted[0]!.get("intent")).toBe("add-browser-ticks");
    expect(page.posted[0]!.getAll("done")).toEqual([first!.id, third!.id]);
    // Forgotten in an effect after the answer renders, which a busy machine may run a moment later.
    await expect.poll(() => window.localStorage.getItem(KEY)).toBeNull();
    // The board is the account's, not the browser's: no browser note.
    expect(screen.queryByText(/Kept in this browser only/)).toBeNull();
  });

  it("keeps them in this browser when the server refuses, and says why", async () => {
    window.localStorage.setItem(KEY, JSON.stringify([second!.id]));
    const page = renderChecklist({ signedIn: true, answer: { ok: false, error: "Failed to save progress" } });
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to save progress");
    expect(page.posted).toHaveLength(1);
    expect(kept()).toEqual([second!.id]);
  });

  it("posts nothing of its own when the browser kept nothing: a tick is the only post", async () => {
    const page = renderChecklist({ signedIn: true, answer: { ok: false, error: "Failed to save progress" } });
    await screen.findByText("0 of 20");
    await page.user.click(item(first!.title));
    await expect.poll(() => page.posted.length).toBe(1);
    expect(page.posted[0]!.get("intent")).toBe("tick");
    expect(screen.queryByRole("status")).toBeNull();
  });
});
