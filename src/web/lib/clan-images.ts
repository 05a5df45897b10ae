/**
 * The pictures of Kleos' clan emblems and banners (`getClanImage`), which the clan pages and the clan leaderboards
 * both show: their addresses, and the size the server draws them at.
 */
import type { components, paths } from "#generated/api";

export type ClanImageType = components["schemas"]["ClanImageType"];

/** `getClanImage`: an emblem's or banner's PNG, drawn by the server from its name. */
const CLAN_IMAGE_PATH = "/api/platform-clans/images/{imageType}/{imageName}" satisfies keyof paths;

/** The server draws an emblem this many pixels square. */
export const EMBLEM_PIXELS = 256;

/** The server draws a banner this many pixels wide and high (4:1). */
export const BANNER_PIXELS = { width: 1200, height: 300 } as const;

/**
 * The address of a clan picture (`getClanImage`), for an `<img>`: the name a clan's `clanLogo` (emblem) or
 * `bannerImage` (banner) holds. Same origin as the API client, whose base is the site's own.
 */
export const clanImageUrl = (imageType: ClanImageType, name: string): string =>
  CLAN_IMAGE_PATH.replace("{imageType}", encodeURIComponent(imageType)).replace(
    "{imageName}",
    `${encodeURIComponent(name)}.png`,
  );
