/**
 * Why a wallet sign-in message (Sign-In with Ethereum or with Solana) was refused. The reason is data for the
 * caller's error catalogue; the message is for logs.
 */
export type WalletSignInRejectionReason =
  "malformed" | "domain" | "nonce" | "expired" | "not-yet-valid" | "signature";

export class WalletSignInRejected extends Error {
  constructor(
    readonly reason: WalletSignInRejectionReason,
    detail: string,
  ) {
    super(`Wallet sign-in refused (${reason}): ${detail}`);
    this.name = "WalletSignInRejected";
  }
}
