import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Button } from "@/web/components/button";
import { Drawer } from "@/web/components/drawer";
import { renderView } from "@/web/testing/render";

const Menu = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Menu</Button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Navigation">
        <a href="/k-quest/">K-Quest</a>
      </Drawer>
    </>
  );
};

describe("Drawer", () => {
  it("opens as a modal dialog, traps Tab, closes on Esc and returns focus", () => {
    renderView(<Menu />);
    const opener = screen.getByRole("button", { name: "Menu" });
    opener.focus();
    fireEvent.click(opener);
    const drawer = screen.getByRole("dialog", { name: "Navigation" });
    expect(drawer.getAttribute("aria-modal")).toBe("true");
    const link = screen.getByRole("link", { name: "K-Quest" });
    link.focus();
    fireEvent.keyDown(drawer, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    fireEvent.keyDown(drawer, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
