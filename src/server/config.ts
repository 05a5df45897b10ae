/**
 * The server's configuration, read from the environment once, here and nowhere else. Each variable is
 * documented in the README's config table; a bad value stops the server with a message naming it.
 */
import { join, resolve } from "node:path";
import { DEFAULT_FIAT_MINOR_PER_USDT, type FiatRates } from "@/domain/constants/money";
import {
  DEFAULT_PAYOUT_FEE,
  PAYOUT_DAILY_MAXIMUM_USDT_BASE,
  PAYOUT_MINIMUM_USDT_BASE,
  PAYOUT_MONTHLY_MAXIMUM_USDT_BASE,
  TDS_194BA_RATE_BPS,
} from "@/domain/wallet/payouts";

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

export interface SocialClientConfig {
  readonly clientId: string | undefined;
  readonly clientSecret: string | undefined;
  /** The API's base (X `https://api.x.com`, Discord `https://discord.com/api/v10`), or a fake's. */
  readonly apiBase: string;
  /** The page the browser authorizes a connect on. */
  readonly authorizeUrl: string;
}

export interface Config {
  /** NODE_ENV; production when unset (fail closed), development when only KLEOS_DEV_TOOLS=true is set. */
  readonly env: "production" | "development" | "test";
  /**
   * The development conveniences: the dev inbox (everyone's codes, unauthenticated), dev rewards, the sandbox
   * checkout, an http OpenID issuer and partner redirects to http on this machine. On with NODE_ENV=development
   * or KLEOS_DEV_TOOLS=true; never in production. Every such gate reads this, never `env`.
   */
  readonly devTools: boolean;
  readonly host: string;
  readonly port: number;
  readonly logLevel: LogLevel;
  /** PGlite data folder, or `memory://` for a throwaway database. Ignored when `databaseUrl` is set. */
  readonly dataDir: string;
  /** PostgreSQL connection string; when set, PostgreSQL replaces the embedded PGlite. */
  readonly databaseUrl: string | undefined;
  /** PostgreSQL schema to work in (search_path); lets several instances or test runs share one database. */
  readonly databaseSchema: string;
  /** Redis, shared by several servers (ended sign-ins); undefined: each process keeps its own in memory. */
  readonly redisUrl: string | undefined;
  /** Prefix of every key Kleos writes in Redis besides revocations (ranks, rate limits). */
  readonly redisKeyPrefix: string;
  /** Load the demo catalogue at start-up (idempotent). */
  readonly seedDemoData: boolean;
  /** Load the demo campaigns and quests at start-up (idempotent; the same flag as the catalogue). */
  readonly seedDemoCampaigns: boolean;
  /** Run the background jobs' workers and schedules in this process (KLEOS_JOBS; on unless "false"). */
  readonly runJobs: boolean;
  /** Folder of the built site to serve, or undefined to serve the API only. */
  readonly webDistDir: string | undefined;
  /** Requests per minute per client IP before 429. */
  readonly rateLimitPerMinute: number;
  /** How long (ms) a catalogue answer may be served from memory before it is read again; 0 turns caching off. */
  readonly catalogueCacheMs: number;
  /**
   * How long (ms) a page of the campaign list may be served from memory (never a gamer's own progress, which is
   * read on every request); 0 turns caching off.
   */
  readonly campaignListCacheMs: number;
  /** Largest accepted request body, in bytes. */
  readonly bodyLimitBytes: number;
  /** How long (hours) the answer of a finished money-moving request is kept for a retry with its Idempotency-Key. */
  readonly idempotencyRetentionHours: number;
  /** Trust X-Forwarded-* from a proxy in front: true, or a comma-separated list of addresses/CIDRs. */
  readonly trustProxy: boolean | string;
  /** The site's public origin (links in messages, the SIWE domain, OAuth redirects); undefined: the request's own. */
  readonly publicUrl: string | undefined;
  /**
   * The block explorer's page of the POG collection, where the showcase's "explore on chain" leads; undefined
   * (the local chain has no explorer): Kleos' own token page.
   */
  readonly pogExplorerUrl: string | undefined;
  /**
   * The third-party client id of the Klash arena (registered with `POST /api/admin/third-party-clients`);
   * undefined: the local arena simulator with the dev tools on, else the arena is closed.
   */
  readonly klashArenaClientId: string | undefined;
  /**
   * Web Push (VAPID, RFC 8292): the key pair (base64url, as `web-push generate-vapid-keys` prints it) and the
   * contact the push services see. Undefined keys: a pair made once and kept in the database.
   */
  readonly webPush: {
    readonly publicKey: string | undefined;
    readonly privateKey: string | undefined;
    readonly subject: string;
  };
  /** Lifetime of an access token, in seconds. */
  readonly accessTokenTtlSeconds: number;
  /** PEM (PKCS#8) EC P-256 key that signs access tokens; undefined: one generated once and kept in the database. */
  readonly jwtPrivateKeyPem: string | undefined;
  /** Who delivers phone codes: the dev inbox (local default), WhatsApp Cloud API or Twilio Verify (SMS). */
  readonly phoneCodeProvider: "devinbox" | "whatsapp" | "twilio";
  readonly whatsapp: {
    readonly apiBase: string;
    readonly accessToken: string | undefined;
    readonly phoneNumberId: string | undefined;
    readonly templateName: string;
    /** The utility template notifications go out by (with the access token and phone number id set). */
    readonly noticeTemplateName: string;
  };
  readonly twilio: {
    readonly apiBase: string;
    readonly accountSid: string | undefined;
    readonly authToken: string | undefined;
    readonly verifyServiceSid: string | undefined;
  };
  /** `smtp://` or `smtps://` URL of the mail relay; undefined: e-mails land in the dev inbox. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly google: {
    readonly issuer: string;
    readonly clientId: string | undefined;
    readonly clientSecret: string | undefined;
  };
  readonly telegram: { readonly botToken: string | undefined; readonly botName: string | undefined };
  /** Linked social accounts: X and Discord OAuth clients and APIs, and the key their tokens are encrypted with. */
  readonly social: {
    /** AES-256 key (64 hex digits or base64) for provider tokens at rest; undefined: one kept in the database. */
    readonly tokenKey: string | undefined;
    readonly x: SocialClientConfig;
    readonly discord: SocialClientConfig;
    /**
     * Kleos' Discord bot token (DISCORD_BOT_TOKEN), for tasks that check membership with the bot (`checkWith:
     * "bot"`); undefined: those tasks answer that they cannot be checked.
     */
    readonly discordBotToken?: string | undefined;
  };
  /** Where the Telegram Bot API answers (`getChatMember` for channel tasks); a fake in tests. */
  readonly telegramBotApiBase: string;
  /**
   * Steam: OpenID 2.0 sign-in (`connect/steam`) and the Web API (persona names, owned games). Without a Web API
   * key Steam is not offered, except in development, where the local simulator plays Steam.
   */
  readonly steam: {
    readonly openIdEndpoint: string;
    readonly webApiBase: string;
    readonly webApiKey: string | undefined;
  };
  /** How long (seconds) a task checked with an outside service and found not done waits before it is asked again. */
  readonly taskRecheckCooldownSeconds: number;
  /**
   * The ayeT-Studios offerwall network (AYET_API_KEY and AYET_ADSLOT_ID together): its web offerwall on
   * /offerwall and its signed conversion callbacks; undefined: only Kleos' own offers.
   */
  readonly ayetStudios:
    | {
        readonly apiKey: string;
        readonly adslotId: string;
        readonly currency: "KCASH" | "KPOINTS" | "RKLEOS";
        readonly offerwallBase: string;
      }
    | undefined;
  /** Extended public key (xpub) at m/44'/60'/0' for custodial addresses; undefined: one made once and kept. */
  readonly walletXpub: string | undefined;
  /** Where uploaded pictures are kept when no bucket is configured. */
  readonly uploadDir: string;
  /** An S3-compatible bucket for pictures; undefined: the upload folder. */
  readonly s3:
    | {
        readonly endpoint: string;
        readonly region: string;
        readonly bucket: string;
        readonly accessKeyId: string;
        readonly secretAccessKey: string;
        readonly forcePathStyle: boolean;
      }
    | undefined;
  /**
   * Who takes new K-Cash orders. undefined: each currency's real provider when it is configured (rupees:
   * Razorpay, reais: Asaas), else the sandbox checkout; "sandbox": every order on the sandbox checkout; "live":
   * the real providers only, never the sandbox.
   */
  readonly paymentProvider: "sandbox" | "live" | undefined;
  /** The price of 1 USDT (1,000 K-Cash) in each fiat K-Cash is sold in, in its minor units. */
  readonly fiatPerUsdt: FiatRates;
  /** Razorpay for buying K-Cash (its webhooks are verified whenever it is configured). */
  readonly razorpay:
    | {
        readonly apiBase: string;
        readonly keyId: string;
        readonly keySecret: string;
        readonly webhookSecret: string;
      }
    | undefined;
  /** Cashfree Secure ID for KYC (PAN, bank, DigiLocker); undefined: the local simulator with the dev tools, else none. */
  readonly cashfree:
    { readonly apiBase: string; readonly clientId: string; readonly clientSecret: string } | undefined;
  /** The KYC bonus, in rKLEOS base units (8 decimals), paid once when KYC is verified. */
  readonly kycBonusRkleos: number;
  /**
   * RazorpayX for cash-outs in India (UPI and bank payouts); undefined: the local payout simulator with the dev
   * tools, else none (withdrawals wait, debited, until a provider is configured). Brazil's PIX payouts go through
   * the Asaas account below (`asaas`), whose webhook token also authenticates the transfer webhooks.
   */
  readonly razorpayx:
    | {
        readonly apiBase: string;
        readonly keyId: string;
        readonly keySecret: string;
        readonly accountNumber: string;
        readonly webhookSecret: string;
      }
    | undefined;
  /** Cash-out limits in USDT base units, and India's TDS on net winnings (s.194BA; counsel decides if it applies). */
  readonly payouts: {
    readonly minimumUsdt: number;
    readonly dailyMaximumUsdt: number;
    readonly monthlyMaximumUsdt: number;
    /** Kleos' fee on a withdrawal: a share in basis points, at least a floor in base units. */
    readonly feeBps: number;
    readonly feeMinimumUsdt: number;
    /** undefined: no tax is withheld (TDS_194BA=false). */
    readonly tdsRateBps: number | undefined;
  };
  /** Asaas for buying K-Cash with Pix in Brazil (its webhooks are verified whenever it is configured). */
  readonly asaas:
    | {
        readonly apiBase: string;
        readonly apiKey: string;
        readonly webhookToken: string;
      }
    | undefined;
  /** OpenAI's image API for POG avatars; undefined: avatars are composed on the server (not AI). */
  readonly openAiImages:
    | {
        readonly apiBase: string;
        readonly apiKey: string;
        readonly model: string;
      }
    | undefined;
  /**
   * The EVM chain HOLD_TOKEN and HOLD_NFT tasks are checked on. `rpcUrl` undefined: with the dev tools on,
   * main.ts runs a local chain (anvil) on `localPort` and fills it in; otherwise those task types are not
   * configured.
   */
  readonly chain: {
    readonly rpcUrl: string | undefined;
    readonly chainId: number;
    /** The `chain` task configurations name this chain by (`polygon`, `base`, …). */
    readonly name: string;
    /** How long one RPC call may take before a check answers "try again later". */
    readonly rpcTimeoutMs: number;
    /** Port of the local chain (0: any free one); undefined: none is run (KLEOS_LOCAL_CHAIN=false, or a configured chain). */
    readonly localPort: number | undefined;
    /**
     * The chain is the local one holding the demo contracts (set by main.ts when it started it): the dev faucet
     * mints them. Never true in production.
     */
    readonly demoContracts: boolean;
    /**
     * The key that deploys the POG card contract and mints the cards (EVM_MINTER_KEY); undefined: no POG card
     * is minted on this chain. With a local chain it defaults to a development key of anvil's test mnemonic.
     */
    readonly minterKey: `0x${string}` | undefined;
    /** Where the POG card contract is (EVM_POG_CARD_ADDRESS); undefined: the minter key's first deployment. */
    readonly pogCardAddress: `0x${string}` | undefined;
  };
  /** Accounts whose verified e-mail (lower case) or phone (E.164) is listed here are admins (campaign tools). */
  readonly adminEmails: readonly string[];
  readonly adminPhones: readonly string[];
  /** The clan day rules (spec §3), in whole days. */
  readonly clanRules: {
    readonly minDaysBeforeClanDelete: number;
    readonly minDaysToJoinClanAfterLeaving: number;
    readonly minDaysToRecreateClanAfterDelete: number;
  };
}

