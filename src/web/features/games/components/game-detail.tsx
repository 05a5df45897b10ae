import type { ReactNode } from "react";
import { defineMessages, useIntl } from "react-intl";
import type { components } from "#generated/api";
import { formatDate } from "@/domain/format/time-format";
import { Tag } from "@/web/components/tag";
import {
  genreMessages,
  networkMessages,
  platformMessages,
} from "@/web/features/games/components/catalogue-messages";
import * as styles from "@/web/features/games/components/game-detail.css";
import { gameLoginMethodMessages } from "@/web/lib/game-login-method-messages";

type Game = components["schemas"]["Game"];

const messages = defineMessages({
  developer: { id: "games.detail.developer", defaultMessage: "Developer" },
  genres: { id: "games.detail.genres", defaultMessage: "Genres" },
  platforms: { id: "games.detail.platforms", defaultMessage: "Platforms" },
  networks: { id: "games.detail.networks", defaultMessage: "Networks" },
  loginMethods: { id: "games.detail.loginMethods", defaultMessage: "Sign in to the game with" },
  released: { id: "games.detail.released", defaultMessage: "Released" },
  website: { id: "games.detail.website", defaultMessage: "Website" },
});

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className={styles.fact}>
    <dt className={styles.factLabel}>{label}</dt>
    <dd className={styles.factValue}>{children}</dd>
  </div>
);

/**
 * A game's page: banner, name, description and its facts (genres, platforms, networks, how to log in);
 * `children` (what there is to play in the game now) follow the description, before the facts on a phone.
 */
export const GameDetail = ({ game, children }: { game: Game; children?: ReactNode }) => {
  const intl = useIntl();
  return (
    <article>
      <header className={styles.hero}>
        <img className={styles.banner} src={game.images.banner} alt="" width={1280} height={480} />
        <div className={styles.heroText}>
          <img className={styles.icon} src={game.images.icon} alt="" width={72} height={72} />
          <div>
            <h1 className={styles.title} dir="auto">
              {game.name}
            </h1>
            <p className={styles.tagline} dir="auto">
              {game.tagline}
            </p>
          </div>
        </div>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          {/* Admins write it in one language, perhaps not the page's: its own direction, not the page's. */}
          <p className={styles.description} dir="auto">
            {game.description}
          </p>
          {children}
        </div>
        <dl className={styles.facts}>
          <Fact label={intl.formatMessage(messages.developer)}>{game.developer}</Fact>
          <Fact label={intl.formatMessage(messages.genres)}>
            {game.genres.map((genre) => (
              <Tag key={genre} tone="accent">
                {intl.formatMessage(genreMessages[genre])}
              </Tag>
            ))}
          </Fact>
          <Fact label={intl.formatMessage(messages.platforms)}>
            {game.platforms.map((platform) => (
              <Tag key={platform}>{intl.formatMessage(platformMessages[platform])}</Tag>
            ))}
          </Fact>
          <Fact label={intl.formatMessage(messages.networks)}>
            {game.networks.map((network) => (
              <Tag key={network} tone="secondary">
                {intl.formatMessage(networkMessages[network])}
              </Tag>
            ))}
          </Fact>
          <Fact label={intl.formatMessage(messages.loginMethods)}>
            {game.loginMethods.map((method) => (
              <Tag key={method}>{intl.formatMessage(gameLoginMethodMessages[method])}</Tag>
            ))}
          </Fact>
          {game.releasedOn === null ? null : (
            <Fact label={intl.formatMessage(messages.released)}>
              {formatDate(`${game.releasedOn}T00:00:00Z`, { locale: intl.locale, timeZone: "UTC" })}
            </Fact>
          )}
          {game.websiteUrl === null ? null : (
            <Fact label={intl.formatMessage(messages.website)}>
              <a href={game.websiteUrl} target="_blank" rel="noopener noreferrer">
                {new URL(game.websiteUrl).host}
              </a>
            </Fact>
          )}
        </dl>
      </div>
    </article>
  );
};
