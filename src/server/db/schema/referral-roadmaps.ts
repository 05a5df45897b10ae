/**
 * Referral roadmaps (src/domain/referrals/referral-roadmap.ts): which gamer joined a roadmap through whose code
 * (once per gamer and roadmap, never their own), and the steps already paid to a referrer (once each: the
 * primary key, and the ledger's idempotency key beside it).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { usersTable } from "@/server/db/schema/accounts";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const referralRoadmapAssociationsTable = pgTable(
  "referral_roadmap_associations",
  {
    roadmapId: text("roadmap_id").notNull(),
    inviteeId: uuid("invitee_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    referrerId: uuid("referrer_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    associatedAt: at("associated_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "referral_roadmap_associations_pkey", columns: [table.roadmapId, table.inviteeId] }),
    index("referral_roadmap_associations_referrer_idx").on(table.roadmapId, table.referrerId),
    check("referral_roadmap_associations_not_self", sql`${table.inviteeId} <> ${table.referrerId}`),
  ],
);

export const referralRoadmapRewardsTable = pgTable(
  "referral_roadmap_rewards",
  {
    roadmapId: text("roadmap_id").notNull(),
    referrerId: uuid("referrer_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    step: integer("step").notNull(),
    rewardedAt: at("rewarded_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: "referral_roadmap_rewards_pkey",
      columns: [table.roadmapId, table.referrerId, table.step],
    }),
  ],
);