type Env = Readonly<Record<string, string | undefined>>;

const invalid = (name: string, value: string, expected: string): never => {
  throw new Error(`Invalid ${name}=${JSON.stringify(value)}: expected ${expected}`);
};

const integerIn = (env: Env, name: string, fallback: number, min: number, max: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    invalid(name, raw, `an integer from ${min} to ${max}`);
  return value;
};

const flag = (env: Env, name: string, fallback: boolean): boolean => {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (raw === "true" || raw === "1") return true;
  if (raw === "false" || raw === "0") return false;
  return invalid(name, raw, "true or false");
};

const oneOf = <T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T => {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  return (allowed as readonly string[]).includes(raw) ? (raw as T) : invalid(name, raw, allowed.join(" | "));
};

const urlOf = (env: Env, name: string): string | undefined => {
  const raw = env[name];
  if (raw === undefined || raw === "") return undefined;
  if (!URL.canParse(raw)) return invalid(name, raw, "an absolute URL");
  return raw.replace(/\/+$/, "");
};

const dataDirOf = (env: Env): string =>
  env["KLEOS_DATA_DIR"] === "memory://" || env["KLEOS_DATA_DIR"] === undefined || env["KLEOS_DATA_DIR"] === ""
    ? ".data"
    : env["KLEOS_DATA_DIR"];

