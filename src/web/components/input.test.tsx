import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Input } from "@/web/components/input";
import { renderView } from "@/web/testing/render";

describe("Input", () => {
  it("is named by its label and described by its hint", () => {
    renderView(<Input label="E-mail" hint="We never share it" />);
    const input = screen.getByRole("textbox", { name: "E-mail" });
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByRole("textbox", { description: "We never share it" })).toBe(input);
  });

  it("links the error message and marks the field invalid", () => {
    renderView(<Input label="E-mail" hint="We never share it" error="Please enter a valid e-mail" />);
    const input = screen.getByRole("textbox", { name: "E-mail" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByRole("textbox", { description: "We never share it Please enter a valid e-mail" }),
    ).toBe(input);
  });

  it("keeps a given id for the label to point at", () => {
    renderView(<Input label="Wallet" id="wallet" forceLtr />);
    expect(screen.getByLabelText("Wallet").id).toBe("wallet");
  });
});
