/**
 * "My avatar" (spec §2): the gamer's slots, each with its avatar (and how it was made), a way to create or
 * change it, and to make it the POG avatar; and buying another slot with K-Cash or rKLEOS: the price, the
 * balance, "Not enough K-Cash or rKLEOS" before paying when it is short, and "Payment is taking longer than
 * usual" when the first request for the purchase is still at work.
 */
import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { toWholeUnits } from "@/domain/constants/money";
import { Amount } from "@/web/components/amount";
import { Badge } from "@/web/components/badge";
import { Button, ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Dialog } from "@/web/components/dialog";
import { RadioGroup } from "@/web/components/radio";
import { Skeleton } from "@/web/components/skeleton";
import {
  useActivateAvatar,
  useAvatarSlots,
  useBuyAvatarSlot,
  useSlotBalances,
  type AvatarSlots,
  type SlotCurrency,
} from "@/web/features/pog/api/pog-avatar-api";
import { AvatarPicture } from "@/web/features/pog/components/avatar-picture";
import { AvatarStatusNote } from "@/web/features/pog/components/avatar-status-note";
import * as styles from "@/web/features/pog/components/avatar.css";
import { slotStatusMessages } from "@/web/features/pog/components/avatar-messages";
import { CreateAvatarDialog } from "@/web/features/pog/components/create-avatar-dialog";
import { formatPogFailure } from "@/web/features/pog/components/pog-messages";
import * as pogStyles from "@/web/features/pog/components/pog.css";
import { newIdempotencyKey } from "@/web/lib/api-client";
import { errorMessage } from "@/web/lib/domain-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import { routes } from "@/web/lib/routes";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = plainMessages(
  defineMessages({
    title: { id: "pog.myAvatar.title", defaultMessage: "My avatar" },
    lead: { id: "pog.myAvatar.lead", defaultMessage: "Each slot holds one avatar. Your first slot is free." },
    slot: { id: "pog.myAvatar.slot", defaultMessage: "Slot {slot}" },
    active: { id: "pog.myAvatar.active", defaultMessage: "Your POG avatar" },
    create: { id: "pog.myAvatar.create", defaultMessage: "Create avatar" },
    change: { id: "pog.myAvatar.change", defaultMessage: "Change avatar" },
    use: { id: "pog.myAvatar.use", defaultMessage: "Use this avatar" },
    unlock: { id: "pog.myAvatar.unlock", defaultMessage: "Unlock another slot" },
    allUnlocked: { id: "pog.myAvatar.allUnlocked", defaultMessage: "All {max} slots are unlocked." },
    unlockTitle: { id: "pog.unlockSlot.title", defaultMessage: "Unlock a slot" },
    payWith: { id: "pog.unlockSlot.payWith", defaultMessage: "Pay with" },
    balance: { id: "pog.unlockSlot.balance", defaultMessage: "Your balance" },
    confirm: { id: "pog.unlockSlot.confirm", defaultMessage: "Pay and unlock" },
    paying: { id: "pog.unlockSlot.paying", defaultMessage: "Paying…" },
    cancel: { id: "pog.unlockSlot.cancel", defaultMessage: "Cancel" },
    buyKcash: { id: "pog.unlockSlot.buyKcash", defaultMessage: "Buy K-Cash" },
    loading: { id: "pog.myAvatar.loading", defaultMessage: "Loading your avatar slots…" },
  }),
);

const amountOf = (currency: SlotCurrency, base: number) => (
  <Amount currency={currency} value={toWholeUnits(base, currency)} />
);

