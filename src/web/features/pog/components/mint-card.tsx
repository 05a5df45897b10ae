/**
 * The mint flow's last step, "Mint POG card" (spec §4): waiting for the avatar, the mint button, mint in
 * progress (the status is asked again every few seconds until the chain has the card), minted, and the two
 * failures of spec §8 ("Mission failed" when the card cannot be minted yet, "Something broke while minting your
 * POG card" when the mint gave up), each with a way on.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { defineMessages, useIntl } from "react-intl";
import { POG_MINT_ESTIMATED_MS } from "@/domain/constants/money";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { pogKeys, useRequestPogMint, type PogMintStatus } from "@/web/features/pog/api/pog-api";
import { useAvatarSlots } from "@/web/features/pog/api/pog-avatar-api";
import { error as errorText } from "@/web/features/pog/components/avatar.css";
import * as styles from "@/web/features/pog/components/pog.css";
import { formatPogFailure, formatPogMessage } from "@/web/features/pog/components/pog-messages";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "pog.mintCard.title", defaultMessage: "Mint your POG card" },
    needsAvatar: {
      id: "pog.mintCard.needsAvatar",
      defaultMessage: "Your card can be minted once your avatar is ready.",
    },
    ready: {
      id: "pog.mintCard.ready",
      defaultMessage:
        "Your name and avatar are ready. Mint your card to put it on chain, in your Kleos wallet.",
    },
    mint: { id: "pog.mintCard.mintButton", defaultMessage: "Mint POG card" },
    minting: {
      id: "pog.mintCard.inProgress",
      defaultMessage: "Minting your POG card… this takes about {seconds} seconds.",
    },
    minted: { id: "pog.mintCard.minted", defaultMessage: "Your POG card is minted" },
    token: { id: "pog.mintCard.token", defaultMessage: "Card #{tokenId}" },
    transaction: { id: "pog.mintCard.transaction", defaultMessage: "Transaction {hash}" },
    metadata: { id: "pog.mintCard.metadata", defaultMessage: "View the card's token data" },
    tryAgain: { id: "pog.mintCard.tryAgain", defaultMessage: "Try minting again" },
  }),
);

const shortHash = (hash: string): string => `${hash.slice(0, 10)}…${hash.slice(-6)}`;

export const MintCard = ({ status }: { readonly status: PogMintStatus }) => {
  const intl = useIntl();
  const request = useRequestPogMint();
  const queryClient = useQueryClient();
  const { card, id } = status;
  // The avatar becomes ready in a job: when the slots (read by My avatar) say so, the status is read again.
  const slots = useAvatarSlots(true);
  const slotReady = slots.data?.slots.some((slot) => slot.active && slot.status === "READY") === true;
  useEffect(() => {
    if (slotReady && !status.avatarReady)
      void queryClient.invalidateQueries({ queryKey: pogKeys.mintStatus });
  }, [slotReady, status.avatarReady, queryClient]);

  const mintButton = (label: string) =>
    id === null ? null : (
      <div className={styles.actions}>
        <Button disabled={request.isPending} onClick={() => request.mutate(id)}>
          {label}
        </Button>
      </div>
    );

  let body;
  if (card?.status === "MINTED") {
    body = (
      <>
        <p className={styles.kleosName} role="status">
          {intl.formatMessage(messages.minted)}
        </p>
        <p className={styles.muted}>{intl.formatMessage(messages.token, { tokenId: card.tokenId })}</p>
        {card.transactionHash === null ? null : (
          <p className={styles.muted} dir="ltr">
            {intl.formatMessage(messages.transaction, { hash: shortHash(card.transactionHash) })}
          </p>
        )}
        <p>
          <a href={card.metadataUrl} target="_blank" rel="noreferrer">
            {intl.formatMessage(messages.metadata)}
          </a>
        </p>
      </>
    );
  } else if (card?.status === "IN_PROGRESS") {
    body = (
      <p role="status" aria-live="polite">
        {intl.formatMessage(messages.minting, { seconds: Math.round(POG_MINT_ESTIMATED_MS / 1000) })}
      </p>
    );
  } else if (card?.status === "FAILED") {
    body = (
      <>
        <p role="alert" className={errorText}>
          {card.failure === null
            ? intl.formatMessage(messages.tryAgain)
            : formatPogMessage(intl, card.failure)}
        </p>
        {mintButton(intl.formatMessage(messages.tryAgain))}
      </>
    );
  } else if (status.avatarReady) {
    body = (
      <>
        <p className={styles.muted}>{intl.formatMessage(messages.ready)}</p>
        {mintButton(intl.formatMessage(messages.mint))}
      </>
    );
  } else {
    body = <p className={styles.muted}>{intl.formatMessage(messages.needsAvatar)}</p>;
  }

  return (
    <Card as="section" padding="lg" aria-labelledby="pog-mint-card-title">
      <div className={styles.cardBody}>
        <h2 id="pog-mint-card-title" className={styles.sectionTitle}>
          {intl.formatMessage(messages.title)}
        </h2>
        {body}
        {request.isError ? (
          <p role="alert" className={errorText}>
            {formatPogFailure(intl, request.error)}
          </p>
        ) : null}
      </div>
    </Card>
  );
};
