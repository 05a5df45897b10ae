/**
 * Wallet sign-in through wallets injected into the page: an EIP-1193 provider (`window.ethereum`) for EVM
 * chains and `window.solana` (Phantom's interface, also spoken by Solflare and Backpack) for Solana. The
 * server writes the message (EIP-4361 or its Solana twin); the wallet only signs it.
 */
import { base58 } from "@scure/base";
import { authRequests, type SignInSession } from "@/web/features/auth/api/auth-api";
import type { ApiClient } from "@/web/lib/api-client";

export interface Eip1193Provider {
  request(args: { readonly method: string; readonly params?: ReadonlyArray<unknown> }): Promise<unknown>;
}

export interface SolanaProvider {
  readonly publicKey?: { toString(): string } | null;
  connect(): Promise<{ readonly publicKey?: { toString(): string } } | undefined>;
  signMessage(
    message: Uint8Array,
    encoding?: "utf8",
  ): Promise<{ readonly signature: Uint8Array } | Uint8Array>;
}

/** The injected providers, read without declaring them on Window (other features read `ethereum` too). */
const injected = (): { readonly ethereum?: unknown; readonly solana?: unknown } =>
  typeof window === "undefined" ? {} : (window as { ethereum?: unknown; solana?: unknown });

const injectedEthereum = (): Eip1193Provider | undefined => {
  const candidate = injected().ethereum;
  return typeof candidate === "object" && candidate !== null && "request" in candidate
    ? (candidate as Eip1193Provider)
    : undefined;
};

const injectedSolana = (): SolanaProvider | undefined => {
  const candidate = injected().solana;
  return typeof candidate === "object" &&
    candidate !== null &&
    "connect" in candidate &&
    "signMessage" in candidate
    ? (candidate as SolanaProvider)
    : undefined;
};

/** No wallet of that kind is injected into the page. */
export class NoWalletFound extends Error {
  constructor(readonly chain: "evm" | "solana") {
    super(`No ${chain} wallet is injected into the page`);
  }
}

/** The person declined in their wallet (EIP-1193 code 4001, or a wallet's own rejection). */
export class WalletRequestRejected extends Error {
  constructor(readonly chain: "evm" | "solana") {
    super(`The ${chain} wallet request was rejected`);
  }
}

const isUserRejection = (error: unknown): boolean =>
  typeof error === "object" &&
  error !== null &&
  (("code" in error && error.code === 4001) ||
    ("message" in error && typeof error.message === "string" && /reject|denied|cancel/i.test(error.message)));

const walletCall = async <T>(chain: "evm" | "solana", call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    throw isUserRejection(error) ? new WalletRequestRejected(chain) : error;
  }
};

/** The UTF-8 bytes of `text` as 0x-hex, the form personal_sign takes a message in. */
export const utf8ToHex = (text: string): string =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, "0")).join("")}`;

/** What the wallet is asked to sign: the message, word for word, with the address it signs with. */
export interface SigningRequest {
  readonly address: string;
  readonly message: string;
}

/** Told the request when the wallet is asked to sign the message, and undefined when it has answered or refused. */
export type OnSigning = (request: SigningRequest | undefined) => void;

export const signInWithEvmWallet = async (
  client: ApiClient,
  onSigning: OnSigning = () => undefined,
): Promise<SignInSession> => {
  const ethereum = injectedEthereum();
  if (ethereum === undefined) throw new NoWalletFound("evm");
  const accounts = await walletCall("evm", () => ethereum.request({ method: "eth_requestAccounts" }));
  const address = Array.isArray(accounts) && typeof accounts[0] === "string" ? accounts[0] : undefined;
  if (address === undefined) throw new WalletRequestRejected("evm");
  const chainIdHex = await walletCall("evm", () => ethereum.request({ method: "eth_chainId" }));
  const parsedChainId = typeof chainIdHex === "string" ? Number.parseInt(chainIdHex, 16) : Number.NaN;
  const chainId = Number.isSafeInteger(parsedChainId) && parsedChainId > 0 ? parsedChainId : 1;
  const { message } = await authRequests.createWalletChallenge(client, { chain: "evm", address, chainId });
  onSigning({ address, message });
  const signature = await walletCall("evm", () =>
    ethereum.request({ method: "personal_sign", params: [utf8ToHex(message), address] }),
  ).finally(() => onSigning(undefined));
  if (typeof signature !== "string") throw new WalletRequestRejected("evm");
  return authRequests.verifyWalletSignIn(client, { chain: "evm", message, signature });
};

export const signInWithSolanaWallet = async (
  client: ApiClient,
  onSigning: OnSigning = () => undefined,
): Promise<SignInSession> => {
  const solana = injectedSolana();
  if (solana === undefined) throw new NoWalletFound("solana");
  const connected = await walletCall("solana", () => solana.connect());
  const publicKey = connected?.publicKey ?? solana.publicKey;
  if (publicKey === undefined || publicKey === null) throw new WalletRequestRejected("solana");
  const address = publicKey.toString();
  // The chain id is EVM's; the server ignores it for Solana.
  const { message } = await authRequests.createWalletChallenge(client, {
    chain: "solana",
    address,
    chainId: 1,
  });
  onSigning({ address, message });
  const signed = await walletCall("solana", () =>
    solana.signMessage(new TextEncoder().encode(message), "utf8"),
  ).finally(() => onSigning(undefined));
  const signature = signed instanceof Uint8Array ? signed : signed.signature;
  return authRequests.verifyWalletSignIn(client, {
    chain: "solana",
    message,
    signature: base58.encode(signature),
  });
};
