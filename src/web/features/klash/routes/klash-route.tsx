import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Skeleton } from "@/web/components/skeleton";
import { Tag } from "@/web/components/tag";
import { useArenaGames, useArenaRedirect, type ArenaGame } from "@/web/features/klash/api/klash-api";
import { ArenaUsernameDialog } from "@/web/features/klash/components/arena-username-dialog";
import * as styles from "@/web/features/klash/components/klash.css";
import { WaitlistDialog } from "@/web/features/klash/components/waitlist-dialog";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";
import { formatProblem } from "@/web/lib/problem-messages";
import { useSession } from "@/web/lib/session";
import { useStartLoginFlow } from "@/web/lib/start-login-flow";

const messages = plainMessages(
  defineMessages({
    title: { id: "klash.page.title", defaultMessage: "Klash arena" },
    lead: {
      id: "klash.page.lead",
      defaultMessage: "Play our partner arena's games under your arena username and climb its ladders.",
    },
    manage: { id: "klash.page.manage", defaultMessage: "Arena usernames" },
    live: { id: "klash.page.live", defaultMessage: "Live" },
    comingSoon: { id: "klash.page.comingSoon", defaultMessage: "Coming soon" },
    username: { id: "klash.page.username", defaultMessage: "Arena username: {username}" },
    noUsername: { id: "klash.page.noUsername", defaultMessage: "No arena username yet" },
    addUsername: { id: "klash.page.addUsername", defaultMessage: "Add username" },
    editUsername: { id: "klash.page.editUsername", defaultMessage: "Edit username" },
    play: { id: "klash.page.play", defaultMessage: "Play {game}" },
    opening: { id: "klash.page.opening", defaultMessage: "Opening the arena…" },
    joinWaitlist: { id: "klash.page.joinWaitlist", defaultMessage: "Join the waitlist" },
    onWaitlist: { id: "klash.page.onWaitlist", defaultMessage: "You're on the waitlist" },
    signIn: { id: "klash.page.signIn", defaultMessage: "Sign in to play" },
    empty: { id: "klash.page.empty", defaultMessage: "No arena games yet" },
    loadFailed: { id: "klash.page.loadFailed", defaultMessage: "The arena could not be loaded" },
    retry: { id: "klash.page.retry", defaultMessage: "Try again" },
  }),
);

type Open =
  | { readonly kind: "username"; readonly gameId: number; readonly thenPlay: boolean }
  | { readonly kind: "waitlist"; readonly game: ArenaGame }
  | undefined;

/** `/klash`: the partner arena's games, the bash arena username modal, the arena redirect and the waitlist. */
export const KlashRoute = () => {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  const session = useSession();
  const signedIn = session.status === "signedIn";
  const startLogin = useStartLoginFlow();
  const games = useArenaGames(signedIn);
  const redirect = useArenaRedirect();
  const [open, setOpen] = useState<Open>(undefined);
  const [failedGame, setFailedGame] = useState<number | undefined>(undefined);
  const items = games.data?.items ?? [];

  const play = (game: ArenaGame) => {
    setFailedGame(undefined);
    redirect.mutate(game.gameId, {
      // The handoff code lives 60 seconds and is used once: the arena is opened at once, in this tab.
      onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
      onError: () => setFailedGame(game.gameId),
    });
  };

  const playOrAsk = (game: ArenaGame) =>
    game.arenaUsername === null
      ? setOpen({ kind: "username", gameId: game.gameId, thenPlay: true })
      : play(game);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
        {signedIn && items.length > 0 ? (
          <div className={styles.toolbar}>
            <Button
              tone="secondary"
              onClick={() => setOpen({ kind: "username", gameId: items[0]?.gameId ?? 0, thenPlay: false })}
            >
              {intl.formatMessage(messages.manage)}
            </Button>
          </div>
        ) : null}
      </header>
      {games.isPending ? (
        <Skeleton blockSize="12rem" />
      ) : games.isError ? (
        <EmptyState
          title={intl.formatMessage(messages.loadFailed)}
          action={<Button onClick={() => void games.refetch()}>{intl.formatMessage(messages.retry)}</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState title={intl.formatMessage(messages.empty)} />
      ) : (
        <ul className={styles.grid}>
          {items.map((game) => (
            <li key={game.gameId}>
              <Card as="article" className={styles.card} aria-labelledby={`arena-game-${game.gameId}`}>
                <div className={styles.cardHead}>
                  <img className={styles.icon} src={game.images.icon} alt="" width={48} height={48} />
                  <h2 id={`arena-game-${game.gameId}`} className={styles.gameName}>
                    {game.name}
                  </h2>
                </div>
                <Tag tone={game.status === "LIVE" ? "accent" : "neutral"}>
                  {game.status === "LIVE"
                    ? intl.formatMessage(messages.live)
                    : intl.formatMessage(messages.comingSoon)}
                </Tag>
                <p className={styles.muted}>{game.tagline}</p>
                {signedIn && game.status === "LIVE" ? (
                  <p className={styles.muted}>
                    {game.arenaUsername === null
                      ? intl.formatMessage(messages.noUsername)
                      : intl.formatMessage(messages.username, { username: game.arenaUsername })}
                  </p>
                ) : null}
                {failedGame === game.gameId && redirect.isError ? (
                  <p role="alert" className={styles.muted}>
                    {formatProblem(intl, redirect.error, [
                      "ArenaUsernameRequired",
                      "ArenaGameNotLive",
                      "ArenaUnavailable",
                      "ArenaGameNotFound",
                    ])}
                  </p>
                ) : null}
                <div className={styles.actions}>
                  {!signedIn ? (
                    <Button onClick={startLogin}>{intl.formatMessage(messages.signIn)}</Button>
                  ) : game.status === "LIVE" ? (
                    <>
                      <Button onClick={() => playOrAsk(game)} disabled={redirect.isPending}>
                        {redirect.isPending && redirect.variables === game.gameId
                          ? intl.formatMessage(messages.opening)
                          : intl.formatMessage(messages.play, { game: game.name })}
                      </Button>
                      <Button
                        tone="ghost"
                        onClick={() => setOpen({ kind: "username", gameId: game.gameId, thenPlay: false })}
                      >
                        {game.arenaUsername === null
                          ? intl.formatMessage(messages.addUsername)
                          : intl.formatMessage(messages.editUsername)}
                      </Button>
                    </>
                  ) : game.onWaitlist ? (
                    <Button tone="secondary" onClick={() => setOpen({ kind: "waitlist", game })}>
                      {intl.formatMessage(messages.onWaitlist)}
                    </Button>
                  ) : (
                    <Button tone="secondary" onClick={() => setOpen({ kind: "waitlist", game })}>
                      {intl.formatMessage(messages.joinWaitlist)}
                    </Button>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {open?.kind === "username" ? (
        <ArenaUsernameDialog
          games={items.filter((game) => game.status === "LIVE")}
          initialGameId={open.gameId}
          onClose={() => setOpen(undefined)}
          onSaved={(game, username) => {
            setOpen(undefined);
            if (open.thenPlay) play({ ...game, arenaUsername: username });
          }}
        />
      ) : null}
      {open?.kind === "waitlist" ? (
        <WaitlistDialog game={open.game} onClose={() => setOpen(undefined)} />
      ) : null}
    </div>
  );
};
