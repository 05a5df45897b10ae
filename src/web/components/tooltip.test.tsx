import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { IconButton } from "@/web/components/icon-button";
import { CloseIcon } from "@/web/components/icons";
import { Tooltip } from "@/web/components/tooltip";
import { renderView } from "@/web/testing/render";

const renderTooltip = () =>
  renderView(
    <Tooltip content="Earn K-Points by completing quests">
      <IconButton label="About K-Points" icon={<CloseIcon />} />
    </Tooltip>,
  );

describe("Tooltip", () => {
  it("describes its trigger", () => {
    renderTooltip();
    const trigger = screen.getByRole("button", { name: "About K-Points" });
    const tip = screen.getByRole("tooltip", { hidden: true });
    expect(trigger.getAttribute("aria-describedby")).toBe(tip.id);
    expect(tip.hidden).toBe(true);
  });

  it("shows on hover and hides on leave", () => {
    renderTooltip();
    const trigger = screen.getByRole("button", { name: "About K-Points" });
    fireEvent.mouseEnter(trigger);
    expect(screen.getByRole("tooltip").textContent).toBe("Earn K-Points by completing quests");
    fireEvent.mouseLeave(trigger);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("shows on focus and closes on Esc", () => {
    renderTooltip();
    const trigger = screen.getByRole("button", { name: "About K-Points" });
    fireEvent.focus(trigger);
    expect(screen.getByRole("tooltip")).toBeTruthy();
    fireEvent.keyDown(trigger, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.blur(trigger);
    fireEvent.focus(trigger);
    expect(screen.getByRole("tooltip")).toBeTruthy();
  });
});
