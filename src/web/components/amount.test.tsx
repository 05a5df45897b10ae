import { render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { describe, expect, it } from "vitest";
import { Amount } from "@/web/components/amount";
import { renderView } from "@/web/testing/render";

describe("Amount", () => {
  it.each([
    [1_234_567.891, "KCASH", "1.23M K-Cash"],
    [999_999.999, "KPOINTS", "999,999.99 K-Points"],
    [0.000123456789, "RKLEOS", "0.00012345 rKLEOS"],
    [12.34567, "USDT", "12.345 USDT"],
    [2_500_000, "RKLEOS", "2.50M rKLEOS"],
  ] as const)("shows %s %s as %s", (value, currency, text) => {
    renderView(<Amount value={value} currency={currency} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it("follows the reader's locale", () => {
    render(
      <IntlProvider locale="pt-BR" defaultLocale="en" messages={{}} onError={() => undefined}>
        <Amount value={1234.567} currency="KCASH" />
      </IntlProvider>,
    );
    expect(screen.getByText("1.234,56 K-Cash")).toBeTruthy();
  });

  it("is one left-to-right run, isolated from a right-to-left sentence around it", () => {
    render(
      <IntlProvider locale="he" defaultLocale="en" messages={{}} onError={() => undefined}>
        <p dir="rtl">
          יתרה: <Amount value={4_050} currency="KCASH" />
        </p>
      </IntlProvider>,
    );
    const amount = screen.getByText("4,050 K-Cash");
    expect(amount.getAttribute("dir")).toBe("ltr");
  });
});
