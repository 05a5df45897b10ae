import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Input } from "@/web/components/input";
import { emptyTier, type TierRow } from "@/web/features/admin/campaign-form-model";
import * as styles from "@/web/features/admin/components/admin.css";
import type { ErrorAt } from "@/web/features/admin/components/field-errors";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    legend: { id: "admin.tierEditor.legend", defaultMessage: "Leaderboard tiers" },
    hint: {
      id: "admin.tierEditor.hint",
      defaultMessage: "Each tier pays every rank from its first to its last rank; tiers must not overlap.",
    },
    tier: { id: "admin.tierEditor.tier", defaultMessage: "Tier {number}" },
    fromRank: { id: "admin.tierEditor.fromRank", defaultMessage: "First rank" },
    toRank: { id: "admin.tierEditor.toRank", defaultMessage: "Last rank" },
    amount: { id: "admin.tierEditor.amount", defaultMessage: "{currency} each" },
    add: { id: "admin.tierEditor.add", defaultMessage: "Add a tier" },
    remove: { id: "admin.tierEditor.remove", defaultMessage: "Remove tier {number}" },
  }),
);

/** The tier rows' words, which the leaderboard editor's prize tiers share. */
export { messages as tierMessages };

export interface TierEditorProps {
  readonly tiers: ReadonlyArray<TierRow>;
  readonly onChange: (tiers: TierRow[]) => void;
  readonly currencyName: string;
  readonly errorAt: ErrorAt;
  readonly readOnly: boolean;
}

/** The leaderboard's tiers: rows of first rank, last rank and amount, added and removed one by one. */
export const TierEditor = ({ tiers, onChange, currencyName, errorAt, readOnly }: TierEditorProps) => {
  const intl = useIntl();
  const update = (index: number, change: Partial<TierRow>) =>
    onChange(tiers.map((tier, at) => (at === index ? { ...tier, ...change } : tier)));
  const add = () => {
    const last = tiers.at(-1);
    const next = last === undefined ? NaN : Number(last.toRank) + 1;
    onChange([...tiers, { ...emptyTier(), fromRank: Number.isSafeInteger(next) ? String(next) : "" }]);
  };
  const groupError = errorAt("distribution.tiers");
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{intl.formatMessage(messages.legend)}</legend>
      <p className={styles.muted}>{intl.formatMessage(messages.hint)}</p>
      {tiers.map((tier, index) => {
        const number = index + 1;
        const at = `distribution.tiers.${index}`;
        return (
          <fieldset key={tier.key} className={styles.fieldset}>
            <legend className={styles.legend}>{intl.formatMessage(messages.tier, { number })}</legend>
            <div className={styles.tierRow}>
              <Input
                label={intl.formatMessage(messages.fromRank)}
                inputMode="numeric"
                forceLtr
                value={tier.fromRank}
                readOnly={readOnly}
                error={errorAt(`${at}.fromRank`)}
                onChange={(event) => update(index, { fromRank: event.target.value })}
              />
              <Input
                label={intl.formatMessage(messages.toRank)}
                inputMode="numeric"
                forceLtr
                value={tier.toRank}
                readOnly={readOnly}
                error={errorAt(`${at}.toRank`)}
                onChange={(event) => update(index, { toRank: event.target.value })}
              />
              <Input
                label={intl.formatMessage(messages.amount, { currency: currencyName })}
                inputMode="decimal"
                forceLtr
                value={tier.amount}
                readOnly={readOnly}
                error={errorAt(`${at}.amount`)}
                onChange={(event) => update(index, { amount: event.target.value })}
              />
              {readOnly ? null : (
                <Button
                  tone="ghost"
                  size="sm"
                  disabled={tiers.length <= 1}
                  onClick={() => onChange(tiers.filter((_, at) => at !== index))}
                >
                  {intl.formatMessage(messages.remove, { number })}
                </Button>
              )}
            </div>
            {errorAt(at) === undefined ? null : <p className={styles.rowError}>{errorAt(at)}</p>}
          </fieldset>
        );
      })}
      {groupError === undefined ? null : <p className={styles.rowError}>{groupError}</p>}
      {readOnly ? null : (
        <div className={styles.startActions}>
          <Button tone="secondary" size="sm" onClick={add}>
            {intl.formatMessage(messages.add)}
          </Button>
        </div>
      )}
    </fieldset>
  );
};
