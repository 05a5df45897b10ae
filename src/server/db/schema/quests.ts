/**
 * What K-Quest adds to the campaign model (campaigns with kind = 'quest'): the pictures gamers send as proof
 * that they played, reviewed by admins; and the third-party handoff, by which a partner game learns who a
 * Kleos gamer is without a token ever travelling in a URL (a short-lived single-use code, stored hashed).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { usersTable } from "@/server/db/schema/accounts";
import { campaignTasksTable, campaignsTable } from "@/server/db/schema/campaigns";
import { gamesTable } from "@/server/db/schema/games";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A picture a gamer sent for a quest (the proof calls v1, v2, v3), waiting for or after an admin's review. */
export const questProofsTable = pgTable(
  "quest_proofs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaignsTable.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id),
    /** Which proof call sent it: 1, 2 or 3. */
    version: integer("version").notNull(),
    /** The re-encoded JPEG in the picture store. */
    pictureKey: text("picture_key").notNull(),
    note: text("note"),
    /** v3: the task the picture proves. */
    taskId: uuid("task_id").references(() => campaignTasksTable.id, { onDelete: "set null" }),
    /** PENDING, APPROVED or REJECTED. */
    status: text("status").notNull().default("PENDING"),
    createdAt: at("created_at").notNull().defaultNow(),
    reviewedAt: at("reviewed_at"),
    reviewedBy: uuid("reviewed_by").references(() => usersTable.id),
  },
  (table) => [
    index("quest_proofs_status_idx").on(table.status, table.createdAt),
    index("quest_proofs_user_idx").on(table.campaignId, table.userId),
    check("quest_proofs_version_check", sql`${table.version} between 1 and 3`),
    check("quest_proofs_status_check", sql`${table.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
  ],
);

/** A partner (a game) that may receive handoff codes and exchange them, with its secret, for a gamer's token. */
export const thirdPartyClientsTable = pgTable("third_party_clients", {
  clientId: text("client_id").primaryKey(),
  name: text("name").notNull(),
  /** Where a gamer is sent with `?code=`: https, or http on 127.0.0.1/localhost outside production. */
  redirectUrl: text("redirect_url").notNull(),
  /** sha256 of the client secret, which is shown once when the client is created. */
  secretHash: text("secret_hash").notNull(),
  gameId: integer("game_id").references(() => gamesTable.id),
  createdAt: at("created_at").notNull().defaultNow(),
});

/** A handoff code: only its sha256 is kept; it lives 60 s and is used once. */
export const thirdPartyHandoffsTable = pgTable(
  "third_party_handoffs",
  {
    codeHash: text("code_hash").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => thirdPartyClientsTable.clientId, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (table) => [index("third_party_handoffs_expiry_idx").on(table.expiresAt)],
);
