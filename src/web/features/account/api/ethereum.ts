/**
 * Linking a browser wallet through the injected EIP-1193 provider (`window.ethereum`): ask for the account
 * and the chain, fetch a single-use sign-in message (EIP-4361) from the server, have the wallet sign it
 * (EIP-191 `personal_sign`) and send the signature back to link the address.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { accountKeys, accountRequests } from "@/web/features/account/api/account-api";
import type { ApiClient } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";

/** The part of EIP-1193 the site uses. */
export interface Eip1193Provider {
  readonly request: (args: {
    readonly method: string;
    readonly params?: ReadonlyArray<unknown>;
  }) => Promise<unknown>;
}

/** No injected wallet on the page (no browser extension, no wallet browser). */
export class NoWalletFound extends Error {
  constructor() {
    super("No EIP-1193 provider at window.ethereum");
  }
}

/** The person refused in the wallet (EIP-1193 error 4001) or the wallet answered nothing usable. */
export class WalletRequestRejected extends Error {
  constructor(
    readonly method: string,
    options?: { cause: unknown },
  ) {
    super(`The wallet refused ${method}`, options);
  }
}

export const injectedEthereum = (): Eip1193Provider | undefined => {
  if (typeof window === "undefined") return undefined;
  const candidate: unknown = (window as { ethereum?: unknown }).ethereum;
  return typeof candidate === "object" &&
    candidate !== null &&
    "request" in candidate &&
    typeof candidate.request === "function"
    ? (candidate as Eip1193Provider)
    : undefined;
};

/** `personal_sign` takes the message as 0x-prefixed hex of its UTF-8 bytes. */
export const utf8ToHex = (text: string): string =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, "0")).join("")}`;

const ask = async (provider: Eip1193Provider, method: string, params?: ReadonlyArray<unknown>) => {
  try {
    return await provider.request(params === undefined ? { method } : { method, params });
  } catch (cause) {
    throw new WalletRequestRejected(method, { cause });
  }
};

export const linkWalletWith = async (client: ApiClient, provider: Eip1193Provider) => {
  const accounts = await ask(provider, "eth_requestAccounts");
  const address = Array.isArray(accounts) && typeof accounts[0] === "string" ? accounts[0] : undefined;
  if (address === undefined) throw new WalletRequestRejected("eth_requestAccounts");
  const chainHex = await ask(provider, "eth_chainId");
  const chainId = typeof chainHex === "string" ? Number.parseInt(chainHex, 16) : Number.NaN;
  const challenge = await accountRequests.createWalletChallenge(client, {
    address,
    chainId: Number.isSafeInteger(chainId) && chainId > 0 ? chainId : 1,
  });
  const signature = await ask(provider, "personal_sign", [utf8ToHex(challenge.message), address]);
  if (typeof signature !== "string") throw new WalletRequestRejected("personal_sign");
  return accountRequests.linkWallet(client, { message: challenge.message, signature });
};

/** Links the injected wallet; `findProvider` is the page's `window.ethereum` unless a test gives another. */
export const useLinkWallet = (findProvider: () => Eip1193Provider | undefined = injectedEthereum) => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const provider = findProvider();
      if (provider === undefined) throw new NoWalletFound();
      return linkWalletWith(client, provider);
    },
    onSuccess: (wallets) => queryClient.setQueryData(accountKeys.wallets, wallets),
  });
};
