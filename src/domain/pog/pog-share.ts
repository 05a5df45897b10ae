/**
 * Sharing a POG card (spec §3 share channels, §2 "utm_source is appended to share links"): the short link's
 * address, each channel's share link, and the card's preview page (Open Graph and Twitter card tags).
 */

export const POG_SHARE_CHANNELS = ["x", "telegram", "facebook", "whatsapp", "more"] as const;
export type PogShareChannel = (typeof POG_SHARE_CHANNELS)[number];

export const POG_SHARE_CTAS = ["view", "mint"] as const;
export type PogShareCta = (typeof POG_SHARE_CTAS)[number];

/** Short link codes: 10 characters of base64url (60 random bits). */
export const SHORT_LINK_CODE_PATTERN = /^[A-Za-z0-9_-]{8,16}$/u;

/** The short link with `utm_source=<channel>`. */
export const withUtmSource = (url: string, channel: PogShareChannel): string => {
  const link = new URL(url);
  link.searchParams.set("utm_source", channel);
  return link.toString();
};

/** Each channel's share link for `url` with `text`; `more` is the link itself, for the device's share sheet. */
export const shareChannelLinks = (
  url: string,
  text: string,
): ReadonlyArray<{ readonly channel: PogShareChannel; readonly url: string }> =>
  POG_SHARE_CHANNELS.map((channel) => {
    const link = withUtmSource(url, channel);
    const q = (value: string) => encodeURIComponent(value);
    switch (channel) {
      case "x":
        return { channel, url: `https://twitter.com/intent/tweet?text=${q(text)}&url=${q(link)}` };
      case "telegram":
        return { channel, url: `https://t.me/share/url?url=${q(link)}&text=${q(text)}` };
      case "facebook":
        return { channel, url: `https://www.facebook.com/sharer/sharer.php?u=${q(link)}` };
      case "whatsapp":
        return { channel, url: `https://wa.me/?text=${q(`${text} ${link}`)}` };
      case "more":
        return { channel, url: link };
    }
  });

/** Where a short link sends its visitor: the card's page, or the mint flow with the sharer's referral code. */
export const shareTargetPath = (cta: PogShareCta, name: string, referralCode: string | undefined): string => {
  if (cta === "mint") {
    const query = new URLSearchParams({ startLoginFlow: "true" });
    if (referralCode !== undefined) query.set("referral", referralCode);
    return `/pog/mint?${query.toString()}`;
  }
  return `/pog-showcase?${new URLSearchParams({ card: name }).toString()}`;
};

/** The card's front picture (rendered by the card service). */
export const pogCardFrontPath = (name: string): string =>
  `/api/users/user-names/${encodeURIComponent(name)}/pog-card/front`;

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/gu, (c) => HTML_ESCAPES[c] ?? c);

export interface ShareablePage {
  readonly title: string;
  readonly description: string;
  readonly imageUrl: string;
  readonly pageUrl: string;
  readonly targetUrl: string;
}

/**
 * The short link's page: link-preview crawlers read its tags; a person is sent on to `targetUrl` at once
 * (a meta refresh, so no script is needed), with a link for browsers that do not follow it.
 */
export const sharePageHtml = (page: ShareablePage): string => {
  const e = escapeHtml;
  const meta = (attribute: "property" | "name", key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${e(value)}">`;
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<title>${e(page.title)}</title>`,
    meta("name", "description", page.description),
    meta("property", "og:type", "profile"),
    meta("property", "og:site_name", "Kleos"),
    meta("property", "og:title", page.title),
    meta("property", "og:description", page.description),
    meta("property", "og:image", page.imageUrl),
    meta("property", "og:url", page.pageUrl),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", page.title),
    meta("name", "twitter:description", page.description),
    meta("name", "twitter:image", page.imageUrl),
    `<meta http-equiv="refresh" content="0; url=${e(page.targetUrl)}">`,
    `<link rel="canonical" href="${e(page.pageUrl)}">`,
    "</head>",
    "<body>",
    `<p><a href="${e(page.targetUrl)}">${e(page.title)}</a></p>`,
    "</body>",
    "</html>",
  ].join("\n");
};
