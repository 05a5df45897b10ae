import { useEffect } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import { useJoinArenaWaitlist, type ArenaGame } from "@/web/features/klash/api/klash-api";
import { plainMessages } from "@/web/lib/plain-messages";
import { formatProblem } from "@/web/lib/problem-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "klash.waitlist.title", defaultMessage: "Waitlist" },
    joining: { id: "klash.waitlist.joining", defaultMessage: "Signing you up for {game}…" },
    joined: {
      id: "klash.waitlist.joined",
      defaultMessage: "You're on the waitlist for {game}. We'll let you know when it goes live.",
    },
    already: {
      id: "klash.waitlist.already",
      defaultMessage: "You're already on the waitlist for {game}.",
    },
    done: { id: "klash.waitlist.done", defaultMessage: "Done" },
  }),
);

/** The waitlist modal (spec §2): signs the gamer up for a game that is not live yet, once; a second time says so. */
export const WaitlistDialog = ({
  game,
  onClose,
}: {
  readonly game: ArenaGame;
  readonly onClose: () => void;
}) => {
  const intl = useIntl();
  const join = useJoinArenaWaitlist();
  const { mutate } = join;
  useEffect(() => {
    mutate(game.gameId);
  }, [mutate, game.gameId]);
  const text = join.isError
    ? formatProblem(intl, join.error, ["ArenaGameNotFound", "ArenaGameAlreadyLive"])
    : join.data === undefined
      ? intl.formatMessage(messages.joining, { game: game.name })
      : intl.formatMessage(join.data.alreadyJoined ? messages.already : messages.joined, {
          game: game.name,
        });
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      footer={<Button onClick={onClose}>{intl.formatMessage(messages.done)}</Button>}
    >
      <p role="status">{text}</p>
    </Dialog>
  );
};
