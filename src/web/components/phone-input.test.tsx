import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { IntlProvider } from "react-intl";
import { describe, expect, it, vi } from "vitest";
import { VALIDATION_MESSAGES } from "@/domain/validation/validation-messages";
import { PhoneInput, compactPhoneNumber, type PhoneNumberValue } from "@/web/components/phone-input";
import { renderView } from "@/web/testing/render";

const Phone = ({ onValidityChange }: { onValidityChange?: (valid: boolean) => void }) => {
  const [value, setValue] = useState<PhoneNumberValue>({ country: "IN", number: "" });
  return (
    <PhoneInput
      label="Mobile number"
      value={value}
      onChange={setValue}
      {...(onValidityChange === undefined ? {} : { onValidityChange })}
    />
  );
};

const number = () => screen.getByRole<HTMLInputElement>("textbox", { name: "Mobile number" });
const picker = () => screen.getByRole<HTMLSelectElement>("combobox", { name: "Country and dial code" });

describe("PhoneInput", () => {
  it("offers India and Brazil first, with flag, name and dial code", () => {
    renderView(<Phone />);
    const options = Array.from(picker().options);
    expect(options[0]?.value).toBe("IN");
    expect(options[0]?.text).toBe("🇮🇳 India (+91)");
    expect(options[1]?.text).toBe("🇧🇷 Brazil (+55)");
    expect(options.length).toBeGreaterThan(200);
    expect(picker().value).toBe("IN");
  });

  it("shows the spec's message for an invalid Indian number once the field is left", () => {
    const onValidityChange = vi.fn();
    renderView(<Phone onValidityChange={onValidityChange} />);
    fireEvent.change(number(), { target: { value: "5123456789" } });
    expect(screen.queryByText(VALIDATION_MESSAGES["validation.mobileNumber.invalid"])).toBeNull();
    fireEvent.blur(number());
    expect(number().getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByRole("textbox", { description: VALIDATION_MESSAGES["validation.mobileNumber.invalid"] }),
    ).toBe(number());
    fireEvent.change(number(), { target: { value: "9876543210" } });
    expect(number().getAttribute("aria-invalid")).toBeNull();
    expect(onValidityChange.mock.calls).toEqual([[false], [true]]);
  });

  it("accepts digits grouped with spaces or dashes, as people type them", () => {
    renderView(<Phone />);
    fireEvent.change(number(), { target: { value: "98765 43210" } });
    fireEvent.blur(number());
    expect(number().getAttribute("aria-invalid")).toBeNull();
    fireEvent.change(number(), { target: { value: "98765-4321" } });
    expect(number().getAttribute("aria-invalid")).toBe("true");
    expect(compactPhoneNumber(" 987 65-43210 ")).toBe("9876543210");
  });

  it("judges the number by the picked country's rule", () => {
    renderView(<Phone />);
    fireEvent.change(number(), { target: { value: "11987654321" } });
    fireEvent.blur(number());
    expect(number().getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(picker(), { target: { value: "BR" } });
    expect(number().getAttribute("aria-invalid")).toBeNull();
  });

  it("names countries in the reader's language", () => {
    render(
      <IntlProvider locale="pt-BR" defaultLocale="en" messages={{}} onError={() => undefined}>
        <Phone />
      </IntlProvider>,
    );
    const texts = Array.from(picker().options, (option) => option.text);
    expect(texts[1]).toBe("🇧🇷 Brasil (+55)");
    expect(texts).toContain("🇩🇪 Alemanha (+49)");
  });
});
