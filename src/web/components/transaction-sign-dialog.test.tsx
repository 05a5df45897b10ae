import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  TransactionSignDialog,
  type TransactionSignDialogProps,
} from "@/web/components/transaction-sign-dialog";
import { renderView, renderViewIn } from "@/web/testing/render";

const address = "0x52908400098527886E0F7030069857D2E4169EE7";

/** An EIP-4361 sign-in message as the server writes it: lines, one of them a long URI. */
const message = [
  "kleos.gg wants you to sign in with your Ethereum account:",
  address,
  "",
  "Sign in to Kleos.",
  "",
  `URI: https://kleos.gg/api/authentication/wallet?${"return=%2Fgamer%2Fk-quest".repeat(4)}`,
  "Version: 1",
  "Chain ID: 1",
  "Nonce: 8f3kQ2xZp0LmW7cR",
  "Issued At: 2026-11-28T06:00:00.000Z",
].join("\n");

const messageRegion = () => screen.getByRole("region", { name: "Message to sign" });

const stubClipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });

afterEach(() => {
  Reflect.deleteProperty(navigator, "clipboard");
  window.getSelection()?.removeAllRanges();
});

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

  it("says a link proves the address is the gamer's, and leaves the address and message out until given", () => {
    renderView(<Example wallet="Test Wallet" purpose="link" />);
    const dialog = screen.getByRole("dialog", { name: "Sign in your wallet" });
    expect(dialog.textContent).toContain(
      "Test Wallet asks you to sign a message that proves this address is yours.",
    );
    expect(dialog.textContent).not.toContain("Address");
    expect(screen.queryByRole("region", { name: "Message to sign" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Copy message" })).toBeNull();
  });

  it("shows the whole message word for word, left to right, in a box of its own a keyboard can scroll", () => {
    renderView(<Example wallet="Ethereum wallet" address={address} message={message} purpose="signIn" />);
    const region = messageRegion();
    expect(region.tagName).toBe("PRE");
    // Every line, the blank ones and the long URI too, exactly as the wallet will show it.
    expect(region.textContent).toBe(message);
    expect(region.getAttribute("dir")).toBe("ltr");
    expect(region.tabIndex).toBe(0);
    expect(region.closest("[role=dialog]")).toBe(screen.getByRole("dialog", { name: "Sign in your wallet" }));
    expect(screen.getByText("Your wallet shows this same text: sign only if it matches.").id).toBe(
      region.getAttribute("aria-describedby"),
    );
  });

  it("copies the message, and says so", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    renderView(<Example wallet="Ethereum wallet" address={address} message={message} purpose="signIn" />);
    fireEvent.click(screen.getByRole("button", { name: "Copy message" }));
    expect(await screen.findByText("Message copied")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(message);
  });

  it("selects the message for the gamer to copy when the browser will not", async () => {
    stubClipboard(() => Promise.reject(new Error("NotAllowedError")));
    renderView(<Example wallet="Ethereum wallet" address={address} message={message} purpose="signIn" />);
    fireEvent.click(screen.getByRole("button", { name: "Copy message" }));
    expect(
      await screen.findByText("The message could not be copied. It is selected: copy it yourself."),
    ).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe(message);
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

  it("reads in Hebrew, with the address and the message as they are, left to right", async () => {
    await renderViewIn(
      "he",
      <Example wallet="ארנק Ethereum" address={address} message={message} purpose="signIn" />,
    );
    const dialog = screen.getByRole("dialog", { name: "חתמו בארנק שלכם" });
    expect(dialog.textContent).toContain(
      "ארנק Ethereum מבקש מכם לחתום על הודעה שמחברת אתכם ל-Kleos עם הכתובת הזו.",
    );
    expect(within(dialog).getByText(address, { selector: "code" })).toBeTruthy();
    const region = within(dialog).getByRole("region", { name: "ההודעה לחתימה" });
    expect(region.textContent).toBe(message);
    expect(region.getAttribute("dir")).toBe("ltr");
    expect(within(dialog).getByRole("button", { name: "העתקת ההודעה" })).toBeTruthy();
  });
});
