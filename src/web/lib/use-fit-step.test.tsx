import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { childrenFit, useFitStep } from "@/web/lib/use-fit-step";

/*
 * jsdom lays nothing out, so these tests give it a geometry: a row is `data-client-width` wide, and its children
 * sit side by side from `data-start` (default 0), each `data-width` wide unless hidden (display: none). The
 * ResizeObserver is a fake the test fires, as the browser would after a resize.
 */
const displayed = (element: Element) => getComputedStyle(element).display !== "none";
const widthOf = (element: Element) =>
  displayed(element) ? Number(element.getAttribute("data-width") ?? 0) : 0;

const boxOf = (element: Element): DOMRect => {
  const siblings = element.parentElement === null ? [element] : [...element.parentElement.children];
  const start = Number(element.parentElement?.getAttribute("data-start") ?? 0);
  const left =
    start + siblings.slice(0, siblings.indexOf(element)).reduce((sum, item) => sum + widthOf(item), 0);
  const width = widthOf(element);
  return {
    x: left,
    y: 0,
    left,
    right: left + width,
    top: 0,
    bottom: 10,
    width,
    height: width === 0 ? 0 : 10,
    toJSON: () => ({}),
  };
};

const observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];

class FakeResizeObserver {
  readonly entry: { callback: ResizeObserverCallback; targets: Element[] };
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.entry.targets = [];
  }
}

/** The browser noticed that `target` changed size. */
const resized = (target: Element) =>
  act(() => {
    for (const { callback, targets } of observers)
      if (targets.includes(target)) callback([], {} as ResizeObserver);
  });

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    return boxOf(this);
  });
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(function (this: HTMLElement) {
    return Number(this.getAttribute("data-client-width") ?? 0);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A row of four 100 px parts; step n hides part n (the first part always shows). */
const Row = ({
  width,
  steps = 3,
  restartKey = "en",
}: {
  width: number;
  steps?: number;
  restartKey?: string;
}) => {
  const { ref, step } = useFitStep<HTMLDivElement>(steps, restartKey);
  return (
    <>
      <div ref={ref} data-testid="row" data-client-width={width}>
        {[0, 1, 2, 3].map((part) => (
          <span
            key={part}
            data-width={100}
            style={{ display: part > 0 && step >= part ? "none" : "block" }}
          />
        ))}
      </div>
      <output aria-label="Step">{step}</output>
    </>
  );
};

const step = () => Number(screen.getByRole("status", { name: "Step" }).textContent);

describe("childrenFit", () => {
  const rowOf = (clientWidth: number, widths: number[], start = 0) => {
    const row = document.createElement("div");
    row.setAttribute("data-client-width", String(clientWidth));
    row.setAttribute("data-start", String(start));
    row.style.paddingLeft = "10px";
    row.style.paddingRight = "10px";
    for (const width of widths) {
      const part = document.createElement("span");
      part.setAttribute("data-width", String(width));
      row.append(part);
    }
    document.body.append(row);
    return row;
  };

  it("holds when the parts fit inside the padding, and not when they spill into it", () => {
    expect(childrenFit(rowOf(320, [100, 200]))).toBe(true);
    expect(childrenFit(rowOf(320, [100, 201]))).toBe(false);
  });

  it("measures parts that overflow towards the left, as a right-to-left row does", () => {
    expect(childrenFit(rowOf(320, [150, 200], -40))).toBe(false);
    expect(childrenFit(rowOf(320, [150, 150], -40))).toBe(true);
  });

  it("leaves hidden parts out, and holds for an empty row", () => {
    const row = rowOf(320, [100, 500]);
    (row.lastElementChild as HTMLElement).style.display = "none";
    expect(childrenFit(row)).toBe(true);
    expect(childrenFit(rowOf(0, []))).toBe(true);
  });
});

describe("useFitStep", () => {
  it("takes no step when everything fits", () => {
    render(<Row width={400} />);
    expect(step()).toBe(0);
  });

  it("takes one step after another until the row fits", () => {
    render(<Row width={250} />);
    expect(step()).toBe(2);
  });

  it("stops at the last step, even when the row still does not fit", () => {
    render(<Row width={50} steps={2} />);
    expect(step()).toBe(2);
  });

  it("starts again when the row is resized: wider gives parts back, narrower takes more", async () => {
    const { rerender } = render(<Row width={250} />);
    expect(step()).toBe(2);
    rerender(<Row width={400} />);
    // A re-render alone measures nothing new: the browser's resize notice does.
    expect(step()).toBe(2);
    await resized(screen.getByTestId("row"));
    expect(step()).toBe(0);
    rerender(<Row width={150} />);
    await resized(screen.getByTestId("row"));
    expect(step()).toBe(3);
  });

  it("starts again when a part changes size, and when the restart key changes", async () => {
    const { rerender } = render(<Row width={250} restartKey="en" />);
    expect(step()).toBe(2);
    rerender(<Row width={300} restartKey="en" />);
    const row = screen.getByTestId("row");
    await resized(row.children[0] as Element);
    expect(step()).toBe(1);
    rerender(<Row width={400} restartKey="de" />);
    expect(step()).toBe(0);
  });
});
