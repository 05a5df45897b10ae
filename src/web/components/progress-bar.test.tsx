import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProgressBar } from "@/web/components/progress-bar";
import { renderView } from "@/web/testing/render";

describe("ProgressBar", () => {
  it("exposes its value, range and name", () => {
    renderView(<ProgressBar label="Tasks completed" value={3} max={5} valueText="3 of 5 tasks" />);
    const bar = screen.getByRole("progressbar", { name: "Tasks completed" });
    expect(bar.getAttribute("aria-valuenow")).toBe("3");
    expect(bar.getAttribute("aria-valuemin")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("5");
    expect(bar.getAttribute("aria-valuetext")).toBe("3 of 5 tasks");
    expect((bar.firstElementChild as HTMLElement).style.inlineSize).toBe("60%");
  });

  it("reads a percentage by default and keeps the value in range", () => {
    renderView(<ProgressBar label="Minting" value={140} />);
    const bar = screen.getByRole("progressbar", { name: "Minting" });
    expect(bar.getAttribute("aria-valuenow")).toBe("100");
    expect(bar.getAttribute("aria-valuetext")).toBe("100%");
  });

  it("has no value while progress is unknown", () => {
    renderView(<ProgressBar label="Generating avatar" value={undefined} hideLabel />);
    const bar = screen.getByRole("progressbar", { name: "Generating avatar" });
    expect(bar.hasAttribute("aria-valuenow")).toBe(false);
  });
});
