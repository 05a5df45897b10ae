import { Schema } from "effect";
import { rule } from "@/domain/validation/validate";

/*
 * Social profile links (spec §5). Each accepts the link with or without `https://` and `www.`, an optional
 * trailing slash and an optional query string (share links carry `?si=` and similar). Paths are the shapes
 * each service gives its public pages.
 */

const SCHEME = String.raw`(?:https?:\/\/)?`;
const TAIL = String.raw`\/?(?:\?[^\s#]*)?(?:#\S*)?`;

const link = (hosts: string, path: string): RegExp => new RegExp(`^${SCHEME}${hosts}\\/${path}${TAIL}$`, "i");

const DISCORD = [
  link(String.raw`(?:www\.)?discord\.(?:gg|io|me|li)`, String.raw`[A-Za-z0-9-]{2,32}`),
  link(
    String.raw`(?:www\.|ptb\.|canary\.)?discord(?:app)?\.com`,
    String.raw`(?:invite\/[A-Za-z0-9-]{2,32}|users\/\d{17,20})`,
  ),
];
const INSTAGRAM = [link(String.raw`(?:www\.)?instagram\.com`, String.raw`[A-Za-z0-9_.]{1,30}`)];
const TWITTER = [link(String.raw`(?:www\.|mobile\.)?(?:twitter|x)\.com`, String.raw`[A-Za-z0-9_]{1,15}`)];
const FACEBOOK = [
  link(
    String.raw`(?:www\.|m\.|web\.)?(?:facebook|fb)\.com`,
    String.raw`(?:profile\.php\?id=\d+|[A-Za-z0-9.\-]{5,50})`,
  ),
];
const YOUTUBE = [
  link(
    String.raw`(?:www\.|m\.)?youtube\.com`,
    String.raw`(?:@[A-Za-z0-9_.\-]{3,30}|c\/[A-Za-z0-9_.\-]+|channel\/UC[A-Za-z0-9_\-]{22}|user\/[A-Za-z0-9_.\-]+|watch\?v=[A-Za-z0-9_\-]{11}\S*|shorts\/[A-Za-z0-9_\-]{11})`,
  ),
  link(String.raw`youtu\.be`, String.raw`[A-Za-z0-9_\-]{11}`),
];

const matchesAny =
  (patterns: ReadonlyArray<RegExp>) =>
  (value: string): boolean =>
    value.length <= 2048 && patterns.some((pattern) => pattern.test(value));

export const isDiscordLink = matchesAny(DISCORD);
export const isInstagramLink = matchesAny(INSTAGRAM);
export const isTwitterLink = matchesAny(TWITTER);
export const isFacebookLink = matchesAny(FACEBOOK);
export const isYoutubeLink = matchesAny(YOUTUBE);

/**
 * A general web link: optional http(s) scheme, a host of dot-separated labels ending in a top level of two or
 * more letters, optional port and path. A host starting `ww.` is the classic typo of `www.` and is refused
 * (spec §5).
 */
const URL_PATTERN =
  /^(?:https?:\/\/)?((?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63})(?::\d{1,5})?(?:[/?#]\S*)?$/;

export const isGeneralUrl = (value: string): boolean => {
  if (value.length > 2048) return false;
  const match = URL_PATTERN.exec(value);
  if (match === null) return false;
  return !(match[1] ?? "").toLowerCase().startsWith("ww.");
};

export const DiscordLink = Schema.String.check(rule("validation.discordLink.invalid", isDiscordLink));
export const InstagramLink = Schema.String.check(rule("validation.instagramLink.invalid", isInstagramLink));
export const TwitterLink = Schema.String.check(rule("validation.twitterLink.invalid", isTwitterLink));
export const FacebookLink = Schema.String.check(rule("validation.facebookLink.invalid", isFacebookLink));
export const YoutubeLink = Schema.String.check(rule("validation.youtubeLink.invalid", isYoutubeLink));
export const GeneralUrl = Schema.String.check(rule("validation.url.invalid", isGeneralUrl));
