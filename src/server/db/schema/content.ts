import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const webBannersTable = pgTable(
  "web_banners",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull(),
    imageUrl: text("image_url").notNull(),
    ctaLabel: text("cta_label").notNull(),
    ctaUrl: text("cta_url").notNull(),
    position: integer("position").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
  },
  (table) => [index("web_banners_position_idx").on(table.position)],
);

export const webFooterLinksTable = pgTable(
  "web_footer_links",
  {
    id: serial("id").primaryKey(),
    groupName: text("group_name").notNull(),
    groupPosition: integer("group_position").notNull(),
    label: text("label").notNull(),
    url: text("url").notNull(),
    external: boolean("external").notNull().default(false),
    position: integer("position").notNull(),
  },
  (table) => [
    index("web_footer_links_order_idx").on(table.groupPosition, table.position),
    uniqueIndex("web_footer_links_group_label_idx").on(table.groupName, table.label),
  ],
);