/**
 * Anvil's ninth default development account (public test mnemonic), the local chain's POG card minter: a key of
 * its own, so its first deployment is always the card contract and a lost local chain redeploys it in place.
 */
export const DEV_CHAIN_MINTER_KEY =
  "0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97" as const;

const hexOf = <T extends `0x${string}`>(env: Env, name: string, digits: number): T | undefined => {
  const raw = env[name];
  if (raw === undefined || raw === "") return undefined;
  if (!new RegExp(`^0x[0-9a-fA-F]{${digits}}$`).test(raw))
    return invalid(name, name === "EVM_MINTER_KEY" ? "(hidden)" : raw, `0x and ${digits} hexadecimal digits`);
  return raw as T;
};

const chainOf = (env: Env, devTools: boolean): Config["chain"] => {
  const rpcUrl = urlOf(env, "EVM_RPC_URL");
  const local = rpcUrl === undefined && devTools && flag(env, "KLEOS_LOCAL_CHAIN", true);
  const name = env["EVM_CHAIN_NAME"] || "anvil";
  if (!/^[a-z0-9-]{2,32}$/.test(name))
    invalid("EVM_CHAIN_NAME", name, "2 to 32 lower-case letters, digits or -");
  return {
    rpcUrl,
    chainId: integerIn(env, "EVM_CHAIN_ID", 31337, 1, 4294967295),
    name,
    rpcTimeoutMs: integerIn(env, "EVM_RPC_TIMEOUT_MS", 5_000, 100, 60_000),
    localPort: local ? integerIn(env, "EVM_LOCAL_PORT", 8545, 0, 65535) : undefined,
    demoContracts: false,
    minterKey: hexOf(env, "EVM_MINTER_KEY", 64) ?? (local ? DEV_CHAIN_MINTER_KEY : undefined),
    pogCardAddress: hexOf(env, "EVM_POG_CARD_ADDRESS", 40),
  };
};

