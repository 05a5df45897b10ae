import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { userIdentitiesTable } from "@/server/db/schema/accounts";

/**
 * The OAuth tokens of a linked X or Discord account (one row per identity), each encrypted with AES-256-GCM
 * under the server's social token key (`SOCIAL_TOKEN_KEY`, else one kept in `server_secrets`): a database dump
 * reveals no token. Deleted with the identity (disconnect, account erasure).
 */
export const socialTokensTable = pgTable("social_tokens", {
  identityId: integer("identity_id")
    .primaryKey()
    .references(() => userIdentitiesTable.id, { onDelete: "cascade" }),
  /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
  accessToken: text("access_token").notNull(),
  refreshToken: text("refresh_token"),
  /** When the access token stops working (null: the provider gave no expiry). */
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  scope: text("scope").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
