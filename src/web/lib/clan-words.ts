/**
 * The names of Kleos' clan emblems and banners, shared by the clan pages (the chief's pickers, the pictures' alt
 * texts) and the clan leaderboards' rows.
 */
import { defineMessages, type MessageDescriptor } from "react-intl";
import type { ClanBanner, ClanEmblem } from "@/domain/clans/clan-rules";

export const emblemMessages: Readonly<Record<ClanEmblem, MessageDescriptor>> = defineMessages({
  shield: { id: "clans.emblem.shield", defaultMessage: "Shield" },
  sword: { id: "clans.emblem.sword", defaultMessage: "Swords" },
  crown: { id: "clans.emblem.crown", defaultMessage: "Crown" },
  dragon: { id: "clans.emblem.dragon", defaultMessage: "Dragon" },
  phoenix: { id: "clans.emblem.phoenix", defaultMessage: "Phoenix" },
  wolf: { id: "clans.emblem.wolf", defaultMessage: "Wolf" },
  lion: { id: "clans.emblem.lion", defaultMessage: "Lion" },
  star: { id: "clans.emblem.star", defaultMessage: "Star" },
});

export const bannerMessages: Readonly<Record<ClanBanner, MessageDescriptor>> = defineMessages({
  crimson: { id: "clans.banner.crimson", defaultMessage: "Crimson" },
  saffron: { id: "clans.banner.saffron", defaultMessage: "Saffron" },
  emerald: { id: "clans.banner.emerald", defaultMessage: "Emerald" },
  sapphire: { id: "clans.banner.sapphire", defaultMessage: "Sapphire" },
  violet: { id: "clans.banner.violet", defaultMessage: "Violet" },
  onyx: { id: "clans.banner.onyx", defaultMessage: "Onyx" },
});
