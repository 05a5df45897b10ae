import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { OtpInput } from "@/web/components/otp-input";
import { renderView } from "@/web/testing/render";

const boxes = () => screen.getAllByRole<HTMLInputElement>("textbox");
const values = () => boxes().map((box) => box.value);

describe("OtpInput", () => {
  it("shows six labelled boxes in a named group", () => {
    renderView(<OtpInput label="Verification code" />);
    expect(screen.getByRole("group", { name: "Verification code" })).toBeTruthy();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole("textbox", { name: "Digit 3 of 6" })).toBe(boxes()[2]);
  });

  it("takes digits only and moves to the next box", () => {
    const onChange = vi.fn();
    renderView(<OtpInput label="Code" onChange={onChange} />);
    const [first, second] = boxes();
    fireEvent.change(first!, { target: { value: "a" } });
    expect(values()[0]).toBe("");
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(first!, { target: { value: "4" } });
    expect(values()[0]).toBe("4");
    expect(document.activeElement).toBe(second);
    expect(onChange).toHaveBeenLastCalledWith("4");
  });

  it("fills every box from a pasted code and completes", () => {
    const onComplete = vi.fn();
    renderView(<OtpInput label="Code" onComplete={onComplete} />);
    fireEvent.paste(boxes()[3]!, { clipboardData: { getData: () => "123 456" } });
    expect(values()).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith("123456");
  });

  it("completes once the last digit is typed", () => {
    const onComplete = vi.fn();
    renderView(<OtpInput label="Code" onComplete={onComplete} />);
    "98765"
      .split("")
      .forEach((digit, index) => fireEvent.change(boxes()[index]!, { target: { value: digit } }));
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(boxes()[5]!, { target: { value: "4" } });
    expect(onComplete).toHaveBeenCalledExactlyOnceWith("987654");
  });

  it("goes back and clears the previous box on Backspace in an empty box", () => {
    const onChange = vi.fn();
    renderView(<OtpInput label="Code" onChange={onChange} />);
    fireEvent.change(boxes()[0]!, { target: { value: "1" } });
    fireEvent.change(boxes()[1]!, { target: { value: "2" } });
    fireEvent.keyDown(boxes()[2]!, { key: "Backspace" });
    expect(values().slice(0, 3)).toEqual(["1", "", ""]);
    expect(document.activeElement).toBe(boxes()[1]);
    expect(onChange).toHaveBeenLastCalledWith("1");
  });

  it("announces its error on the group", () => {
    renderView(<OtpInput label="Code" error="Invalid code" />);
    expect(screen.getByRole("group", { description: "Invalid code" })).toBeTruthy();
    expect(boxes().every((box) => box.getAttribute("aria-invalid") === "true")).toBe(true);
  });
});
