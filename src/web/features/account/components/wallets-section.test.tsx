import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BrowserWallet, Eip1193Provider } from "@/web/features/account/api/ethereum";
import { utf8ToHex } from "@/web/features/account/api/ethereum";
import { WalletsSection } from "@/web/features/account/components/wallets-section";
import {
  fakeApi,
  json,
  problem,
  profileOf,
  renderAccount,
  setSignedIn,
} from "@/web/features/account/testing/account-test-kit";

afterEach(() => {
  vi.unstubAllGlobals();
  setSignedIn(false);
});

const custodial = "0x52908400098527886E0F7030069857D2E4169EE7";
const linkedAddress = "0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe";
const message = "kleos.test wants you to sign in with your Ethereum account:\n" + linkedAddress;
const signature = `0x${"ab".repeat(65)}`;

const wallet = (answers: Record<string, unknown>) => {
  const calls: { method: string; params?: ReadonlyArray<unknown> }[] = [];
  const provider: Eip1193Provider = {
    request: async (args) => {
      calls.push(args);
      const answer = answers[args.method];
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { calls, provider };
};

const announced = (provider: Eip1193Provider, name = "Test Wallet"): BrowserWallet => ({
  id: `wallet-${name}`,
  name,
  icon: undefined,
  provider,
});

const api = (link: Response) =>
  fakeApi({
    "GET /api/users/me/profile": profileOf(),
    "GET /api/users/me/wallets": { evmWalletAddress: custodial, linkedWallets: [] },
    "POST /api/authentication/wallet/nonce": json(201, {
      message,
      nonce: "n0nce",
      expiresAt: "2026-11-21T10:10:00.000Z",
    }),
    "POST /api/wallets/v2/third-party/verify-wallet": link,
  });

describe("WalletsSection", () => {
  it("shows the custodial address and copies it", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderAccount(<WalletsSection findWallets={() => []} />, { fetch: api(json(201, {})).fetch });
    expect(await screen.findByText(custodial)).toBeTruthy();
    expect(screen.getByText("No wallet is linked yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Copy address" }));
    expect(await screen.findByText("Address copied")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(custodial);
  });

  it("says no wallet was found when the page has none", async () => {
    const fake = api(json(201, {}));
    renderAccount(<WalletsSection findWallets={() => []} />, { fetch: fake.fetch });
    fireEvent.click(screen.getByRole("button", { name: "Link a wallet" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "No wallet found. Install a browser wallet such as MetaMask, then try again.",
    );
    expect(fake.called("POST", "/api/authentication/wallet/nonce")).toEqual([]);
  });

  it("links the wallet chosen in the picker with a signed sign-in message, and disconnects it", async () => {
    const linked = { chain: "evm", address: linkedAddress, linkedAt: "2026-11-21T09:05:00.000Z" };
    let listed: unknown[] = [];
    const fake = fakeApi({
      "GET /api/users/me/profile": profileOf(),
      "GET /api/users/me/wallets": () => json(200, { evmWalletAddress: custodial, linkedWallets: listed }),
      "POST /api/authentication/wallet/nonce": json(201, {
        message,
        nonce: "n0nce",
        expiresAt: "2026-11-21T10:10:00.000Z",
      }),
      "POST /api/wallets/v2/third-party/verify-wallet": () => {
        listed = [linked];
        return json(201, { wallets: [linked], linked, alreadyLinked: false });
      },
      "POST /api/wallets/third-party/disconnect": () => {
        listed = [];
        return json(200, { wallets: [] });
      },
    });
    const { calls, provider } = wallet({
      eth_requestAccounts: [linkedAddress],
      eth_chainId: "0x89",
      personal_sign: signature,
    });
    renderAccount(<WalletsSection findWallets={() => [announced(provider)]} />, { fetch: fake.fetch });
    await screen.findByText(custodial);
    fireEvent.click(screen.getByRole("button", { name: "Link a wallet" }));
    fireEvent.click(await screen.findByRole("button", { name: "Test Wallet" }));

    expect(await screen.findByText(`${linkedAddress} is now linked to your account.`)).toBeTruthy();
    expect(calls.map((call) => call.method)).toEqual(["eth_requestAccounts", "eth_chainId", "personal_sign"]);
    expect(calls[2]?.params).toEqual([utf8ToHex(message), linkedAddress]);
    expect(fake.called("POST", "/api/authentication/wallet/nonce")[0]?.body).toEqual({
      chain: "evm",
      address: linkedAddress,
      chainId: 137,
    });
    expect(fake.called("POST", "/api/wallets/v2/third-party/verify-wallet")[0]?.body).toEqual({
      message,
      signature,
    });
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(await screen.findByText("Linked 21/Nov/26, 09:05 am")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: `Disconnect ${linkedAddress}` }));
    expect(await screen.findByText("Disconnect this wallet?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Disconnect" }));
    expect(await screen.findByText("Wallet disconnected")).toBeTruthy();
    expect(fake.called("POST", "/api/wallets/third-party/disconnect")[0]?.body).toEqual({
      chain: "evm",
      address: linkedAddress,
    });
    expect(await screen.findByText("No wallet is linked yet.")).toBeTruthy();
  });

  it("shows the transaction-sign modal while the wallet is asked to sign, and closes it when it answers", async () => {
    let release: (value: string) => void = () => undefined;
    const signed = new Promise<string>((resolve) => {
      release = resolve;
    });
    const provider: Eip1193Provider = {
      request: async (args) =>
        args.method === "eth_requestAccounts"
          ? [linkedAddress]
          : args.method === "eth_chainId"
            ? "0x1"
            : signed,
    };
    const linked = { chain: "evm", address: linkedAddress, linkedAt: "2026-11-21T09:05:00.000Z" };
    renderAccount(<WalletsSection findWallets={() => [announced(provider)]} />, {
      fetch: api(json(201, { wallets: [linked], linked, alreadyLinked: false })).fetch,
    });
    await screen.findByText(custodial);
    fireEvent.click(screen.getByRole("button", { name: "Link a wallet" }));
    fireEvent.click(await screen.findByRole("button", { name: "Test Wallet" }));
    const modal = await screen.findByRole("dialog", { name: "Sign in your wallet" });
    expect(modal.textContent).toContain(
      "Test Wallet asks you to sign a message that proves this address is yours.",
    );
    expect(within(modal).getByText(linkedAddress, { selector: "code" })).toBeTruthy();
    // The very message the wallet is asked to sign, word for word.
    expect(within(modal).getByRole("region", { name: "Message to sign" }).textContent).toBe(message);
    expect(modal.textContent).toContain("Signing costs nothing and sends no transaction");
    release(signature);
    expect(await screen.findByText(`${linkedAddress} is now linked to your account.`)).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Sign in your wallet" })).toBeNull();
  });

  it("says when the wallet is linked to another account, or the person refused", async () => {
    const fake = api(
      problem(409, "AccountAlreadyLinked", {
        messageId: "errors.AccountAlreadyLinked",
        detail: "Account already linked",
      }),
    );
    const refusing = wallet({ eth_requestAccounts: new Error("User rejected the request.") });
    const linking = wallet({
      eth_requestAccounts: [linkedAddress],
      eth_chainId: "0x1",
      personal_sign: signature,
    });
    renderAccount(
      <WalletsSection
        findWallets={() => [announced(refusing.provider, "Refusing"), announced(linking.provider, "Linking")]}
      />,
      { fetch: fake.fetch },
    );
    fireEvent.click(screen.getByRole("button", { name: "Link a wallet" }));
    fireEvent.click(await screen.findByRole("button", { name: "Refusing" }));
    expect(await screen.findByText("The wallet did not approve the request.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));

    fireEvent.click(screen.getByRole("button", { name: "Link a wallet" }));
    fireEvent.click(await screen.findByRole("button", { name: "Linking" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Account already linked"));
  });
});

describe("utf8ToHex", () => {
  it("writes the UTF-8 bytes as 0x-prefixed hex", () => {
    expect(utf8ToHex("Kleos")).toBe("0x4b6c656f73");
    expect(utf8ToHex("é")).toBe("0xc3a9");
  });
});
