import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toast, Toaster } from "./toast";

/** Counts the times sonner is loaded; the module itself is the real one. */
const sonnerLoaded = vi.hoisted(() => vi.fn());
vi.mock("sonner", async (importOriginal) => {
  sonnerLoaded();
  return await importOriginal();
});

describe("toasts load with the first message", () => {
  it("a page that shows no message never loads sonner; the first message loads it and is shown", async () => {
    render(<Toaster containerAriaLabel="Notifications" />);
    // Any import the mount started has settled.
    await act(() => vi.dynamicImportSettled());
    expect(sonnerLoaded).not.toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: /Notifications/ })).toBeNull();

    act(() => toast.success("Plan saved"));
    expect(await screen.findByText("Plan saved")).toBeTruthy();
    expect(sonnerLoaded).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("region", { name: /Notifications/ })).toBeTruthy();
  });
});
