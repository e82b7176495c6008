import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useWaitingTicks } from "./waiting-ticks";

/**
 * The plan page reads the ticks waiting on this phone. Before any waits, the browser's first
 * snapshot must be the server's, or React renders the page again right after hydrating, which
 * reached the lazy move form before it had hydrated and emptied it for a moment (the footer
 * jumped on /plan). The e2e check is first-paint.spec.ts "… do not move after they appear".
 */
describe("the ticks waiting on this phone", () => {
  it("add no render after hydration while none wait", async () => {
    let renders = 0;
    function PlanPage() {
      renders += 1;
      return <p>{useWaitingTicks().size} waiting</p>;
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<PlanPage />);
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <PlanPage />);
    });
    expect(container.textContent).toBe("0 waiting");
    expect(renders).toBe(1);
  });
});
