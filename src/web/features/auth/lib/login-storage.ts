/**
 * What sign-in keeps in the browser's storage (spec §3 keys where the spec names one). Tokens are never
 * here: they are HttpOnly cookies.
 */
import type { CodeChallenge, LoginMethod } from "@/web/features/auth/api/auth-api";

export const STORAGE_KEYS = {
  loginMethod: "login_method",
  userId: "userId",
  retryLoginAfter: "retryLoginAfter",
  /** The referral code a visitor arrived with (`?referral=`), for the account they create. */
  referral: "referral",
  /** A clan-chief or join-clan intent a page stored before asking the visitor to sign in (spec §4). */
  clanIntent: "clanIntent",
  /** The intent, turned into a flag for the page that reloads after sign-in. */
  clanIntentAfterLogin: "clanIntentAfterLogin",
  /** The QR reference a visitor arrived with (`?qr_ref_id=`). */
  qrReference: "qr_ref_id",
} as const;

/** The code challenge waiting for its code, per tab: a code link (`?code=`) completes it. */
const PENDING_CHALLENGE_KEY = "pendingLoginChallenge";

const local = (): Storage | undefined => (typeof window === "undefined" ? undefined : window.localStorage);
const perTab = (): Storage | undefined => (typeof window === "undefined" ? undefined : window.sessionStorage);

/** The stored login method of spec §3: phone sign-ins record their channel (whatsapp, sms). */
export type StoredLoginMethod = Exclude<LoginMethod, "phone"> | "whatsapp" | "sms";

export const rememberSignIn = (userId: string, method: StoredLoginMethod): void => {
  local()?.setItem(STORAGE_KEYS.userId, userId);
  local()?.setItem(STORAGE_KEYS.loginMethod, method);
};

export const lastLoginMethod = (): string | undefined =>
  local()?.getItem(STORAGE_KEYS.loginMethod) ?? undefined;

/** The retry gate (epoch ms), or undefined when none is set or the stored value is not a number. */
export const readRetryLoginAfter = (): number | undefined => {
  const stored = local()?.getItem(STORAGE_KEYS.retryLoginAfter);
  if (stored === null || stored === undefined) return undefined;
  const value = Number(stored);
  return Number.isFinite(value) ? value : undefined;
};

export const storeRetryLoginAfter = (at: number): void =>
  local()?.setItem(STORAGE_KEYS.retryLoginAfter, String(Math.round(at)));

export const clearRetryLoginAfter = (): void => local()?.removeItem(STORAGE_KEYS.retryLoginAfter);

export const storeReferral = (code: string): void => local()?.setItem(STORAGE_KEYS.referral, code);

export const storeQrReference = (reference: string): void =>
  perTab()?.setItem(STORAGE_KEYS.qrReference, reference);

/**
 * Takes the stored clan intent, if any, and leaves it as the after-login flag: the caller then reloads the
 * page so the clan pages start over signed in.
 */
export const takeClanIntent = (): string | undefined => {
  const intent = local()?.getItem(STORAGE_KEYS.clanIntent);
  if (intent === null || intent === undefined || intent === "") return undefined;
  local()?.removeItem(STORAGE_KEYS.clanIntent);
  perTab()?.setItem(STORAGE_KEYS.clanIntentAfterLogin, intent);
  return intent;
};

export interface PendingChallenge {
  readonly kind: "phone" | "email";
  readonly challenge: CodeChallenge;
}

export const storePendingChallenge = (pending: PendingChallenge): void =>
  perTab()?.setItem(PENDING_CHALLENGE_KEY, JSON.stringify(pending));

export const clearPendingChallenge = (): void => perTab()?.removeItem(PENDING_CHALLENGE_KEY);

export const readPendingChallenge = (): PendingChallenge | undefined => {
  const stored = perTab()?.getItem(PENDING_CHALLENGE_KEY);
  if (stored === null || stored === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== "object" || value === null || !("kind" in value) || !("challenge" in value))
      return undefined;
    return value as PendingChallenge;
  } catch {
    return undefined;
  }
};
