import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Gamers' accounts. Phone and e-mail are unique among accounts that verified them. */
export const usersTable = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username"),
    firstName: text("first_name"),
    email: text("email"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    phoneNumber: text("phone_number"),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    /** Index of the account's custodial address under the platform's HD key (m/44'/60'/0'/0/index). */
    walletIndex: serial("wallet_index").notNull(),
    evmWalletAddress: text("evm_wallet_address"),
    countryCode: text("country_code"),
    city: text("city"),
    college: text("college"),
    profession: text("profession"),
    preferredRole: text("preferred_role"),
    preferredPlatform: text("preferred_platform"),
    pictureKey: text("picture_key"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the personal data was erased after a deletion request. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /** Access tokens issued before this moment are refused (set when every session is revoked at once). */
    tokensValidAfter: timestamp("tokens_valid_after", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("users_username_lower_key").on(sql`lower(${table.username})`),
    uniqueIndex("users_email_key").on(table.email),
    uniqueIndex("users_phone_number_key").on(table.phoneNumber),
    uniqueIndex("users_wallet_index_key").on(table.walletIndex),
  ],
);

/** Outside identities an account signs in with or has linked: Google, Telegram, EVM and Solana wallets. */
export const userIdentitiesTable = pgTable(
  "user_identities",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** Google `sub`, Telegram id, or the wallet address (EVM lower case, Solana as is). */
    subject: text("subject").notNull(),
    /** What to show: an e-mail, an @handle, the checksummed address. */
    display: text("display"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("user_identities_provider_subject_key").on(table.provider, table.subject),
    index("user_identities_user_idx").on(table.userId),
  ],
);

/** One-time codes sent by phone or e-mail. The code itself is kept only as a hash. */
export const codeChallengesTable = pgTable(
  "code_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose").notNull(),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    /** The account a verify-phone / verify-email challenge belongs to. */
    userId: uuid("user_id").references(() => usersTable.id, { onDelete: "cascade" }),
    /** Null when the provider keeps the code (Twilio Verify). */
    codeHash: text("code_hash"),
    provider: text("provider").notNull(),
    /** Tries of the current code (counted before each is judged, so concurrent tries cannot exceed the cap). */
    wrongAttempts: integer("wrong_attempts").notNull().default(0),
    /** Whether the current code's send came with a proof of work (it is still checked past the recipient's cap). */
    sentWithProofOfWork: boolean("sent_with_proof_of_work").notNull().default(false),
    sendCount: integer("send_count").notNull().default(1),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    locale: text("locale").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("code_challenges_recipient_idx").on(table.recipient, table.createdAt)],
);

/**
 * Counted events for abuse limits (code sends, wrong codes, sign-in attempts), keyed by what is limited
 * (`send:recipient:+91...`, `send:ip:1.2.3.4`, `send:prefix:+91`, `wrong:recipient:...`). Shared by every
 * instance through the database.
 */
export const authEventsTable = pgTable(
  "auth_events",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (table) => [index("auth_events_key_at_idx").on(table.key, table.at)],
);

/** Refresh tokens, stored as SHA-256 hashes. A family is every token descended from one sign-in. */
export const refreshTokensTable = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    familyId: uuid("family_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    loginMethod: text("login_method").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("refresh_tokens_hash_key").on(table.tokenHash),
    index("refresh_tokens_family_idx").on(table.familyId),
    index("refresh_tokens_user_idx").on(table.userId),
  ],
);

/** Single-use wallet sign-in messages. */
export const walletChallengesTable = pgTable("wallet_challenges", {
  nonce: text("nonce").primaryKey(),
  chain: text("chain").notNull(),
  address: text("address").notNull(),
  message: text("message").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** An OpenID Connect sign-in between the redirect to the provider and its redirect back. */
export const oauthStatesTable = pgTable("oauth_states", {
  state: text("state").primaryKey(),
  provider: text("provider").notNull(),
  /** The signed-in account an X or Discord connect links to; null for a Google sign-in. */
  userId: uuid("user_id").references(() => usersTable.id, { onDelete: "cascade" }),
  nonce: text("nonce").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  redirectUri: text("redirect_uri").notNull(),
  returnTo: text("return_to").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** What the local messaging default delivered (codes and e-mails), for the dev inbox page. */
export const devInboxMessagesTable = pgTable(
  "dev_inbox_messages",
  {
    id: serial("id").primaryKey(),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("dev_inbox_recipient_idx").on(table.recipient)],
);

export const deletionRequestsTable = pgTable("deletion_requests", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => usersTable.id, { onDelete: "cascade" }),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  eraseAfter: timestamp("erase_after", { withTimezone: true }).notNull(),
  erasedAt: timestamp("erased_at", { withTimezone: true }),
});

/** Server secrets made once at first start (the token signing key, the custodial xpub) when env sets none. */
export const serverSecretsTable = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/**
 * Durable background jobs, worked with `SELECT ... FOR UPDATE SKIP LOCKED` so several instances share them
 * and a job survives a restart.
 */
export const jobsTable = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** Set for a job that must exist once (e.g. one erasure per account). */
    uniqueKey: text("unique_key"),
  },
  (table) => [
    index("jobs_due_idx")
      .on(table.runAt)
      .where(sql`${table.doneAt} is null`),
    uniqueIndex("jobs_unique_key").on(table.uniqueKey),
  ],
);
