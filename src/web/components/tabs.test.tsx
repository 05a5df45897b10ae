import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Tabs } from "@/web/components/tabs";
import { renderView } from "@/web/testing/render";

const items = [
  { id: "gamer", label: "Gamer", content: <p>Gamer score</p> },
  { id: "human", label: "Human", content: <p>Human score</p> },
  { id: "play", label: "Play", content: <p>Play score</p> },
] as const;

const tab = (name: string) => screen.getByRole("tab", { name });

describe("Tabs", () => {
  it("shows the selected tab's panel, labelled by its tab, with one tab stop", () => {
    renderView(<Tabs label="POG dashboard" items={items} />);
    expect(screen.getByRole("tablist", { name: "POG dashboard" })).toBeTruthy();
    expect(tab("Gamer").getAttribute("aria-selected")).toBe("true");
    expect(screen.getAllByRole("tab").map((element) => element.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole("tabpanel", { name: "Gamer" }).textContent).toBe("Gamer score");
    fireEvent.click(tab("Play"));
    expect(screen.getByRole("tabpanel", { name: "Play" }).textContent).toBe("Play score");
    expect(screen.queryByText("Gamer score")).toBeNull();
  });

  it("moves with the arrow keys, wrapping, and jumps with Home and End", () => {
    const onChange = vi.fn();
    renderView(<Tabs label="POG" items={items} onChange={onChange} />);
    fireEvent.keyDown(tab("Gamer"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("Human"));
    expect(tab("Human").getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(tab("Human"), { key: "End" });
    expect(document.activeElement).toBe(tab("Play"));
    fireEvent.keyDown(tab("Play"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("Gamer"));
    fireEvent.keyDown(tab("Gamer"), { key: "ArrowLeft" });
    fireEvent.keyDown(tab("Play"), { key: "Home" });
    expect(onChange.mock.calls.map(([id]) => id)).toEqual(["human", "play", "gamer", "play", "gamer"]);
  });

  it("mirrors the arrow keys in a right-to-left page", () => {
    renderView(
      <div dir="rtl">
        <Tabs label="POG" items={items} defaultValue="human" />
      </div>,
    );
    fireEvent.keyDown(tab("Human"), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tab("Play"));
    fireEvent.keyDown(tab("Play"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("Human"));
  });

  it("follows a controlled value", () => {
    renderView(<Tabs label="POG" items={items} value="play" onChange={() => undefined} />);
    expect(tab("Play").getAttribute("aria-selected")).toBe("true");
    fireEvent.click(tab("Human"));
    expect(tab("Play").getAttribute("aria-selected")).toBe("true");
  });
});
