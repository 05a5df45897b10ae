import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Checkbox } from "@/web/components/checkbox";
import { renderView } from "@/web/testing/render";

describe("Checkbox", () => {
  it("toggles from its label", () => {
    const onChange = vi.fn();
    renderView(<Checkbox label="I accept the terms" onChange={(event) => onChange(event.target.checked)} />);
    fireEvent.click(screen.getByText("I accept the terms"));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "I accept the terms" }).checked).toBe(true);
  });

  it("announces its error", () => {
    renderView(<Checkbox label="I accept the terms" error="Please accept the terms" />);
    const box = screen.getByRole("checkbox", { name: "I accept the terms" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("checkbox", { description: "Please accept the terms" })).toBe(box);
  });
});
