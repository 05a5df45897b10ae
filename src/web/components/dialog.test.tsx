import { fireEvent, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import { renderView } from "@/web/testing/render";

const Example = ({
  dismissible = true,
  focusField = false,
}: {
  dismissible?: boolean;
  focusField?: boolean;
}) => {
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Log out</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Log out?"
        description="You can log in again at any time."
        dismissible={dismissible}
        {...(focusField ? { initialFocusRef: field } : {})}
        footer={
          <>
            <Button tone="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Confirm</Button>
          </>
        }
      >
        <input aria-label="Reason" ref={field} />
      </Dialog>
    </main>
  );
};

const openDialog = () => {
  const opener = screen.getByRole("button", { name: "Log out" });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole("dialog", { name: "Log out?" }) };
};

describe("Dialog", () => {
  it("is a modal dialog named by its title and described by its description, in a portal", () => {
    const { container } = renderView(<Example />);
    expect(screen.queryByRole("dialog")).toBeNull();
    const { dialog } = openDialog();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(screen.getByRole("dialog", { description: "You can log in again at any time." })).toBe(dialog);
    expect(container.contains(dialog)).toBe(false);
    expect(document.activeElement).toBe(dialog);
  });

  it("makes the page behind it inert while open", () => {
    const { container } = renderView(<Example />);
    openDialog();
    expect(container.hasAttribute("inert")).toBe(true);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(container.hasAttribute("inert")).toBe(false);
  });

  it("closes on Esc and gives focus back to the opener", () => {
    renderView(<Example />);
    const { opener, dialog } = openDialog();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes from its close button and from a click outside", () => {
    renderView(<Example />);
    openDialog();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    const { dialog } = openDialog();
    fireEvent.mouseDown(dialog.parentElement!);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps Tab inside the dialog", () => {
    renderView(<Example />);
    const { dialog } = openDialog();
    const close = screen.getByRole("button", { name: "Close" });
    const confirm = screen.getByRole("button", { name: "Confirm" });
    confirm.focus();
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it("focuses the field it is told to", () => {
    renderView(<Example focusField />);
    openDialog();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Reason" }));
  });

  it("cannot be dismissed when it must not be", () => {
    renderView(<Example dismissible={false} />);
    const { dialog } = openDialog();
    fireEvent.keyDown(dialog, { key: "Escape" });
    fireEvent.mouseDown(dialog.parentElement!);
    expect(screen.getByRole("dialog")).toBe(dialog);
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });
});