const UnlockSlotDialog = ({
  slots,
  onClose,
}: {
  readonly slots: AvatarSlots;
  readonly onClose: () => void;
}) => {
  const intl = useIntl();
  // A new attempt (and so a new key) whenever the currency changes: the key names one purchase.
  const [attempt, setAttempt] = useState(() => ({
    currency: "KCASH" as SlotCurrency,
    idempotencyKey: newIdempotencyKey(),
  }));
  const balances = useSlotBalances(true);
  const buy = useBuyAvatarSlot();
  const price = slots.prices.find((candidate) => candidate.currency === attempt.currency);
  const held = balances.of(attempt.currency);
  const short = price !== undefined && held !== undefined && held < price.amount;
  const busy = buy.isPending;
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      dismissible={!busy}
      title={intl.formatMessage(messages.unlockTitle)}
      footer={
        <>
          <Button tone="ghost" disabled={busy} onClick={onClose}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button
            disabled={busy || short || held === undefined}
            aria-busy={busy}
            onClick={() => buy.mutate(attempt, { onSuccess: onClose })}
          >
            {intl.formatMessage(busy ? messages.paying : messages.confirm)}
          </Button>
        </>
      }
    >
      <RadioGroup<SlotCurrency>
        legend={intl.formatMessage(messages.payWith)}
        value={attempt.currency}
        disabled={busy}
        onChange={(currency) => {
          if (currency === attempt.currency) return;
          buy.reset();
          setAttempt({ currency, idempotencyKey: newIdempotencyKey() });
        }}
        options={slots.prices.map((option) => ({
          value: option.currency,
          label: amountOf(option.currency, option.amount),
        }))}
      />
      <p className={styles.small}>
        {intl.formatMessage(messages.balance)}:{" "}
        {held === undefined ? <Skeleton inlineSize="6rem" /> : amountOf(attempt.currency, held)}
      </p>
      {short ? (
        <>
          <p role="alert" className={styles.error}>
            {intl.formatMessage(errorMessage("InsufficientBalance"))}
          </p>
          {attempt.currency === "KCASH" ? (
            <ButtonLink to={routes.buyKcash.href()} size="sm" tone="secondary">
              {intl.formatMessage(messages.buyKcash)}
            </ButtonLink>
          ) : null}
        </>
      ) : buy.isError ? (
        <p role="alert" className={styles.error}>
          {formatPogFailure(intl, buy.error)}
        </p>
      ) : null}
    </Dialog>
  );
};

export const MyAvatar = () => {
  const intl = useIntl();
  const slots = useAvatarSlots(true);
  const activate = useActivateAvatar();
  const [editing, setEditing] = useState<number | undefined>(undefined);
  const [unlocking, setUnlocking] = useState(false);

  return (
    <Card as="section" padding="lg" aria-labelledby="pog-my-avatar-title">
      <div className={pogStyles.cardBody}>
        <h2 id="pog-my-avatar-title" className={pogStyles.sectionTitle}>
          {intl.formatMessage(messages.title)}
        </h2>
        <p className={pogStyles.muted}>{intl.formatMessage(messages.lead)}</p>
        <AvatarStatusNote />
        {slots.data === undefined ? (
          slots.isError ? (
            <p role="alert" className={styles.error}>
              {formatPogFailure(intl, slots.error, "DataFetchFailed")}
            </p>
          ) : (
            <div aria-busy="true">
              <span role="status" className={visuallyHidden}>
                {intl.formatMessage(messages.loading)}
              </span>
              <Skeleton blockSize="12rem" />
            </div>
          )
        ) : (
          <>
            <ul className={styles.slots}>
              {slots.data.slots.map((slot) => (
                <li
                  key={slot.slot}
                  className={styles.slot}
                  aria-label={intl.formatMessage(messages.slot, { slot: slot.slot })}
                >
                  <h3 className={styles.stepTitle}>
                    {intl.formatMessage(messages.slot, { slot: slot.slot })}
                  </h3>
                  {slot.avatar === null ? (
                    <div className={styles.placeholder}>
                      {intl.formatMessage(slotStatusMessages[slot.status])}
                    </div>
                  ) : (
                    <AvatarPicture slot={slot.slot} avatar={slot.avatar} />
                  )}
                  <p className={styles.small} role={slot.status === "PENDING" ? "status" : undefined}>
                    {intl.formatMessage(slotStatusMessages[slot.status])}
                  </p>
                  <div className={styles.row}>
                    {slot.active ? <Badge tone="accent">{intl.formatMessage(messages.active)}</Badge> : null}
                    {slot.status === "PENDING" ? null : (
                      <Button tone="secondary" size="sm" onClick={() => setEditing(slot.slot)}>
                        {intl.formatMessage(slot.avatar === null ? messages.create : messages.change)}
                      </Button>
                    )}
                    {slot.avatar !== null && !slot.active ? (
                      <Button
                        size="sm"
                        disabled={activate.isPending}
                        onClick={() => activate.mutate(slot.slot)}
                      >
                        {intl.formatMessage(messages.use)}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
            {activate.isError ? (
              <p role="alert" className={styles.error}>
                {formatPogFailure(intl, activate.error)}
              </p>
            ) : null}
            {slots.data.freeSlots > 0 ? (
              <div className={styles.row}>
                <Button tone="secondary" onClick={() => setUnlocking(true)}>
                  {intl.formatMessage(messages.unlock)}
                </Button>
              </div>
            ) : (
              <p className={styles.small}>
                {intl.formatMessage(messages.allUnlocked, { max: slots.data.maxSlots })}
              </p>
            )}
          </>
        )}
      </div>
      {editing === undefined ? null : (
        <CreateAvatarDialog slot={editing} onClose={() => setEditing(undefined)} />
      )}
      {unlocking && slots.data !== undefined ? (
        <UnlockSlotDialog slots={slots.data} onClose={() => setUnlocking(false)} />
      ) : null}
    </Card>
  );
};
