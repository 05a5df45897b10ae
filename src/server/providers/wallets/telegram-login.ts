/**
 * The Telegram Login Widget check (core.telegram.org/widgets/login#checking-authorization): the widget hands
 * the browser the person's fields and a hash, and the server recomputes the hash with its bot token.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export type TelegramLoginRejectionReason = "hash" | "expired" | "malformed";

/** The widget's fields were not signed with this bot's token, are too old (or dated ahead), or are unusable. */
export class TelegramLoginRejected extends Error {
  constructor(
    readonly reason: TelegramLoginRejectionReason,
    detail: string,
  ) {
    super(`Telegram login refused (${reason}): ${detail}`);
    this.name = "TelegramLoginRejected";
  }
}

export interface TelegramLogin {
  /** Telegram user id, in decimal (at most 52 significant bits). */
  readonly id: string;
  readonly firstName: string;
  readonly lastName?: string;
  readonly username?: string;
  readonly photoUrl?: string;
  readonly authDate: Date;
}

export interface TelegramLoginCheck {
  /** `123456789:AA...`, from BotFather. */
  readonly botToken: string;
  readonly now: Date;
  /** Oldest `auth_date` accepted, in seconds before `now`. */
  readonly maxAgeSeconds: number;
}

/** Telegram's clock and ours may differ a little; an `auth_date` further ahead than this is refused. */
export const TELEGRAM_AUTH_DATE_FUTURE_SKEW_SECONDS = 60;

const BOT_TOKEN = /^\d+:[\w-]+$/;
const HASH = /^[0-9a-fA-F]{64}$/;
const USER_ID = /^[1-9]\d{0,15}$/;
const UNIX_SECONDS = /^\d{1,12}$/;

const malformed = (detail: string) => new TelegramLoginRejected("malformed", detail);

/**
 * `key=value` lines sorted by key, every field but `hash`. A line break in a key or value, or `=` in a key, could
 * make two different field sets share one string, so such fields are refused rather than hashed.
 */
const dataCheckString = (fields: Readonly<Record<string, string>>): string => {
  const keys = Object.keys(fields).sort();
  return keys
    .map((key) => {
      const value = fields[key] ?? "";
      if (key === "" || /[=\n]/.test(key) || value.includes("\n"))
        throw malformed(`field ${JSON.stringify(key)} cannot be part of a data-check-string`);
      return `${key}=${value}`;
    })
    .join("\n");
};

/**
 * Checks the fields the Login Widget sent (all of them, as strings, `hash` included) and returns who signed in.
 * Throws `TelegramLoginRejected`: "hash" when they were not signed with `botToken`, "expired" when `auth_date`
 * is older than `maxAgeSeconds` or more than a minute ahead of `now`, "malformed" when a field is missing or
 * unusable.
 */
export const verifyTelegramLogin = (
  data: Readonly<Record<string, string>>,
  { botToken, now, maxAgeSeconds }: TelegramLoginCheck,
): TelegramLogin => {
  // An empty or mistyped token would make a secret anyone can compute.
  if (!BOT_TOKEN.test(botToken))
    throw new RangeError("The Telegram bot token is not of the form 123456:ABC...");
  if (!(maxAgeSeconds > 0)) throw new RangeError(`maxAgeSeconds must be positive, got ${maxAgeSeconds}`);
  const { hash, ...fields } = data;
  if (hash === undefined) throw malformed("no hash");
  const secret = createHash("sha256").update(botToken).digest();
  const expected = createHmac("sha256", secret).update(dataCheckString(fields)).digest();
  if (!HASH.test(hash) || !timingSafeEqual(expected, Buffer.from(hash, "hex")))
    throw new TelegramLoginRejected("hash", "the fields were not signed with this bot's token");

  const {
    id,
    first_name: firstName,
    last_name: lastName,
    username,
    photo_url: photoUrl,
    auth_date: authDateSeconds,
  } = fields;
  if (id === undefined || !USER_ID.test(id)) throw malformed(`id ${String(id)} is not a Telegram user id`);
  if (firstName === undefined || firstName === "") throw malformed("no first_name");
  if (authDateSeconds === undefined || !UNIX_SECONDS.test(authDateSeconds))
    throw malformed(`auth_date ${String(authDateSeconds)} is not a Unix time`);

  const authDate = new Date(Number(authDateSeconds) * 1000);
  const ageSeconds = (now.getTime() - authDate.getTime()) / 1000;
  if (ageSeconds > maxAgeSeconds)
    throw new TelegramLoginRejected(
      "expired",
      `signed at ${authDate.toISOString()}, more than ${maxAgeSeconds} s before ${now.toISOString()}`,
    );
  if (-ageSeconds > TELEGRAM_AUTH_DATE_FUTURE_SKEW_SECONDS)
    throw new TelegramLoginRejected(
      "expired",
      `signed at ${authDate.toISOString()}, after ${now.toISOString()}`,
    );

  return {
    id,
    firstName,
    ...(lastName ? { lastName } : {}),
    ...(username ? { username } : {}),
    ...(photoUrl ? { photoUrl } : {}),
    authDate,
  };
};
