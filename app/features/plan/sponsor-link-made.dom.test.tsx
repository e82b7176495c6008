import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/ui/toast";
import { SponsorLinkMade } from "./sponsor-link-made";

const URL = "https://aloha.example/sponsor/Zm9vYmFyYmF6cXV4LTEyMzQ1Njc4OTBhYmNkZWZnaGlqa2w";

function renderLink() {
  // user-event puts a clipboard of its own on navigator (jsdom has none), empty for each test.
  const user = userEvent.setup();
  render(
    <>
      <SponsorLinkMade url={URL} pdfUrl={`${URL}/pdf`} message="Your sponsor link is ready." />
      <Toaster />
    </>,
  );
  return user;
}

afterEach(() => {
  // Sonner keeps its toasts in a module and replays the active ones to the next Toaster.
  toast.dismiss();
});

describe("a new sponsor link, shown once", () => {
  it("copies the link and says so", async () => {
    const user = renderLink();
    await user.click(screen.getByRole("button", { name: "Copy the link" }));
    expect(await screen.findByText("Link copied. Send it to your sponsor.")).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(URL);
    expect(screen.getByRole("link", { name: "Download the one-page PDF" }).getAttribute("href")).toBe(`${URL}/pdf`);
  });

  it("selects the link for copying by hand when the browser refuses the clipboard", async () => {
    const user = renderLink();
    // Only this spy: the console guard's own spy on console.error must stay until it checks.
    const refused = vi
      .spyOn(navigator.clipboard, "writeText")
      .mockRejectedValue(new DOMException("refused", "NotAllowedError"));
    await user.click(screen.getByRole("button", { name: "Copy the link" }));
    expect(await screen.findByText("Couldn't copy the link. Select it in the field and copy it.")).toBeTruthy();
    const field = screen.getByRole("textbox", { name: "The sponsor's link" }) as HTMLInputElement;
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, URL.length]);
    refused.mockRestore();
  });
});