const s3Of = (env: Env): Config["s3"] => {
  const bucket = env["S3_BUCKET"];
  if (bucket === undefined || bucket === "") return undefined;
  const needed = (name: string): string => env[name] || invalid(name, "", `a value when S3_BUCKET is set`);
  return {
    endpoint:
      urlOf(env, "S3_ENDPOINT") ?? invalid("S3_ENDPOINT", "", "an absolute URL when S3_BUCKET is set"),
    region: env["S3_REGION"] || "auto",
    bucket,
    accessKeyId: needed("S3_ACCESS_KEY_ID"),
    secretAccessKey: needed("S3_SECRET_ACCESS_KEY"),
    forcePathStyle: flag(env, "S3_FORCE_PATH_STYLE", true),
  };
};

const openAiImagesOf = (env: Env): Config["openAiImages"] => {
  const apiKey = env["OPENAI_API_KEY"];
  if (apiKey === undefined || apiKey === "") return undefined;
  return {
    apiBase: urlOf(env, "OPENAI_API_BASE") ?? "https://api.openai.com",
    apiKey,
    model: env["OPENAI_IMAGE_MODEL"] || "gpt-image-1",
  };
};

const razorpayOf = (env: Env): Config["razorpay"] => {
  const keyId = env["RAZORPAY_KEY_ID"];
  if (keyId === undefined || keyId === "") return undefined;
  const needed = (name: string): string =>
    env[name] || invalid(name, "", "a value when RAZORPAY_KEY_ID is set");
  return {
    apiBase: urlOf(env, "RAZORPAY_API_BASE") ?? "https://api.razorpay.com",
    keyId,
    keySecret: needed("RAZORPAY_KEY_SECRET"),
    webhookSecret: needed("RAZORPAY_WEBHOOK_SECRET"),
  };
};

