import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import {
  TransactionSignDialog,
  type TransactionSignDialogProps,
} from "@/web/components/transaction-sign-dialog";
import { renderView, renderViewIn } from "@/web/testing/render";

const address = "0x52908400098527886E0F7030069857D2E4169EE7";

const Example = (props: Omit<TransactionSignDialogProps, "open" | "onClose">) => {
  const [open, setOpen] = useState(true);
  return <TransactionSignDialog {...props} open={open} onClose={() => setOpen(false)} />;
};

describe("TransactionSignDialog", () => {
  it("says what signing in does, with which wallet and address, and that it costs nothing", () => {
    renderView(<Example wallet="Ethereum wallet" address={address} purpose="signIn" />);
    const dialog = screen.getByRole("dialog", { name: "Sign in your wallet" });
    expect(dialog.getAttribute("aria-describedby")).not.toBeNull();
    expect(
      screen.getByText(
        "Ethereum wallet asks you to sign a message that signs you in to Kleos with this address.",
      ),
    ).toBeTruthy();
    expect(screen.getByText(address).tagName).toBe("CODE");
    expect(dialog.textContent).toContain("Open your wallet and approve the signature request to continue.");
    expect(dialog.textContent).toContain("Signing costs nothing and sends no transaction");
  });

  it("says a link proves the address is the gamer's, and leaves the address out until the wallet gave it", () => {
    renderView(<Example wallet="Test Wallet" purpose="link" />);
    const dialog = screen.getByRole("dialog", { name: "Sign in your wallet" });
    expect(dialog.textContent).toContain(
      "Test Wallet asks you to sign a message that proves this address is yours.",
    );
    expect(dialog.textContent).not.toContain("Address");
  });

  it("closes when the gamer closes it", () => {
    renderView(
      <Example
        wallet="Solana wallet"
        address="9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin"
        purpose="signIn"
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("reads in Hebrew, with the address as it is", async () => {
    await renderViewIn("he", <Example wallet="ארנק Ethereum" address={address} purpose="signIn" />);
    const dialog = screen.getByRole("dialog", { name: "חתמו בארנק שלכם" });
    expect(dialog.textContent).toContain(
      "ארנק Ethereum מבקש מכם לחתום על הודעה שמחברת אתכם ל-Kleos עם הכתובת הזו.",
    );
    expect(screen.getByText(address).tagName).toBe("CODE");
  });
});
