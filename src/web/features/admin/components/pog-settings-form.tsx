/**
 * The admin's POG settings (`tps/pog/admin`): the price of an avatar slot in each currency a slot can be paid
 * in, typed in whole units; a price applies to slots unlocked after it is saved.
 */
import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { CURRENCY_DISPLAY_NAME } from "@/domain/constants/money";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Input } from "@/web/components/input";
import {
  usePogAdminSettings,
  useUpdatePogAdminSettings,
  type PogAdminSettings,
} from "@/web/features/admin/api/admin-api";
import { AdminListLoading, AdminLoadFailed } from "@/web/features/admin/components/admin-gate";
import { AdminForm } from "@/web/features/admin/components/admin-form";
import * as styles from "@/web/features/admin/components/admin.css";
import { showProblem } from "@/web/features/admin/components/problem";
import { ProblemSummary } from "@/web/features/admin/components/problem-summary";
import { formatWholeUnits, parseWholeUnits } from "@/web/features/admin/units";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    heading: { id: "admin.pogSettings.heading", defaultMessage: "POG avatar slots" },
    lead: {
      id: "admin.pogSettings.lead",
      defaultMessage:
        "What a gamer pays to unlock another avatar slot. A new price applies to slots unlocked after it.",
    },
    price: { id: "admin.pogSettings.price", defaultMessage: "Slot price in {currency}" },
    invalid: {
      id: "admin.pogSettings.invalid",
      defaultMessage: "Enter a price above zero with at most {decimals} decimals.",
    },
    save: { id: "admin.pogSettings.save", defaultMessage: "Save prices" },
    saving: { id: "admin.pogSettings.saving", defaultMessage: "Saving…" },
    saved: { id: "admin.pogSettings.saved", defaultMessage: "Slot prices saved" },
    loading: { id: "admin.pogSettings.loading", defaultMessage: "Loading the POG settings…" },
    loadFailed: {
      id: "admin.pogSettings.loadFailed",
      defaultMessage: "The POG settings could not be loaded",
    },
  }),
);

const Form = ({ saved }: { readonly saved: PogAdminSettings }) => {
  const intl = useIntl();
  const update = useUpdatePogAdminSettings();
  const [texts, setTexts] = useState<Readonly<Record<string, string>>>(() =>
    Object.fromEntries(
      saved.slotPrices.map((price) => [price.currency, formatWholeUnits(price.amount, price.decimals)]),
    ),
  );
  const [touched, setTouched] = useState(false);
  const parsed = saved.slotPrices.map((price) => ({
    ...price,
    amount: parseWholeUnits(texts[price.currency] ?? "", price.decimals),
  }));
  const invalid = (amount: number | undefined) => amount === undefined || amount < 1;
  const submit = () => {
    setTouched(true);
    const slotPrices = parsed.flatMap((price) =>
      price.amount === undefined || invalid(price.amount) ? [] : [{ ...price, amount: price.amount }],
    );
    if (slotPrices.length !== parsed.length) return;
    update.mutate({ slotPrices });
  };
  return (
    <AdminForm onSubmit={submit}>
      <div className={styles.fieldGrid}>
        {parsed.map((price) => (
          <Input
            key={price.currency}
            label={intl.formatMessage(messages.price, { currency: CURRENCY_DISPLAY_NAME[price.currency] })}
            inputMode="decimal"
            value={texts[price.currency] ?? ""}
            disabled={update.isPending}
            error={
              touched && invalid(price.amount)
                ? intl.formatMessage(messages.invalid, { decimals: price.decimals })
                : undefined
            }
            onChange={(event) => {
              update.reset();
              setTexts({ ...texts, [price.currency]: event.target.value });
            }}
          />
        ))}
      </div>
      {update.isError ? <ProblemSummary problem={showProblem(intl, update.error)} /> : null}
      {update.isSuccess ? (
        <p role="status" className={styles.success}>
          {intl.formatMessage(messages.saved)}
        </p>
      ) : null}
      <div className={styles.startActions}>
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
          {intl.formatMessage(update.isPending ? messages.saving : messages.save)}
        </Button>
      </div>
    </AdminForm>
  );
};

export const PogSettingsForm = () => {
  const intl = useIntl();
  const settings = usePogAdminSettings();
  const body = () => {
    if (settings.isError)
      return (
        <AdminLoadFailed
          error={settings.error}
          title={intl.formatMessage(messages.loadFailed)}
          onRetry={() => void settings.refetch()}
        />
      );
    if (settings.data === undefined) return <AdminListLoading label={intl.formatMessage(messages.loading)} />;
    return <Form saved={settings.data} />;
  };
  return (
    <Card as="section" padding="lg" aria-labelledby="admin-pog-settings-heading">
      <div className={styles.stack}>
        <h2 id="admin-pog-settings-heading" className={styles.sectionTitle}>
          {intl.formatMessage(messages.heading)}
        </h2>
        <p className={styles.muted}>{intl.formatMessage(messages.lead)}</p>
        {body()}
      </div>
    </Card>
  );
};
