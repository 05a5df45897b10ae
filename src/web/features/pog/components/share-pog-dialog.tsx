import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import { Link } from "@/web/components/link";
import { Skeleton } from "@/web/components/skeleton";
import { useToast } from "@/web/components/toast";
import { usePogShareLink, type PogShare } from "@/web/features/pog/api/pog-showcase-api";
import { formatPogFailure } from "@/web/features/pog/components/pog-messages";
import * as styles from "@/web/features/pog/components/pog-showcase.css";
import * as pogStyles from "@/web/features/pog/components/pog.css";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "pog.share.title", defaultMessage: "Share POG" },
    description: { id: "pog.share.description", defaultMessage: "Share {name} with your friends." },
    link: { id: "pog.share.link", defaultMessage: "Short link" },
    copy: { id: "pog.share.copy", defaultMessage: "Copy link" },
    copied: { id: "pog.share.copied", defaultMessage: "Link copied" },
    more: { id: "pog.share.more", defaultMessage: "More" },
    loading: { id: "pog.share.loading", defaultMessage: "Making your link…" },
  }),
);

/** Brand names stay as the brands write them. */
const CHANNEL_NAMES: Readonly<Record<Exclude<PogShare["channels"][number]["channel"], "more">, string>> = {
  x: "X",
  telegram: "Telegram",
  facebook: "Facebook",
  whatsapp: "WhatsApp",
};

/**
 * The share POG modal (spec §2): the card's first-party short link, a button that copies it, and a link per
 * channel (x, telegram, facebook, whatsapp, more), each carrying its `utm_source`.
 */
export const SharePogDialog = ({
  name,
  kleosName,
  onClose,
}: {
  /** The card to share; undefined: the caller's own. */
  readonly name: string | undefined;
  readonly kleosName: string | undefined;
  readonly onClose: () => void;
}) => {
  const intl = useIntl();
  const toast = useToast();
  const share = usePogShareLink("view", name, true);
  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    toast.show({ message: intl.formatMessage(messages.copied) });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      description={
        share.data === undefined
          ? undefined
          : intl.formatMessage(messages.description, { name: kleosName ?? share.data.kleosName })
      }
    >
      {share.isPending ? (
        <div aria-busy="true" className={pogStyles.cardBody}>
          <span role="status">{intl.formatMessage(messages.loading)}</span>
          <Skeleton blockSize="2.5rem" />
        </div>
      ) : share.isError ? (
        <p role="alert" className={pogStyles.muted}>
          {formatPogFailure(intl, share.error, "DataFetchFailed")}
        </p>
      ) : (
        <div className={pogStyles.cardBody}>
          <label className={pogStyles.cardBody}>
            <span>{intl.formatMessage(messages.link)}</span>
            <input className={styles.shortLink} readOnly value={share.data.shortUrl} />
          </label>
          <div className={pogStyles.actions}>
            <Button onClick={() => void copy(share.data.shortUrl)}>
              {intl.formatMessage(messages.copy)}
            </Button>
          </div>
          <ul className={styles.channels}>
            {share.data.channels.map(({ channel, url }) => (
              <li key={channel}>
                <Link to={url} data-channel={channel}>
                  {channel === "more" ? intl.formatMessage(messages.more) : CHANNEL_NAMES[channel]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
};
