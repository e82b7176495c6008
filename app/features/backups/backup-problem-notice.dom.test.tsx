import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BackupProblemNotice } from "./backup-problem-notice";

describe("BackupProblemNotice", () => {
  it("tells the owner which day's backup failed and why, or that it did not finish", () => {
    const { rerender, container } = render(
      <BackupProblemNotice problem={{ day: "2026-11-26", reason: "failed", error: "No space left on device" }} />,
    );
    expect(screen.getByText("The daily backup of Nov 26, 2026 failed: No space left on device.")).toBeTruthy();
    expect(container.textContent).toContain("Take one now on the server with npm run backup.");

    rerender(<BackupProblemNotice problem={{ day: "2026-12-31", reason: "unfinished", error: null }} />);
    expect(
      screen.getByText("The daily backup of Dec 31, 2026 did not finish: the server taking it stopped."),
    ).toBeTruthy();

    rerender(<BackupProblemNotice problem={null} />);
    expect(container.textContent).toBe("");
  });
});
