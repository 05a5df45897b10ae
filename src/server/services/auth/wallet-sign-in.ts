/**
 * Wallet sign-in: the server writes a single-use message (EIP-4361 for EVM, its Solana twin) naming the site's
 * domain, a fresh nonce, issued-at and expiry; the wallet signs it; the server checks that exact message came
 * from it, unused and unexpired, and that the signature is the address's.
 */
import { randomBytes } from "node:crypto";
import { Clock, Context, Effect, Layer } from "effect";
import { WALLET_CHALLENGE_TTL_MS } from "@/domain/constants/sign-in";
import { SignInProofRejected } from "@/domain/errors/auth-errors";
import { isSolanaAddress, toChecksumAddress } from "@/domain/validation/wallet-rules";
import { AuthRepository } from "@/server/db/repositories/auth-repository";
import { traced } from "@/server/effect/traced";
import { buildSiweMessage, verifySiweSignIn } from "@/server/providers/wallets/siwe";
import { buildSolanaSignInMessage, verifySolanaSignIn } from "@/server/providers/wallets/solana-sign-in";
import { WalletSignInRejected } from "@/server/providers/wallets/wallet-sign-in-errors";

export type WalletChain = "evm" | "solana";

export interface WalletChallenge {
  readonly message: string;
  readonly nonce: string;
  readonly expiresAt: Date;
}

export interface SignedWallet {
  readonly chain: WalletChain;
  /** EIP-55 for EVM, base58 for Solana. */
  readonly address: string;
}

const STATEMENT = "Sign in to Kleos. This request costs nothing and does not send a transaction.";
const NONCE_LINE = /^Nonce: ([A-Za-z0-9]{8,64})$/m;

/** The identity subject of a wallet: EVM addresses compare case-insensitively, Solana's are case-sensitive. */
export const walletSubject = (wallet: SignedWallet): string =>
  wallet.chain === "evm" ? wallet.address.toLowerCase() : wallet.address;

/**
 * The chain a signed challenge is for, read from its first line as `challenge` writes it ("… wants you to sign in
 * with your Ethereum account:" for EIP-4361, "… Solana account:" for its twin); undefined for any other text.
 */
export const walletChainOfMessage = (message: string): WalletChain | undefined => {
  const firstLine = message.split("\n", 1)[0] ?? "";
  if (firstLine.endsWith(" wants you to sign in with your Ethereum account:")) return "evm";
  if (firstLine.endsWith(" wants you to sign in with your Solana account:")) return "solana";
  return undefined;
};

export class WalletSignIn extends Context.Service<
  WalletSignIn,
  {
    challenge(input: {
      readonly chain: WalletChain;
      readonly address: string;
      readonly chainId: number;
      /** The site's origin (`https://kleos.gg`); its host is the message's domain. */
      readonly origin: string;
    }): Effect.Effect<WalletChallenge, SignInProofRejected>;
    verify(input: {
      readonly chain: WalletChain;
      readonly message: string;
      readonly signature: string;
      readonly origin: string;
    }): Effect.Effect<SignedWallet, SignInProofRejected>;
  }
>()("kleos/server/services/auth/WalletSignIn") {
  static readonly layer = Layer.effect(
    WalletSignIn,
    Effect.gen(function* () {
      const auth = yield* AuthRepository;
      const rejected = (chain: WalletChain, reason: string) =>
        new SignInProofRejected({ method: chain, reason });

      return WalletSignIn.of(
        traced("WalletSignIn", {
          challenge: ({
            chain,
            address,
            chainId,
            origin,
          }: {
            readonly chain: WalletChain;
            readonly address: string;
            readonly chainId: number;
            readonly origin: string;
          }) =>
            Effect.gen(function* () {
              const now = yield* Clock.currentTimeMillis;
              const domain = new URL(origin).host;
              const nonce = randomBytes(16).toString("hex");
              const issuedAt = new Date(now);
              const expiresAt = new Date(now + WALLET_CHALLENGE_TTL_MS);
              let message: string;
              if (chain === "evm") {
                if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return yield* rejected(chain, "malformed");
                message = buildSiweMessage({
                  domain,
                  uri: origin,
                  address: toChecksumAddress(address),
                  chainId,
                  nonce,
                  issuedAt,
                  expirationTime: expiresAt,
                  statement: STATEMENT,
                });
              } else {
                if (!isSolanaAddress(address)) return yield* rejected(chain, "malformed");
                message = buildSolanaSignInMessage({
                  domain,
                  address,
                  nonce,
                  issuedAt,
                  expirationTime: expiresAt,
                  statement: STATEMENT,
                });
              }
              yield* auth.insertWalletChallenge({ nonce, chain, address, message, expiresAt });
              return { message, nonce, expiresAt };
            }),

          verify: ({
            chain,
            message,
            signature,
            origin,
          }: {
            readonly chain: WalletChain;
            readonly message: string;
            readonly signature: string;
            readonly origin: string;
          }) =>
            Effect.gen(function* () {
              const now = new Date(yield* Clock.currentTimeMillis);
              const nonce = NONCE_LINE.exec(message)?.[1];
              if (nonce === undefined) return yield* rejected(chain, "malformed");
              // Used up before the signature is checked: a nonce never gets a second try.
              const issued = yield* auth.useWalletChallenge(nonce, now);
              if (issued === undefined) return yield* rejected(chain, "nonce");
              if (issued.chain !== chain || issued.message !== message)
                return yield* rejected(chain, "nonce");
              const expected = { domain: new URL(origin).host, nonce, now };
              const signed = yield* Effect.tryPromise({
                try: async (): Promise<SignedWallet> =>
                  chain === "evm"
                    ? { chain, address: (await verifySiweSignIn({ message, signature, expected })).address }
                    : {
                        chain,
                        address: (await verifySolanaSignIn({ message, signatureBase58: signature, expected }))
                          .address,
                      },
                catch: (error) =>
                  rejected(chain, error instanceof WalletSignInRejected ? error.reason : "signature"),
              });
              return signed;
            }),
        }),
      );
    }),
  );
}