const razorpayxOf = (env: Env): Config["razorpayx"] => {
  const keyId = env["RAZORPAYX_KEY_ID"];
  if (keyId === undefined || keyId === "") return undefined;
  const needed = (name: string): string =>
    env[name] || invalid(name, "", "a value when RAZORPAYX_KEY_ID is set");
  return {
    apiBase: urlOf(env, "RAZORPAYX_API_BASE") ?? "https://api.razorpay.com",
    keyId,
    keySecret: needed("RAZORPAYX_KEY_SECRET"),
    accountNumber: needed("RAZORPAYX_ACCOUNT_NUMBER"),
    webhookSecret: needed("RAZORPAYX_WEBHOOK_SECRET"),
  };
};

const cashfreeOf = (env: Env): Config["cashfree"] => {
  const clientId = env["CASHFREE_CLIENT_ID"];
  if (clientId === undefined || clientId === "") return undefined;
  return {
    apiBase: urlOf(env, "CASHFREE_API_BASE") ?? "https://api.cashfree.com/verification",
    clientId,
    clientSecret:
      env["CASHFREE_CLIENT_SECRET"] ||
      invalid("CASHFREE_CLIENT_SECRET", "", "a value when CASHFREE_CLIENT_ID is set"),
  };
};

const asaasOf = (env: Env): Config["asaas"] => {
  const apiKey = env["ASAAS_API_KEY"];
  if (apiKey === undefined || apiKey === "") return undefined;
  const webhookToken = env["ASAAS_WEBHOOK_TOKEN"];
  if (webhookToken === undefined || webhookToken.length < 16)
    return invalid(
      "ASAAS_WEBHOOK_TOKEN",
      webhookToken ?? "",
      "at least 16 characters when ASAAS_API_KEY is set",
    );
  return { apiBase: urlOf(env, "ASAAS_API_BASE") ?? "https://api.asaas.com", apiKey, webhookToken };
};

const ayetStudiosOf = (env: Env): Config["ayetStudios"] => {
  const apiKey = env["AYET_API_KEY"];
  const adslotId = env["AYET_ADSLOT_ID"];
  if ((apiKey === undefined || apiKey === "") && (adslotId === undefined || adslotId === ""))
    return undefined;
  if (apiKey === undefined || apiKey.length < 8)
    return invalid("AYET_API_KEY", "(hidden)", "the publisher API key, set with AYET_ADSLOT_ID");
  if (adslotId === undefined || !/^[0-9A-Za-z_-]{1,64}$/.test(adslotId))
    return invalid("AYET_ADSLOT_ID", adslotId ?? "", "the web offerwall adslot's id, set with AYET_API_KEY");
  return {
    apiKey,
    adslotId,
    currency: oneOf(env, "AYET_CURRENCY", ["KPOINTS", "KCASH", "RKLEOS"] as const, "KPOINTS"),
    offerwallBase: urlOf(env, "AYET_OFFERWALL_URL") ?? "https://www.ayetstudios.com/offers/web_offerwall",
  };
};

/** PAYMENT_PROVIDER: sandbox, live, or razorpay (what configs before Asaas wrote for "live"). */
const paymentProviderOf = (env: Env): Config["paymentProvider"] => {
  const raw = env["PAYMENT_PROVIDER"];
  if (raw === undefined || raw === "") return undefined;
  const named = oneOf<"sandbox" | "live" | "razorpay">(
    env,
    "PAYMENT_PROVIDER",
    ["sandbox", "live", "razorpay"],
    "sandbox",
  );
  return named === "razorpay" ? "live" : named;
};

/** A comma-separated list, each entry normalised and checked. */
const listOf = (
  env: Env,
  name: string,
  normalise: (entry: string) => string,
  valid: (entry: string) => boolean,
  expected: string,
): readonly string[] =>
  (env[name] ?? "")
    .split(",")
    .map((entry) => normalise(entry.trim()))
    .filter((entry) => entry !== "")
    .map((entry) => (valid(entry) ? entry : invalid(name, entry, expected)));

