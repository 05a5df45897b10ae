import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import type { ClanBanner as Banner } from "@/domain/clans/clan-rules";
import * as styles from "@/web/features/clans/components/clans.css";
import { BANNER_PIXELS, clanImageUrl } from "@/web/lib/clan-images";
import { bannerMessages } from "@/web/lib/clan-words";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    alt: { id: "clans.banner.alt", defaultMessage: "Banner: {banner}" },
  }),
);

/**
 * The strip of a clan's banner across the head of its page: the server's picture of it (`getClanImage`), over the
 * banner's colours drawn in CSS, which show alone while it loads, when it fails to, and for a clan without one. The
 * strip's size is fixed by its width, so nothing moves when the picture arrives or fails.
 */
export const ClanBanner = ({ banner }: { readonly banner: Banner | null }) => {
  const intl = useIntl();
  const [failed, setFailed] = useState<Banner | null>(null);
  return (
    <div className={`${styles.bannerStrip} ${styles.banner[banner ?? "none"]}`}>
      {banner !== null && failed !== banner && (
        <img
          className={styles.bannerImage}
          src={clanImageUrl("banner", banner)}
          alt={intl.formatMessage(messages.alt, { banner: intl.formatMessage(bannerMessages[banner]) })}
          width={BANNER_PIXELS.width}
          height={BANNER_PIXELS.height}
          decoding="async"
          onError={() => setFailed(banner)}
        />
      )}
    </div>
  );
};
