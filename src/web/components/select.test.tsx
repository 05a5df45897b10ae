import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Select } from "@/web/components/select";
import { renderView } from "@/web/testing/render";

const options = [
  { value: "mumbai", label: "Mumbai" },
  { value: "recife", label: "Recife" },
];

describe("Select", () => {
  it("is a native select named by its label, with a placeholder choice first", () => {
    const onChange = vi.fn();
    renderView(
      <Select label="City" options={options} placeholder="Select a city" value="" onChange={onChange} />,
    );
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "City" });
    expect(Array.from(select.options, (option) => option.text)).toEqual([
      "Select a city",
      "Mumbai",
      "Recife",
    ]);
    fireEvent.change(select, { target: { value: "recife" } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("announces its error", () => {
    renderView(<Select label="City" options={options} error="Please select a city" />);
    const select = screen.getByRole("combobox", { name: "City" });
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("combobox", { description: "Please select a city" })).toBe(select);
  });
});
