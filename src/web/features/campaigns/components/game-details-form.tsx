import { defineMessages, useIntl, type MessageDescriptor } from "react-intl";
import { Button } from "@/web/components/button";
import {
  useGameLoginMethods,
  useGameUsername,
  useUpdateGameUsername,
  type GameLoginMethod,
} from "@/web/features/campaigns/api/campaigns-api";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import { formatCampaignFailure } from "@/web/features/campaigns/components/campaign-messages";
import { GameLoginForm } from "@/web/lib/game-login-form";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    legend: { id: "campaigns.gameDetails.legend", defaultMessage: "Your game login" },
    value: { id: "campaigns.gameDetails.value", defaultMessage: "Your {method}" },
    save: { id: "campaigns.gameDetails.save", defaultMessage: "Save game details" },
    saving: { id: "campaigns.gameDetails.saving", defaultMessage: "Saving…" },
    saved: { id: "campaigns.gameDetails.saved", defaultMessage: "Saved: {method} {value}" },
  }),
);

/** Each login method inside a sentence ("Your user name"), where a label on its own starts with a capital. */
const loginMethodMessages: Readonly<Record<GameLoginMethod, MessageDescriptor>> = defineMessages({
  USER_NAME: { id: "campaigns.loginMethod.userName", defaultMessage: "user name" },
  IN_GAME_EMAIL: { id: "campaigns.loginMethod.inGameEmail", defaultMessage: "in-game e-mail" },
  IN_GAME_WALLET: { id: "campaigns.loginMethod.inGameWallet", defaultMessage: "in-game wallet" },
  IN_GAME_USER_ID: { id: "campaigns.loginMethod.inGameUserId", defaultMessage: "in-game user id" },
  BROWSER_EXTENSION_WALLET: {
    id: "campaigns.loginMethod.browserExtensionWallet",
    defaultMessage: "browser-extension wallet",
  },
  SOLANA_WALLET: { id: "campaigns.loginMethod.solanaWallet", defaultMessage: "Solana wallet" },
  STEAM_ID: { id: "campaigns.loginMethod.steamId", defaultMessage: "Steam id" },
});

/**
 * The CAPTURE_GAME_DETAILS form (and the quest login method's): the shared game login form, saved with
 * updateGameUsername; the method saved last is shown and chosen until the gamer picks another.
 */
export const GameDetailsForm = ({
  gameId,
  gameName,
  onSaved,
}: {
  gameId: number;
  gameName: string;
  onSaved?: () => void;
}) => {
  const intl = useIntl();
  const methods = useGameLoginMethods(gameId);
  const saved = useGameUsername(gameId);
  const save = useUpdateGameUsername(gameId);

  return (
    <GameLoginForm
      label={intl.formatMessage(messages.legend)}
      gameName={gameName}
      methods={methods}
      defaultMethod={saved.data?.loginMethod}
      identifierLabel={(method) =>
        intl.formatMessage(messages.value, { method: intl.formatMessage(loginMethodMessages[method]) })
      }
      intro={
        saved.data ? (
          <p className={styles.success} role="status">
            {intl.formatMessage(messages.saved, {
              method: intl.formatMessage(loginMethodMessages[saved.data.loginMethod]),
              value: saved.data.value,
            })}
          </p>
        ) : null
      }
      failure={save.error}
      formatFailure={(error) => formatCampaignFailure(intl, error)}
      onEdit={() => save.reset()}
      onSubmit={(login) => save.mutate(login, { onSuccess: () => onSaved?.() })}
      actions={
        <div className={styles.actions}>
          <Button type="submit" tone="secondary" disabled={save.isPending} aria-busy={save.isPending}>
            {intl.formatMessage(save.isPending ? messages.saving : messages.save)}
          </Button>
        </div>
      }
    />
  );
};
