/**
 * Proofs that a real wallet or Telegram's widget would hand the site: SIWE messages signed with a secp256k1 key
 * (viem), Solana sign-in messages signed with an ed25519 key (@solana/kit), and Telegram Login Widget fields
 * signed with a test bot's token the way Telegram does (HMAC-SHA-256 keyed with SHA-256 of the token).
 */
import { createHash, createHmac } from "node:crypto";
import { base58 } from "@scure/base";
import { generateKeyPair, getAddressFromPublicKey, signBytes } from "@solana/kit";
import type { FastifyInstance, InjectOptions } from "fastify";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";

/** A bot for tests; build the app with `config.telegram` set to it. */
export const TEST_TELEGRAM_BOT = {
  botToken: "7000000001:AAF_kleos-test-bot-token_0123456789",
  botName: "kleos_test_bot",
} as const;

export interface WalletSigner {
  readonly chain: "evm" | "solana";
  readonly address: string;
  sign(message: string): Promise<string>;
}

/** A fresh EVM key (EIP-191 personal_sign). */
export const evmSigner = (): WalletSigner => {
  const account = privateKeyToAccount(generatePrivateKey());
  return { chain: "evm", address: account.address, sign: (message) => account.signMessage({ message }) };
};

/** A fresh ed25519 key; signatures in base58, as Solana wallets give them. */
export const solanaSigner = async (): Promise<WalletSigner> => {
  const keys = await generateKeyPair();
  return {
    chain: "solana",
    address: await getAddressFromPublicKey(keys.publicKey),
    sign: async (message) =>
      base58.encode(await signBytes(keys.privateKey, new TextEncoder().encode(message))),
  };
};

export interface WalletChallengeAnswer {
  readonly message: string;
  readonly nonce: string;
  readonly expiresAt: string;
}

/** Asks the app for a sign-in message for `signer`'s address. */
export const walletChallenge = async (
  app: FastifyInstance,
  signer: Pick<WalletSigner, "chain" | "address">,
  request: Partial<InjectOptions> = {},
): Promise<WalletChallengeAnswer> => {
  const response = await app.inject({
    method: "POST",
    url: "/api/authentication/wallet/nonce",
    payload: { chain: signer.chain, address: signer.address },
    ...request,
  });
  if (response.statusCode !== 201) throw new Error(`No wallet challenge: ${response.body}`);
  return response.json<WalletChallengeAnswer>();
};

/** A challenge of the app, signed by `signer`: the body of verifyWalletSignIn and linkWallet. */
export const signedWalletProof = async (
  app: FastifyInstance,
  signer: WalletSigner,
): Promise<{ chain: "evm" | "solana"; message: string; signature: string }> => {
  const { message } = await walletChallenge(app, signer);
  return { chain: signer.chain, message, signature: await signer.sign(message) };
};

export type TelegramFields = Record<string, string | number>;

/** Signs the widget's fields (every field but `hash`, `key=value` lines sorted by key) with the bot's token. */
export const signTelegramLogin = (
  fields: TelegramFields,
  botToken: string = TEST_TELEGRAM_BOT.botToken,
): TelegramFields & { hash: string } => {
  const text = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join("\n");
  const secret = createHash("sha256").update(botToken).digest();
  return { ...fields, hash: createHmac("sha256", secret).update(text).digest("hex") };
};

let nextTelegramId = 0;

/** The widget's answer for a fresh Telegram user, signed now by the test bot. */
export const telegramLogin = (
  overrides: TelegramFields = {},
  botToken: string = TEST_TELEGRAM_BOT.botToken,
): TelegramFields & { hash: string } => {
  nextTelegramId += 1;
  return signTelegramLogin(
    {
      id: 500_000_000 + ((process.pid * 31 + nextTelegramId) % 400_000_000),
      first_name: "Ravi",
      username: `ravi_${nextTelegramId}`,
      auth_date: Math.floor(Date.now() / 1000),
      ...overrides,
    },
    botToken,
  );
};