/** SOCIAL_TOKEN_KEY: 32 bytes, as 64 hex digits or base64 (43-44 characters). */
const socialTokenKeyOf = (env: Env): string | undefined => {
  const raw = env["SOCIAL_TOKEN_KEY"];
  if (raw === undefined || raw === "") return undefined;
  const bytes = /^[0-9a-fA-F]{64}$/.test(raw)
    ? 32
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(raw)
      ? Buffer.from(raw, "base64url").length
      : 0;
  return bytes === 32 ? raw : invalid("SOCIAL_TOKEN_KEY", "(hidden)", "32 bytes as 64 hex digits or base64");
};

const trustProxyOf = (raw: string | undefined): boolean | string => {
  if (raw === undefined || raw === "" || raw === "false") return false;
  return raw === "true" ? true : raw;
};

/**
 * NODE_ENV and the dev tools. Without NODE_ENV the server runs as production, so a deployment that forgets it
 * hands out nothing; the dev tools need NODE_ENV=development or KLEOS_DEV_TOOLS=true (which alone means
 * development), and asking for them in production stops the server.
 */
const webPushOf = (env: Env): Config["webPush"] => {
  const publicKey = env["VAPID_PUBLIC_KEY"] || undefined;
  const privateKey = env["VAPID_PRIVATE_KEY"] || undefined;
  if ((publicKey === undefined) !== (privateKey === undefined))
    throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all");
  const subject = env["VAPID_SUBJECT"] || "mailto:notifications@kleos.gg";
  if (!/^(mailto:|https:\/\/)/.test(subject))
    throw new Error("VAPID_SUBJECT must be a mailto: or https: URL");
  return { publicKey, privateKey, subject };
};

const environmentOf = (env: Env): { readonly nodeEnv: Config["env"]; readonly devTools: boolean } => {
  const named =
    env["NODE_ENV"] === undefined || env["NODE_ENV"] === ""
      ? undefined
      : oneOf(env, "NODE_ENV", ["production", "development", "test"], "production");
  const devToolsAsked =
    env["KLEOS_DEV_TOOLS"] === undefined || env["KLEOS_DEV_TOOLS"] === ""
      ? undefined
      : flag(env, "KLEOS_DEV_TOOLS", false);
  if (named === "production" && devToolsAsked === true) {
    throw new Error(
      `Refusing KLEOS_DEV_TOOLS=${env["KLEOS_DEV_TOOLS"] ?? ""} with NODE_ENV=production: the dev tools ` +
        "(dev inbox, dev rewards, sandbox checkout) hand out every account. Unset KLEOS_DEV_TOOLS in production; " +
        "to run locally, set NODE_ENV=development instead.",
    );
  }
  const nodeEnv = named ?? (devToolsAsked === true ? "development" : "production");
  return { nodeEnv, devTools: devToolsAsked ?? nodeEnv === "development" };
};

