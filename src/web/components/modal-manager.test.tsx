import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import { ModalManagerProvider, useModalManager, useRegisterModal } from "@/web/components/modal-manager";
import { renderView } from "@/web/testing/render";

const Status = () => {
  const { isModalOpen, openCount } = useModalManager();
  return <output aria-label="modals">{`${String(isModalOpen)} ${openCount}`}</output>;
};

const Nested = () => {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <ModalManagerProvider>
      <Status />
      <Button onClick={() => setOuter(true)}>Open outer</Button>
      <Dialog open={outer} onClose={() => setOuter(false)} title="Outer">
        <Button onClick={() => setInner(true)}>Open inner</Button>
        <Dialog open={inner} onClose={() => setInner(false)} title="Inner">
          <p>Inner body</p>
        </Dialog>
      </Dialog>
    </ModalManagerProvider>
  );
};

const status = () => screen.getByRole("status", { name: "modals" }).textContent;

describe("modal manager", () => {
  it("knows whether a modal is open and how many", () => {
    renderView(<Nested />);
    expect(status()).toBe("false 0");
    fireEvent.click(screen.getByRole("button", { name: "Open outer" }));
    expect(status()).toBe("true 1");
    fireEvent.click(screen.getByRole("button", { name: "Open inner" }));
    expect(status()).toBe("true 2");
  });

  it("lets Esc close only the topmost modal", () => {
    renderView(<Nested />);
    fireEvent.click(screen.getByRole("button", { name: "Open outer" }));
    fireEvent.click(screen.getByRole("button", { name: "Open inner" }));
    fireEvent.keyDown(screen.getByText("Inner body"), { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Inner" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Outer" })).toBeTruthy();
    expect(status()).toBe("true 1");
  });

  it("counts modals that are not Dialogs through useRegisterModal", () => {
    const Overlay = ({ open }: { open: boolean }) => {
      useRegisterModal(open);
      return null;
    };
    const { rerender } = render(
      <ModalManagerProvider>
        <Status />
        <Overlay open={false} />
      </ModalManagerProvider>,
    );
    expect(status()).toBe("false 0");
    rerender(
      <ModalManagerProvider>
        <Status />
        <Overlay open />
      </ModalManagerProvider>,
    );
    expect(status()).toBe("true 1");
  });

  it("says clearly when its provider is missing", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Status />)).toThrow(/ModalManagerProvider/);
    quiet.mockRestore();
  });
});
