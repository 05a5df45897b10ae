import { act, render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Countdown } from "@/web/components/countdown";
import { renderView } from "@/web/testing/render";

const START = Date.UTC(2026, 2, 5, 12, 0, 0);
const SECOND = 1000;

describe("Countdown", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the time left as d h m s and ticks every second", () => {
    const until = START + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * SECOND;
    renderView(<Countdown until={until} label="Ends in" />);
    const timer = screen.getByRole("timer", { name: "Ends in" });
    expect(timer.textContent).toBe("2d 3h 4m 5s");
    expect(timer.querySelector("time")?.getAttribute("datetime")).toBe("P2DT3H4M5S");
    act(() => vi.advanceTimersByTime(SECOND));
    expect(timer.textContent).toBe("2d 3h 4m 4s");
    act(() => vi.advanceTimersByTime(5 * SECOND));
    expect(timer.textContent).toBe("2d 3h 3m 59s");
  });

  it("stops at zero and says it is done once", () => {
    const onDone = vi.fn();
    renderView(<Countdown until={new Date(START + 2 * SECOND)} onDone={onDone} />);
    act(() => vi.advanceTimersByTime(SECOND));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SECOND));
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10 * SECOND));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("timer").textContent).toBe("0s");
  });

  it("is done at once for a time already past", () => {
    const onDone = vi.fn();
    renderView(<Countdown until={new Date(START - SECOND).toISOString()} onDone={onDone} />);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("timer").textContent).toBe("0s");
  });

  it.each([
    ["hi", /^27\s?दि.*23\s?घं.*4\s?मि.*5\s?से$/u],
    ["de", /^27\s?T.*23\s?(h|Std\.).*4\s?Min\..*5\s?Sek\.$/u],
    ["he", /^27\s?י׳.*23\s?שע׳.*4\s?דק׳.*5\s?שנ׳$/u],
  ])("names the units in the reader's language (%s)", (locale, shape) => {
    const until = START + ((27 * 24 + 23) * 3600 + 4 * 60 + 5) * SECOND;
    render(
      <IntlProvider locale={locale} defaultLocale="en" messages={{}} onError={() => undefined}>
        <Countdown until={until} />
      </IntlProvider>,
    );
    expect(screen.getByRole("timer").textContent).toMatch(shape);
  });
});
