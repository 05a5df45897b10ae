import { WalletSignInRejected } from "@/server/providers/wallets/wallet-sign-in-errors";

export interface SignInWindow {
  readonly issuedAt: Date;
  readonly expirationTime: Date;
  readonly notBefore?: Date | undefined;
}

/**
 * Refuses a sign-in message outside its lifetime: issued after `now`, expired at or before `now`, or not valid
 * before a later `notBefore`. The server writes `issuedAt` from its own clock, so no skew is allowed.
 */
export const assertWithinSignInWindow = (window: SignInWindow, now: Date): void => {
  const at = now.getTime();
  if (Number.isNaN(at))
    throw new RangeError("The time to check a sign-in message against is not a valid date");
  if (window.issuedAt.getTime() > at)
    throw new WalletSignInRejected(
      "not-yet-valid",
      `issued at ${window.issuedAt.toISOString()}, after ${now.toISOString()}`,
    );
  if (window.expirationTime.getTime() <= at)
    throw new WalletSignInRejected(
      "expired",
      `expired at ${window.expirationTime.toISOString()}, checked at ${now.toISOString()}`,
    );
  if (window.notBefore !== undefined && window.notBefore.getTime() > at)
    throw new WalletSignInRejected(
      "not-yet-valid",
      `not valid before ${window.notBefore.toISOString()}, checked at ${now.toISOString()}`,
    );
};
