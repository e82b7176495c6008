import { describe, expect, it, vi } from "vitest";
import { CHECKLIST_SAVE_URL } from "./checklist";
import { saveToggle } from "./save-toggle";

function answering(body: string, status = 200, contentType = "application/json") {
  return vi.fn<typeof fetch>(async () => new Response(body, { status, headers: { "content-type": contentType } }));
}

describe("saveToggle", () => {
  it("posts the item and its new state as a form to the save API", async () => {
    const fetchImpl = answering(JSON.stringify({ ok: true, itemIndex: 7, completed: true }));
    expect(await saveToggle(7, true, fetchImpl)).toEqual({ ok: true, itemIndex: 7, completed: true });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(CHECKLIST_SAVE_URL);
    expect(init?.method).toBe("POST");
    expect(String(init?.body)).toBe("itemIndex=7&completed=true");
  });

  it("passes the API's own refusal through", async () => {
    const refusal = { ok: false, error: "Please sign in to save your progress." };
    expect(await saveToggle(0, true, answering(JSON.stringify(refusal), 401))).toEqual(refusal);
  });

  it("turns anything else into Failed to save progress", async () => {
    const failed = { ok: false, error: "Failed to save progress" };
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await saveToggle(0, true, offline)).toEqual(failed);
    expect(await saveToggle(0, true, answering("Forbidden", 403, "text/plain"))).toEqual(failed);
    expect(await saveToggle(0, true, answering("<html>Bad gateway</html>", 502, "text/html"))).toEqual(failed);
    expect(await saveToggle(0, true, answering(JSON.stringify({ ok: true })))).toEqual(failed);
  });
});
