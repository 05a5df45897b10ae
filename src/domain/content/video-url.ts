/*
 * Videos are hosted elsewhere; the site embeds only players of the hosts it trusts. An admin gives the video's
 * page address; the player address is derived from it here, never taken from input, so an embed can only ever
 * point at one of these players.
 */

export const VIDEO_HOSTS = ["youtube", "vimeo"] as const;
export type VideoHost = (typeof VIDEO_HOSTS)[number];

export interface VideoSource {
  readonly host: VideoHost;
  readonly id: string;
  readonly embedUrl: string;
}

/** The origins of the players `embedUrl` points at (the page's `frame-src`). */
export const VIDEO_PLAYER_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{1,12}$/;

const youtube = (id: string | undefined): VideoSource | undefined =>
  id !== undefined && YOUTUBE_ID.test(id)
    ? { host: "youtube", id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` }
    : undefined;

const vimeo = (id: string | undefined): VideoSource | undefined =>
  id !== undefined && VIMEO_ID.test(id)
    ? { host: "vimeo", id, embedUrl: `https://player.vimeo.com/video/${id}` }
    : undefined;

/** The allow-listed video a page address names (https only), or undefined for anything else. */
export const parseVideoUrl = (input: string): VideoSource | undefined => {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "" || url.port !== "")
    return undefined;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter((segment) => segment !== "");
  switch (host) {
    case "youtube.com":
    case "www.youtube.com":
    case "m.youtube.com":
      if (url.pathname === "/watch") return youtube(url.searchParams.get("v") ?? undefined);
      if (segments.length === 2 && (segments[0] === "shorts" || segments[0] === "embed"))
        return youtube(segments[1]);
      return undefined;
    case "youtu.be":
      return segments.length === 1 ? youtube(segments[0]) : undefined;
    case "vimeo.com":
    case "www.vimeo.com":
      return segments.length === 1 ? vimeo(segments[0]) : undefined;
    default:
      return undefined;
  }
};
