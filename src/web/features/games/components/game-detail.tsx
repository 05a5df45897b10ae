import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import type { components } from "#generated/api";
import { formatDate } from "@/domain/format/time-format";
import { Tag } from "@/web/components/tag";
import {
  genreMessages,
  loginMethodMessages,
  networkMessages,
  platformMessages,
} from "@/web/features/games/components/catalogue-messages";
import * as styles from "@/web/features/games/components/game-detail.css";

type Game = components["schemas"]["Game"];

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className={styles.fact}>
    <dt className={styles.factLabel}>{label}</dt>
    <dd className={styles.factValue}>{children}</dd>
  </div>
);

/** A game's page: banner, name, description and its facts (genres, platforms, networks, how to log in). */
export const GameDetail = ({ game }: { game: Game }) => {
  const intl = useIntl();
  const message = intl.formatMessage;
  return (
    <article>
      <header className={styles.hero}>
        <img className={styles.banner} src={game.images.banner} alt="" width={1280} height={480} />
        <div className={styles.heroText}>
          <img className={styles.icon} src={game.images.icon} alt="" width={72} height={72} />
          <div>
            <h1 className={styles.title}>{game.name}</h1>
            <p className={styles.tagline}>{game.tagline}</p>
          </div>
        </div>
      </header>
      <div className={styles.layout}>
        <p className={styles.description}>{game.description}</p>
        <dl className={styles.facts}>
          <Fact label={message({ id: "games.detail.developer", defaultMessage: "Developer" })}>
            {game.developer}
          </Fact>
          <Fact label={message({ id: "games.detail.genres", defaultMessage: "Genres" })}>
            {game.genres.map((genre) => (
              <Tag key={genre} tone="accent">
                {message(genreMessages[genre])}
              </Tag>
            ))}
          </Fact>
          <Fact label={message({ id: "games.detail.platforms", defaultMessage: "Platforms" })}>
            {game.platforms.map((platform) => (
              <Tag key={platform}>{message(platformMessages[platform])}</Tag>
            ))}
          </Fact>
          <Fact label={message({ id: "games.detail.networks", defaultMessage: "Networks" })}>
            {game.networks.map((network) => (
              <Tag key={network} tone="secondary">
                {message(networkMessages[network])}
              </Tag>
            ))}
          </Fact>
          <Fact
            label={message({ id: "games.detail.loginMethods", defaultMessage: "Sign in to the game with" })}
          >
            {game.loginMethods.map((method) => (
              <Tag key={method}>{message(loginMethodMessages[method])}</Tag>
            ))}
          </Fact>
          {game.releasedOn === null ? null : (
            <Fact label={message({ id: "games.detail.released", defaultMessage: "Released" })}>
              {formatDate(`${game.releasedOn}T00:00:00Z`, { locale: intl.locale, timeZone: "UTC" })}
            </Fact>
          )}
          {game.websiteUrl === null ? null : (
            <Fact label={message({ id: "games.detail.website", defaultMessage: "Website" })}>
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