export const loadConfig = (env: Env = process.env, overrides: Partial<Config> = {}): Config => {
  const { nodeEnv, devTools } = environmentOf(env);
  const databaseSchema = env["DATABASE_SCHEMA"] ?? "public";
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) {
    invalid("DATABASE_SCHEMA", databaseSchema, "a lower-case SQL identifier");
  }
  const webDist = env["KLEOS_WEB_DIST"];
  const config: Config = {
    env: nodeEnv,
    devTools,
    host: env["HOST"] || "127.0.0.1",
    port: integerIn(env, "PORT", 8080, 0, 65535),
    logLevel: oneOf(env, "LOG_LEVEL", ["fatal", "error", "warn", "info", "debug", "trace", "silent"], "info"),
    dataDir: env["KLEOS_DATA_DIR"] === "memory://" ? "memory://" : resolve(env["KLEOS_DATA_DIR"] || ".data"),
    databaseUrl: env["DATABASE_URL"] || undefined,
    databaseSchema,
    redisUrl: urlOf(env, "REDIS_URL"),
    redisKeyPrefix: env["REDIS_KEY_PREFIX"] || "kleos:",
    seedDemoData: flag(env, "KLEOS_SEED_DEMO", nodeEnv !== "production"),
    seedDemoCampaigns: flag(env, "KLEOS_SEED_DEMO", nodeEnv !== "production"),
    runJobs: flag(env, "KLEOS_JOBS", true),
    webDistDir: webDist === "" || webDist === "none" ? undefined : resolve(webDist ?? "dist/web"),
    rateLimitPerMinute: integerIn(env, "RATE_LIMIT_PER_MINUTE", 600, 1, 1_000_000),
    catalogueCacheMs: integerIn(env, "KLEOS_CATALOGUE_CACHE_MS", 10_000, 0, 24 * 60 * 60 * 1000),
    // The longest a kept page lasts: it is dropped at once when a campaign changes. Off under tests, which
    // read the database straight after writing it, before a change's announcement arrives on PostgreSQL.
    campaignListCacheMs: integerIn(
      env,
      "KLEOS_CAMPAIGN_LIST_CACHE_MS",
      nodeEnv === "test" ? 0 : 60_000,
      0,
      60_000,
    ),
    bodyLimitBytes: integerIn(env, "BODY_LIMIT_BYTES", 64 * 1024, 1024, 64 * 1024 * 1024),
    idempotencyRetentionHours: integerIn(env, "IDEMPOTENCY_RETENTION_HOURS", 24, 1, 24 * 365),
    trustProxy: trustProxyOf(env["TRUST_PROXY"]),
    publicUrl: urlOf(env, "KLEOS_PUBLIC_URL"),
    pogExplorerUrl: urlOf(env, "POG_EXPLORER_URL"),
    klashArenaClientId: env["KLASH_ARENA_CLIENT_ID"] === "" ? undefined : env["KLASH_ARENA_CLIENT_ID"],
    webPush: webPushOf(env),
    accessTokenTtlSeconds: integerIn(env, "ACCESS_TOKEN_TTL_SECONDS", 900, 30, 24 * 60 * 60),
    jwtPrivateKeyPem: env["JWT_PRIVATE_KEY"] || undefined,
    phoneCodeProvider: oneOf(env, "PHONE_CODE_PROVIDER", ["devinbox", "whatsapp", "twilio"], "devinbox"),
    whatsapp: {
      apiBase: urlOf(env, "WHATSAPP_API_BASE") ?? "https://graph.facebook.com/v21.0",
      accessToken: env["WHATSAPP_ACCESS_TOKEN"] || undefined,
      phoneNumberId: env["WHATSAPP_PHONE_NUMBER_ID"] || undefined,
      templateName: env["WHATSAPP_TEMPLATE"] || "kleos_login_code",
      noticeTemplateName: env["WHATSAPP_NOTICE_TEMPLATE"] || "kleos_notification",
    },
    twilio: {
      apiBase: urlOf(env, "TWILIO_VERIFY_API_BASE") ?? "https://verify.twilio.com",
      accountSid: env["TWILIO_ACCOUNT_SID"] || undefined,
      authToken: env["TWILIO_AUTH_TOKEN"] || undefined,
      verifyServiceSid: env["TWILIO_VERIFY_SERVICE_SID"] || undefined,
    },
    smtpUrl: urlOf(env, "SMTP_URL"),
    mailFrom: env["MAIL_FROM"] || "Kleos <no-reply@kleos.gg>",
    google: {
      issuer: urlOf(env, "GOOGLE_ISSUER") ?? "https://accounts.google.com",
      clientId: env["GOOGLE_CLIENT_ID"] || undefined,
      clientSecret: env["GOOGLE_CLIENT_SECRET"] || undefined,
    },
    telegram: {
      botToken: env["TELEGRAM_BOT_TOKEN"] || undefined,
      botName: env["TELEGRAM_BOT_NAME"] || undefined,
    },
    social: {
      tokenKey: socialTokenKeyOf(env),
      x: {
        clientId: env["X_CLIENT_ID"] || undefined,
        clientSecret: env["X_CLIENT_SECRET"] || undefined,
        apiBase: urlOf(env, "X_API_BASE") ?? "https://api.x.com",
        authorizeUrl: urlOf(env, "X_AUTHORIZE_URL") ?? "https://x.com/i/oauth2/authorize",
      },
      discord: {
        clientId: env["DISCORD_CLIENT_ID"] || undefined,
        clientSecret: env["DISCORD_CLIENT_SECRET"] || undefined,
        apiBase: urlOf(env, "DISCORD_API_BASE") ?? "https://discord.com/api/v10",
        authorizeUrl: urlOf(env, "DISCORD_AUTHORIZE_URL") ?? "https://discord.com/oauth2/authorize",
      },
      discordBotToken: env["DISCORD_BOT_TOKEN"] || undefined,
    },
    telegramBotApiBase: urlOf(env, "TELEGRAM_BOT_API_BASE") ?? "https://api.telegram.org",
    steam: {
      openIdEndpoint: urlOf(env, "STEAM_OPENID_ENDPOINT") ?? "https://steamcommunity.com/openid/login",
      webApiBase: urlOf(env, "STEAM_WEB_API_BASE") ?? "https://api.steampowered.com",
      webApiKey: env["STEAM_WEB_API_KEY"] || undefined,
    },
    taskRecheckCooldownSeconds: integerIn(env, "KLEOS_TASK_RECHECK_COOLDOWN_SECONDS", 30, 0, 24 * 60 * 60),
    ayetStudios: ayetStudiosOf(env),
    walletXpub: env["WALLET_XPUB"] || undefined,
    uploadDir: resolve(env["KLEOS_UPLOAD_DIR"] || join(dataDirOf(env), "uploads")),
    s3: s3Of(env),
    paymentProvider: paymentProviderOf(env),
    fiatPerUsdt: {
      INR: integerIn(env, "USDT_PRICE_INR", DEFAULT_FIAT_MINOR_PER_USDT.INR, 1, 100_000_000),
      BRL: integerIn(env, "USDT_PRICE_BRL", DEFAULT_FIAT_MINOR_PER_USDT.BRL, 1, 100_000_000),
      USD: integerIn(env, "USDT_PRICE_USD", DEFAULT_FIAT_MINOR_PER_USDT.USD, 1, 100_000_000),
    },
    razorpay: razorpayOf(env),
    asaas: asaasOf(env),
    cashfree: cashfreeOf(env),
    razorpayx: razorpayxOf(env),
    payouts: {
      minimumUsdt: integerIn(env, "PAYOUT_MINIMUM_USDT", PAYOUT_MINIMUM_USDT_BASE, 1, 1_000_000_000_000),
      dailyMaximumUsdt: integerIn(
        env,
        "PAYOUT_DAILY_MAXIMUM_USDT",
        PAYOUT_DAILY_MAXIMUM_USDT_BASE,
        1,
        1_000_000_000_000_000,
      ),
      monthlyMaximumUsdt: integerIn(
        env,
        "PAYOUT_MONTHLY_MAXIMUM_USDT",
        PAYOUT_MONTHLY_MAXIMUM_USDT_BASE,
        1,
        1_000_000_000_000_000,
      ),
      feeBps: integerIn(env, "PAYOUT_FEE_BPS", DEFAULT_PAYOUT_FEE.rateBps, 0, 5_000),
      feeMinimumUsdt: integerIn(
        env,
        "PAYOUT_FEE_MINIMUM_USDT",
        DEFAULT_PAYOUT_FEE.minimum,
        0,
        1_000_000_000_000,
      ),
      tdsRateBps: flag(env, "TDS_194BA", true)
        ? integerIn(env, "TDS_194BA_RATE_BPS", TDS_194BA_RATE_BPS, 0, 10_000)
        : undefined,
    },
    // 50 rKLEOS by default.
    kycBonusRkleos: integerIn(env, "KYC_BONUS_RKLEOS", 5_000_000_000, 0, 1_000_000_000_000_000),
    openAiImages: openAiImagesOf(env),
    adminEmails: listOf(
      env,
      "KLEOS_ADMIN_EMAILS",
      (entry) => entry.toLowerCase(),
      (entry) => /^[^\s@,]+@[^\s@,]+\.[a-z]{2,}$/.test(entry),
      "comma-separated e-mail addresses",
    ),
    adminPhones: listOf(
      env,
      "KLEOS_ADMIN_PHONES",
      (entry) => entry.replace(/[\s-]/g, ""),
      (entry) => /^\+[1-9]\d{6,14}$/.test(entry),
      "comma-separated phone numbers in international form (+919876543210)",
    ),
    chain: chainOf(env, devTools),
    clanRules: {
      minDaysBeforeClanDelete: integerIn(env, "KLEOS_CLAN_MIN_DAYS_BEFORE_DELETE", 7, 0, 365),
      minDaysToJoinClanAfterLeaving: integerIn(env, "KLEOS_CLAN_MIN_DAYS_TO_REJOIN", 3, 0, 365),
      minDaysToRecreateClanAfterDelete: integerIn(env, "KLEOS_CLAN_MIN_DAYS_TO_RECREATE", 14, 0, 365),
    },
    ...overrides,
  };
  // Production never has the dev tools, however the config was put together: a development config served as
  // production (`{ ...config, env: "production" }`) has none.
  return config.env === "production" && (config.devTools || config.chain.demoContracts)
    ? { ...config, devTools: false, chain: { ...config.chain, demoContracts: false } }
    : config;
};
