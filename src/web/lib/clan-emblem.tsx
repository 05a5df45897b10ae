import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import type { ClanEmblem as Emblem } from "@/domain/clans/clan-rules";
import * as styles from "@/web/lib/clan-emblem.css";
import { clanImageUrl, EMBLEM_PIXELS } from "@/web/lib/clan-images";
import { emblemMessages } from "@/web/lib/clan-words";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    alt: { id: "clans.emblem.alt", defaultMessage: "Emblem: {emblem}" },
  }),
);

/**
 * The fallback pictures of Kleos' clan emblems, drawn here as SVG when the server's picture cannot be loaded, so
 * they look the same on every device (emoji depend on the system's font, and some have none).
 */
const EMBLEM_PATHS: Readonly<Record<Emblem, ReadonlyArray<string>>> = {
  shield: ["M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z", "M12 7v10", "M8 11h8"],
  sword: ["M14.5 17.5 3 6V3h3l11.5 11.5", "m13 19 6-6", "m16 16 4 4", "m19 21 2-2"],
  crown: ["M3 8l4.5 4.5L12 5l4.5 7.5L21 8l-2 10H5z", "M5 21h14"],
  dragon: ["M3 20c4-1 7-4 8-8l2-8 2 5 5-2-3 6 4 2-6 2c-2 3-5 4-12 3z", "M14 9h.01"],
  phoenix: ["M12 22c4 0 7-3 7-7 0-3-2-5-3-7-1 2-2 3-3 3 0-3-1-6-4-9 0 4-4 7-4 13 0 4 3 7 7 7z"],
  wolf: ["M4 3l4 5h8l4-5v9l-4 6-4 3-4-3-4-6z", "M9 12h.01", "M15 12h.01", "M11 16h2"],
  lion: [
    "M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z",
    "M12 9a4 4 0 1 0 0 8 4 4 0 1 0 0-8z",
    "M10.5 12.5h.01",
    "M13.5 12.5h.01",
  ],
  star: ["M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z"],
};

const EmblemPicture = ({ emblem }: { readonly emblem: Emblem }) => (
  <svg
    viewBox="0 0 24 24"
    width="60%"
    height="60%"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {EMBLEM_PATHS[emblem].map((path) => (
      <path key={path} d={path} />
    ))}
  </svg>
);

/**
 * A clan's emblem: the server's picture of it (`getClanImage`), or, if that fails to load, the same emblem drawn
 * here; the first letter of the clan's name when it has none. The emblem's name is its alternative text. `size`:
 * `sm` in a leaderboard's rows, `md` in lists, `lg` at the head of the clan's page (loaded at once, not lazily);
 * each is a fixed frame, so nothing moves when the picture arrives or fails.
 */
export const ClanEmblem = ({
  emblem,
  clanName,
  size = "md",
}: {
  readonly emblem: Emblem | null;
  readonly clanName: string;
  readonly size?: "sm" | "md" | "lg";
}) => {
  const intl = useIntl();
  const [failed, setFailed] = useState<Emblem | null>(null);
  const className = styles.emblem[size];
  if (emblem === null)
    return (
      <span className={className} aria-hidden="true">
        {Array.from(clanName)[0]?.toUpperCase()}
      </span>
    );
  const alt = intl.formatMessage(messages.alt, { emblem: intl.formatMessage(emblemMessages[emblem]) });
  if (failed !== emblem)
    return (
      <span className={className}>
        <img
          className={styles.emblemImage}
          src={clanImageUrl("emblem", emblem)}
          alt={alt}
          width={EMBLEM_PIXELS}
          height={EMBLEM_PIXELS}
          decoding="async"
          {...(size === "lg" ? {} : { loading: "lazy" as const })}
          onError={() => setFailed(emblem)}
        />
      </span>
    );
  return (
    <span className={className} role="img" aria-label={alt}>
      <EmblemPicture emblem={emblem} />
    </span>
  );
};
