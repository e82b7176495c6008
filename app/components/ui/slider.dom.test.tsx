import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { computeAccessibleDescription } from "dom-accessibility-api";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Slider } from "./slider";

const usd = (value: number) => `$${value.toLocaleString("en-US")}`;

/** The slider as a page holds it: its value in the page's state. */
function PriceSlider({ initial }: { initial: number }) {
  const [price, setPrice] = useState(initial);
  return (
    <Slider
      label="Home price"
      value={price}
      onValueChange={setPrice}
      min={100_000}
      max={2_000_000}
      step={10_000}
      formatValue={usd}
      description="Shift+arrow or Page Up/Down for $100,000."
    />
  );
}

function renderSlider(initial: number) {
  const user = userEvent.setup();
  render(<PriceSlider initial={initial} />);
  const slider = screen.getByRole("slider", { name: "Home price" }) as HTMLInputElement;
  return { user, slider };
}

/**
 * The keys the slider adds to the browser's range input (ten steps on Shift+arrow and Page
 * Up/Down, clamped to min and max). The browser's own keys (one step on an arrow, Home, End)
 * are checked in a real browser with the credit they update: tests/e2e/calculators.spec.ts.
 */
describe("Slider", () => {
  it("moves ten steps on Shift+arrow and Page Up/Down, and announces the value", async () => {
    const { user, slider } = renderSlider(750_000);
    expect(slider.getAttribute("aria-valuetext")).toBe("$750,000");
    expect(computeAccessibleDescription(slider)).toBe("Shift+arrow or Page Up/Down for $100,000.");
    slider.focus();
    await user.keyboard("{Shift>}{ArrowRight}{/Shift}");
    expect(slider.getAttribute("aria-valuetext")).toBe("$850,000");
    await user.keyboard("{PageUp}");
    expect(slider.value).toBe("950000");
    await user.keyboard("{Shift>}{ArrowUp}{/Shift}");
    expect(slider.getAttribute("aria-valuetext")).toBe("$1,050,000");
    await user.keyboard("{PageDown}");
    await user.keyboard("{Shift>}{ArrowLeft}{/Shift}");
    await user.keyboard("{Shift>}{ArrowDown}{/Shift}");
    expect(slider.getAttribute("aria-valuetext")).toBe("$750,000");
  });

  it("stops at its minimum and maximum on big steps", async () => {
    const { user, slider } = renderSlider(1_950_000);
    slider.focus();
    await user.keyboard("{PageUp}");
    expect(slider.getAttribute("aria-valuetext")).toBe("$2,000,000");
    await user.keyboard("{Shift>}{ArrowRight}{/Shift}");
    expect(slider.value).toBe("2000000");
  });

  it("stops at its minimum on big steps down", async () => {
    const { user, slider } = renderSlider(150_000);
    slider.focus();
    await user.keyboard("{PageDown}");
    expect(slider.getAttribute("aria-valuetext")).toBe("$100,000");
  });

  it("leaves plain keys to the browser's own range input", () => {
    const { slider } = renderSlider(750_000);
    // fireEvent answers false when a handler took the key over (preventDefault).
    for (const key of ["ArrowRight", "ArrowLeft", "Home", "End"]) {
      expect(fireEvent.keyDown(slider, { key }), key).toBe(true);
    }
    expect(fireEvent.keyDown(slider, { key: "Tab", shiftKey: true }), "Shift+Tab").toBe(true);
    expect(slider.value).toBe("750000");
    expect(fireEvent.keyDown(slider, { key: "PageUp" }), "PageUp").toBe(false);
    expect(slider.value).toBe("850000");
  });
});
