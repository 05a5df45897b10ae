import { defineMessages, useIntl } from "react-intl";
import { CURRENCIES, CURRENCY_DISPLAY_NAME, type Currency } from "@/domain/constants/money";
import { Button } from "@/web/components/button";
import { Input } from "@/web/components/input";
import { Select } from "@/web/components/select";
import { MAX_PRIZE_TIERS, nextPrizeRow, type PrizeRow } from "@/web/features/admin/leaderboard-edit-model";
import * as styles from "@/web/features/admin/components/admin.css";
import type { ErrorAt } from "@/web/features/admin/components/field-errors";
import { tierMessages } from "@/web/features/admin/components/tier-editor";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    legend: { id: "admin.prizeTiers.legend", defaultMessage: "Prize tiers" },
    currency: { id: "admin.prizeTiers.currency", defaultMessage: "Currency" },
    none: {
      id: "admin.prizeTiers.none",
      defaultMessage: "No prizes: nobody is paid when the season ends.",
    },
  }),
);

const isCurrency = (value: string): value is Currency => CURRENCIES.some((currency) => currency === value);

export interface PrizeTierEditorProps {
  readonly tiers: ReadonlyArray<PrizeRow>;
  readonly onChange: (tiers: PrizeRow[]) => void;
  readonly errorAt: ErrorAt;
  /** The season has started: the prizes are shown, not changed. */
  readonly disabled: boolean;
}

/**
 * A platform leaderboard's prize tiers: rows of first rank, last rank, currency and amount (each participant
 * whose rank is in the tier is paid it), added and removed one by one. Errors are looked up by the request's
 * paths (`prizeTiers.1.amount`, and `prizeTiers` for overlapping tiers).
 */
export const PrizeTierEditor = ({ tiers, onChange, errorAt, disabled }: PrizeTierEditorProps) => {
  const intl = useIntl();
  const update = (index: number, change: Partial<PrizeRow>) =>
    onChange(tiers.map((tier, at) => (at === index ? { ...tier, ...change } : tier)));
  const groupError = errorAt("prizeTiers");
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{intl.formatMessage(messages.legend)}</legend>
      <p className={styles.muted}>{intl.formatMessage(tierMessages.hint)}</p>
      {tiers.length === 0 ? <p className={styles.muted}>{intl.formatMessage(messages.none)}</p> : null}
      {tiers.map((tier, index) => {
        const number = index + 1;
        const at = `prizeTiers.${index}`;
        return (
          <fieldset key={tier.key} className={styles.fieldset}>
            <legend className={styles.legend}>{intl.formatMessage(tierMessages.tier, { number })}</legend>
            <div className={styles.prizeTierRow}>
              <Input
                label={intl.formatMessage(tierMessages.fromRank)}
                inputMode="numeric"
                forceLtr
                value={tier.fromRank}
                disabled={disabled}
                error={errorAt(`${at}.fromRank`)}
                onChange={(event) => update(index, { fromRank: event.target.value })}
              />
              <Input
                label={intl.formatMessage(tierMessages.toRank)}
                inputMode="numeric"
                forceLtr
                value={tier.toRank}
                disabled={disabled}
                error={errorAt(`${at}.toRank`)}
                onChange={(event) => update(index, { toRank: event.target.value })}
              />
              <Select
                label={intl.formatMessage(messages.currency)}
                options={CURRENCIES.map((currency) => ({
                  value: currency,
                  label: CURRENCY_DISPLAY_NAME[currency],
                }))}
                value={tier.currency}
                disabled={disabled}
                error={errorAt(`${at}.currency`)}
                onChange={(event) => {
                  const currency = event.target.value;
                  if (isCurrency(currency)) update(index, { currency });
                }}
              />
              <Input
                label={intl.formatMessage(tierMessages.amount, {
                  currency: CURRENCY_DISPLAY_NAME[tier.currency],
                })}
                inputMode="decimal"
                forceLtr
                value={tier.amount}
                disabled={disabled}
                error={errorAt(`${at}.amount`)}
                onChange={(event) => update(index, { amount: event.target.value })}
              />
              {disabled ? null : (
                <Button
                  tone="ghost"
                  size="sm"
                  onClick={() => onChange(tiers.filter((_, other) => other !== index))}
                >
                  {intl.formatMessage(tierMessages.remove, { number })}
                </Button>
              )}
            </div>
            {errorAt(at) === undefined ? null : <p className={styles.rowError}>{errorAt(at)}</p>}
          </fieldset>
        );
      })}
      {groupError === undefined ? null : (
        <p className={styles.rowError} role="alert">
          {groupError}
        </p>
      )}
      {disabled || tiers.length >= MAX_PRIZE_TIERS ? null : (
        <div className={styles.startActions}>
          <Button tone="secondary" size="sm" onClick={() => onChange([...tiers, nextPrizeRow(tiers)])}>
            {intl.formatMessage(tierMessages.add)}
          </Button>
        </div>
      )}
    </fieldset>
  );
};
