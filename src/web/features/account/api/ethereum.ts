/**
 * Linking browser wallets. Injected wallets announce themselves by EIP-6963 (`mipd` keeps the announcements),
 * so several installed wallets each show by name and icon; a page whose only wallet is the legacy
 * `window.ethereum` gets that one as "Browser wallet". Linking one: viem over the wallet's EIP-1193 provider
 * (`custom()`) asks for the account and the chain, the server writes a single-use sign-in message (EIP-4361),
 * the wallet signs it (EIP-191 `personal_sign`), and the signed message links the address (v2 verify-wallet).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createStore, type Store } from "mipd";
import { useState, useSyncExternalStore } from "react";
import { createWalletClient, custom, type EIP1193Provider } from "viem";
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

/** A wallet the page can link: announced by EIP-6963, or the legacy injected one. */
export interface BrowserWallet {
  /** EIP-6963 `uuid` (`injected` for the legacy one). */
  readonly id: string;
  /** The wallet's own name (`MetaMask`); undefined for the legacy one, which the view names. */
  readonly name: string | undefined;
  /** A `data:image/…` URI from the announcement. */
  readonly icon: string | undefined;
  readonly provider: Eip1193Provider;
}

/** No injected wallet on the page (no browser extension, no wallet browser). */
export class NoWalletFound extends Error {
  constructor() {
    super("No EIP-1193 provider announced (EIP-6963) nor at window.ethereum");
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

let store: Store | undefined;
const announcements = (): Store => {
  // Created on first use: it asks the page's wallets to announce themselves (eip6963:requestProvider).
  store ??= createStore();
  return store;
};

const NO_ANNOUNCEMENTS: readonly never[] = [];

/** The page's wallets, kept up to date as wallets announce themselves; `override` instead (tests). */
export const useBrowserWallets = (override?: () => readonly BrowserWallet[]): readonly BrowserWallet[] => {
  const details = useSyncExternalStore(
    (onChange) => (typeof window === "undefined" ? () => {} : announcements().subscribe(onChange)),
    () => (typeof window === "undefined" ? NO_ANNOUNCEMENTS : announcements().getProviders()),
    () => NO_ANNOUNCEMENTS,
  );
  if (override !== undefined) return override();
  if (details.length > 0)
    return details.map((detail) => ({
      id: detail.info.uuid,
      name: detail.info.name,
      icon: detail.info.icon,
      provider: detail.provider as Eip1193Provider,
    }));
  const legacy = injectedEthereum();
  return legacy === undefined ? [] : [{ id: "injected", name: undefined, icon: undefined, provider: legacy }];
};

/** `personal_sign` takes the message as 0x-prefixed hex of its UTF-8 bytes. */
export const utf8ToHex = (text: string): string =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, "0")).join("")}`;

const ask = async <A>(method: string, call: () => Promise<A>): Promise<A> => {
  try {
    return await call();
  } catch (cause) {
    throw new WalletRequestRejected(method, { cause });
  }
};

/** What the wallet is asked to sign: the message, word for word, with the address it signs with. */
export interface SigningRequest {
  readonly address: string;
  readonly message: string;
}

/**
 * Links the wallet behind `provider`. `onSigning` is told the address and the message when the wallet is asked
 * to sign it, and undefined when it has answered or refused, so the page can say what the wallet is waiting for.
 */
export const linkWalletWith = async (
  client: ApiClient,
  provider: Eip1193Provider,
  onSigning: (request: SigningRequest | undefined) => void = () => undefined,
) => {
  const wallet = createWalletClient({ transport: custom(provider as EIP1193Provider, { retryCount: 0 }) });
  const [address] = await ask("eth_requestAccounts", () => wallet.requestAddresses());
  if (address === undefined) throw new WalletRequestRejected("eth_requestAccounts");
  const chainId = await ask("eth_chainId", () => wallet.getChainId());
  const challenge = await accountRequests.createWalletChallenge(client, {
    address,
    chainId: Number.isSafeInteger(chainId) && chainId > 0 ? chainId : 1,
  });
  onSigning({ address, message: challenge.message });
  const signature = await ask("personal_sign", () =>
    wallet.signMessage({ account: address, message: challenge.message }),
  ).finally(() => onSigning(undefined));
  return accountRequests.linkThirdPartyWallet(client, { message: challenge.message, signature });
};

/** Links the chosen wallet; the wallets list is read again (it holds the custodial address too). */
export const useLinkWallet = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [signingRequest, setSigningRequest] = useState<SigningRequest | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: async (wallet: BrowserWallet | undefined) => {
      if (wallet === undefined) throw new NoWalletFound();
      return linkWalletWith(client, wallet.provider, setSigningRequest);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.wallets }),
  });
  /**
   * `signing` is true while the wallet is asked to sign the link message (the transaction-sign modal's time),
   * and `signingRequest` is that message with the address it signs with.
   */
  return { ...mutation, signing: signingRequest !== undefined, signingRequest };
};

/** Unlinks a linked wallet. */
export const useDisconnectWallet = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wallet: { readonly chain: "evm" | "solana"; readonly address: string }) =>
      accountRequests.disconnectThirdPartyWallet(client, wallet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.wallets }),
  });
};
