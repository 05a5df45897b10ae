import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Link } from "@/web/components/link";
import { Skeleton } from "@/web/components/skeleton";
import { useToast } from "@/web/components/toast";
import {
  useCreateReferralCode,
  useReferralCode,
  type CampaignDetail,
} from "@/web/features/campaigns/api/campaigns-api";
import {
  SHARE_CHANNELS,
  inviteLink,
  shareTargetUrl,
  type ShareChannel,
} from "@/web/features/campaigns/lib/share-links";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import { formatCampaignFailure } from "@/web/features/campaigns/components/campaign-messages";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    create: { id: "campaigns.referral.create", defaultMessage: "Create my referral code" },
    creating: { id: "campaigns.referral.creating", defaultMessage: "Creating…" },
    none: {
      id: "campaigns.referral.none",
      defaultMessage: "You have no referral code yet. Create it once and use it in every invite.",
    },
    code: { id: "campaigns.referral.code", defaultMessage: "Your referral code" },
    link: { id: "campaigns.referral.link", defaultMessage: "Your invite link" },
    copyCode: { id: "campaigns.referral.copyCode", defaultMessage: "Copy code" },
    copyLink: { id: "campaigns.referral.copyLink", defaultMessage: "Copy invite link" },
    copied: { id: "campaigns.referral.copied", defaultMessage: "Copied" },
    copyFailed: {
      id: "campaigns.referral.copyFailed",
      defaultMessage: "Could not copy. Select the text and copy it.",
    },
    shareTo: { id: "campaigns.referral.shareTo", defaultMessage: "Share your invite" },
    shareText: { id: "campaigns.referral.shareText", defaultMessage: "Join me on Kleos: {title}" },
    loadFailed: {
      id: "campaigns.referral.loadFailed",
      defaultMessage: "Your referral code could not be loaded",
    },
  }),
);

const channelMessages = plainMessages(
  defineMessages({
    x: { id: "campaigns.referral.channelX", defaultMessage: "Share on X" },
    telegram: { id: "campaigns.referral.channelTelegram", defaultMessage: "Share on Telegram" },
    facebook: { id: "campaigns.referral.channelFacebook", defaultMessage: "Share on Facebook" },
    whatsapp: { id: "campaigns.referral.channelWhatsapp", defaultMessage: "Share on WhatsApp" },
    more: { id: "campaigns.referral.channelMore", defaultMessage: "More ways to share" },
  }),
);

const copy = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * CREATE_REFERRAL and SHARE_REFERRAL_INVITE: the gamer's referral code (created once on request) and the
 * campaign's invite link carrying it, shared to the channels of spec §3. Each link names its channel in
 * `utm_source`; "more" uses the device's share sheet when it has one, else copies the link.
 */
export const ReferralPanel = ({ campaign, share }: { campaign: CampaignDetail; share: boolean }) => {
  const intl = useIntl();
  const toast = useToast();
  const code = useReferralCode(true);
  const create = useCreateReferralCode();

  const copied = (ok: boolean) =>
    toast.show({
      tone: ok ? "success" : "error",
      message: intl.formatMessage(ok ? messages.copied : messages.copyFailed),
    });

  if (code.isError)
    return (
      <p role="alert" className={styles.error}>
        {intl.formatMessage(messages.loadFailed)}
      </p>
    );
  if (code.data === undefined) return <Skeleton blockSize="4rem" />;
  if (code.data === null)
    return (
      <div className={styles.stack}>
        <p className={styles.muted}>{intl.formatMessage(messages.none)}</p>
        {create.isError ? (
          <p role="alert" className={styles.error}>
            {formatCampaignFailure(intl, create.error)}
          </p>
        ) : null}
        <div>
          <Button
            tone="secondary"
            onClick={() => create.mutate()}
            disabled={create.isPending}
            aria-busy={create.isPending}
          >
            {intl.formatMessage(create.isPending ? messages.creating : messages.create)}
          </Button>
        </div>
      </div>
    );

  const referral = code.data.code;
  const origin = window.location.origin;
  const linkFor = (channel: ShareChannel) => inviteLink(origin, campaign, referral, channel);
  const text = intl.formatMessage(messages.shareText, { title: campaign.title });

  const shareMore = async () => {
    const link = linkFor("more");
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: campaign.title, text, url: link });
        return;
      } catch (error) {
        // The gamer closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    copied(await copy(link));
  };

  return (
    <div className={styles.stack}>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(messages.code)}</dt>
          <dd className={styles.factValue}>
            <span className={styles.code}>{referral}</span>
          </dd>
        </div>
        {share ? (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{intl.formatMessage(messages.link)}</dt>
            <dd className={styles.factValue}>
              <span className={styles.hash}>{linkFor("more")}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.row}>
        <Button size="sm" tone="ghost" onClick={() => void copy(referral).then(copied)}>
          {intl.formatMessage(messages.copyCode)}
        </Button>
        {share ? (
          <Button size="sm" tone="ghost" onClick={() => void copy(linkFor("more")).then(copied)}>
            {intl.formatMessage(messages.copyLink)}
          </Button>
        ) : null}
      </div>
      {share ? (
        <nav aria-label={intl.formatMessage(messages.shareTo)}>
          <ul className={styles.shareList}>
            {SHARE_CHANNELS.map((channel) => (
              <li key={channel}>
                {channel === "more" ? (
                  <Button size="sm" tone="secondary" onClick={() => void shareMore()}>
                    {intl.formatMessage(channelMessages.more)}
                  </Button>
                ) : (
                  <Link className={styles.actionLink} to={shareTargetUrl(channel, linkFor(channel), text)}>
                    {intl.formatMessage(channelMessages[channel])}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
};
