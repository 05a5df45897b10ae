/**
 * Clans and their memberships. A gamer has at most one open membership (`left_at` null), held by a partial
 * unique index, so two racing joins end with exactly one. Leaving or deleting a clan closes memberships
 * (`left_at`, `end_reason`) rather than removing them: the history stays, and the day rules read it.
 * A deleted clan keeps its row (`deleted_at`); its name is free again, since uniqueness (case ignored) holds
 * only among clans that are not deleted.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { usersTable } from "@/server/db/schema/accounts";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const clansTable = pgTable(
  "clans",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    city: text("city").notNull(),
    countryCode: text("country_code").notNull(),
    /** One of the domain's CLAN_EMBLEMS, or null. */
    logo: text("logo"),
    /** One of the domain's CLAN_BANNERS, or null. */
    banner: text("banner"),
    description: text("description").notNull().default(""),
    /** E.164; given on the form, never shown to others. */
    referrerPhoneNumber: text("referrer_phone_number"),
    chiefId: uuid("chief_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull().defaultNow(),
    deletedAt: at("deleted_at"),
  },
  (table) => [
    uniqueIndex("clans_live_name_lower_key")
      .on(sql`lower(${table.name})`)
      .where(sql`${table.deletedAt} is null`),
    index("clans_chief_deleted_idx").on(table.chiefId, table.deletedAt),
    index("clans_live_country_idx")
      .on(table.countryCode)
      .where(sql`${table.deletedAt} is null`),
  ],
);

export const clanMembershipsTable = pgTable(
  "clan_memberships",
  {
    id: serial("id").primaryKey(),
    clanId: integer("clan_id")
      .notNull()
      .references(() => clansTable.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => usersTable.id, { onDelete: "cascade" }),
    /** `Chief` or `Member`. */
    role: text("role").notNull(),
    joinedAt: at("joined_at").notNull().defaultNow(),
    leftAt: at("left_at"),
    /** Why it ended: `left` (the gamer left) or `clan_deleted`; null while open. */
    endReason: text("end_reason"),
  },
  (table) => [
    uniqueIndex("clan_memberships_one_open_per_user_key")
      .on(table.userId)
      .where(sql`${table.leftAt} is null`),
    // A clan's members, open (left_at is null) or past (who was a member when a season ended), and the rows a
    // clan's deletion cascades to.
    index("clan_memberships_clan_left_idx").on(table.clanId, table.leftAt),
    index("clan_memberships_user_left_idx").on(table.userId, table.leftAt),
  ],
);

/**
 * A clan chief's own data (spec §3 clan chief data), one row per gamer who filled in the clan chief page. The
 * phone number is written only by a verified one-time code, never by the form.
 */
export const clanChiefsTable = pgTable("clan_chiefs", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => usersTable.id, { onDelete: "cascade" }),
  email: text("email").notNull().default(""),
  chiefCity: text("chief_city").notNull().default(""),
  /** E.164, verified by a code sent to it. */
  phoneNumber: text("phone_number"),
  phoneVerifiedAt: at("phone_verified_at"),
  isCollegeStudent: boolean("is_college_student").notNull().default(false),
  collegeName: text("college_name").notNull().default(""),
  updatedAt: at("updated_at").notNull().defaultNow(),
});
