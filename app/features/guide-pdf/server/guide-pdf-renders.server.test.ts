import { describe, expect, it } from "vitest";
import type { GuidePdfOptions } from "../render-guide-pdf";
import { boundedGuidePdfRenders, GuidePdfBusyError } from "./guide-pdf-renders.server";

describe("making guides with a plan", () => {
  it("makes one book at a time, lets a few wait, and tells the rest to try again", async () => {
    let running = 0;
    let mostAtOnce = 0;
    const finish: (() => void)[] = [];
    /** A render that ends when the test says so, counting how many run together. */
    const render = async ({ siteName }: GuidePdfOptions) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise<void>((resolve) => finish.push(resolve));
      running -= 1;
      return Buffer.from(siteName);
    };
    const renderBounded = boundedGuidePdfRenders({ atOnce: 1, queue: 2 }, render);
    const accepted = ["a", "b", "c"].map((siteName) => renderBounded({ siteName }));
    await expect(renderBounded({ siteName: "d" })).rejects.toThrow(GuidePdfBusyError);

    // Finish each render as it starts: they run one after the other, in order.
    for (let done = 0; done < 3; done += 1) {
      await expect.poll(() => finish.length).toBe(done + 1);
      finish[done]!();
    }
    expect((await Promise.all(accepted)).map(String)).toEqual(["a", "b", "c"]);
    expect(mostAtOnce).toBe(1);
    // The queue drained: the next family gets its book.
    const next = renderBounded({ siteName: "e" });
    await expect.poll(() => finish.length).toBe(4);
    finish[3]!();
    expect(String(await next)).toBe("e");
  });
});
