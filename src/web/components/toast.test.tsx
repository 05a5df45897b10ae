import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_DURATION_MS } from "@/domain/constants/timings";
import { Button } from "@/web/components/button";
import { ToastProvider, useToast, type ToastOptions } from "@/web/components/toast";
import { renderView } from "@/web/testing/render";

const Trigger = ({ options }: { options: ToastOptions }) => {
  const toast = useToast();
  return <Button onClick={() => toast.show(options)}>Notify</Button>;
};

const showToast = (options: ToastOptions) => {
  renderView(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Notify" }));
};

describe("Toast", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows a status message for the spec's 3000 ms", () => {
    showToast({ message: "Username saved", tone: "success" });
    expect(screen.getByRole("status").textContent).toContain("Username saved");
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText("Username saved")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Username saved")).toBeNull();
  });

  it("shows errors as alerts", () => {
    showToast({ message: "Claim Failed", tone: "error" });
    expect(screen.getByRole("alert").textContent).toContain("Claim Failed");
  });

  it("pauses while hovered and resumes with the time that was left", () => {
    showToast({ message: "Copied", durationMs: 1000 });
    const toast = screen.getByRole("status");
    act(() => vi.advanceTimersByTime(600));
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText("Copied")).not.toBeNull();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(399));
    expect(screen.queryByText("Copied")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Copied")).toBeNull();
  });

  it("is dismissed by its button, or stays when told to", () => {
    showToast({ message: "Check your phone", durationMs: null });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText("Check your phone")).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Check your phone")).toBeNull();
  });

  it("lives in a named region", () => {
    showToast({ message: "Hello" });
    expect(screen.getByRole("region", { name: "Notifications" }).textContent).toContain("Hello");
  });
});
