import { detailPathOf } from "@/web/lib/routes";

/** The query parameter a shared invite link carries the inviter's referral code in. */
export const REFERRAL_PARAM = "referral";
/** Where a shared link was shared to (spec §2: utm_source is appended to share links). */
export const UTM_SOURCE_PARAM = "utm_source";
/** The leaderboard marker of spec §2: the fragment that scrolls a campaign page to its leaderboard. */
export const LEADERBOARD_ANCHOR = "leaderboard";

/** The share channels of spec §3. */
export const SHARE_CHANNELS = ["x", "telegram", "facebook", "whatsapp", "more"] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/**
 * The invite link a gamer shares: the campaign's page with their referral code and the channel it went to
 * (`/gamer/k-drop/<slug>?referral=<code>&utm_source=<channel>`), on `origin`.
 */
export const inviteLink = (
  origin: string,
  item: { readonly kind: "campaign" | "quest"; readonly slug: string },
  referralCode: string,
  channel: ShareChannel,
): string =>
  `${origin}${detailPathOf(item)}?${new URLSearchParams({
    [REFERRAL_PARAM]: referralCode,
    [UTM_SOURCE_PARAM]: channel,
  }).toString()}`;

/** The page of each share channel that opens with the link (and a line of text) filled in; `more` has none. */
export const shareTargetUrl = (
  channel: Exclude<ShareChannel, "more">,
  link: string,
  text: string,
): string => {
  switch (channel) {
    case "x":
      return `https://x.com/intent/post?${new URLSearchParams({ text, url: link }).toString()}`;
    case "telegram":
      return `https://t.me/share/url?${new URLSearchParams({ url: link, text }).toString()}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: link }).toString()}`;
    case "whatsapp":
      return `https://wa.me/?${new URLSearchParams({ text: `${text} ${link}` }).toString()}`;
  }
};
