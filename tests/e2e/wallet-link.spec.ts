import { expect, test, type Page } from "@playwright/test";
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import { signInByPhone } from "./support/journeys";

/**
 * A browser wallet as extensions are today: it announces itself by EIP-6963 (`eip6963:announceProvider`, again
 * on every `eip6963:requestProvider`) and does not take `window.ethereum`. Its key lives in the test process
 * (viem's `privateKeyToAccount`); the page only ever sees signatures.
 */
const announceTestWallet = async (page: Page): Promise<PrivateKeyAccount> => {
  const account = privateKeyToAccount(generatePrivateKey());
  await page.exposeFunction("kleosTestWalletSign", (raw: `0x${string}`) =>
    account.signMessage({ message: { raw } }),
  );
  await page.addInitScript(
    ({ address }: { address: string }) => {
      const host = window as unknown as { kleosTestWalletSign: (raw: string) => Promise<string> };
      const provider = {
        request: async ({ method, params }: { method: string; params?: unknown[] }) => {
          if (method === "eth_requestAccounts" || method === "eth_accounts") return [address];
          if (method === "eth_chainId") return "0x7a69";
          if (method === "personal_sign") return host.kleosTestWalletSign(String(params?.[0]));
          throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
        },
      };
      const detail = Object.freeze({
        info: {
          uuid: "3f6a1f4e-2b7c-4d3a-9e1f-5c8b7a6d4e21",
          name: "Kleos Test Wallet",
          icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 8 8'%3E%3Crect width='8' height='8' fill='%236d28d9'/%3E%3C/svg%3E",
          rdns: "gg.kleos.testwallet",
        },
        provider,
      });
      const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
      window.addEventListener("eip6963:requestProvider", announce);
      announce();
    },
    { address: account.address },
  );
  return account;
};

test("a gamer links an announced browser wallet on the profile, sees it listed, and disconnects it", async ({
  page,
}) => {
  const wallet = await announceTestWallet(page);
  await page.goto("/");
  await signInByPhone(page);
  await page.goto("/profile");

  // The multi-wallet picker lists the wallets the page announced.
  await page.getByRole("button", { name: "Link a wallet" }).click();
  const picker = page.getByRole("dialog", { name: "Connect a wallet" });
  await picker.getByRole("button", { name: "Kleos Test Wallet" }).click();
  const success = page.getByRole("dialog", { name: "Wallet linked" });
  await expect(success.getByText(`${wallet.address} is now linked to your account.`)).toBeVisible();
  await success.getByRole("button", { name: "Done" }).click();

  const wallets = page.getByRole("region", { name: "Wallets" });
  await expect(wallets.getByText(wallet.address)).toBeVisible();

  // The same wallet holds demo tokens from the dev faucet of the local chain `npm start` runs.
  const minted = await page.request.post("/api/dev-faucet", {
    headers: { source: "website" },
    data: { address: wallet.address, asset: "token", amount: 10 },
  });
  expect(minted.status(), await minted.text()).toBe(201);

  await wallets.getByRole("button", { name: `Disconnect ${wallet.address}` }).click();
  const confirm = page.getByRole("dialog", { name: "Disconnect this wallet?" });
  await confirm.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByText("Wallet disconnected")).toBeVisible();
  await expect(wallets.getByText("No wallet is linked yet.")).toBeVisible();
  await expect(wallets.getByText(wallet.address)).toHaveCount(0);
});
