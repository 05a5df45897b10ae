import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Select } from "@/web/components/select";
import { useToast } from "@/web/components/toast";
import {
  useAdminFeaturedVouchers,
  useSaveFeaturedVouchers,
  useStockVouchers,
} from "@/web/features/admin/api/admin-api";
import { AdminListLoading, AdminLoadFailed } from "@/web/features/admin/components/admin-gate";
import { AdminForm } from "@/web/features/admin/components/admin-form";
import { ProblemSummary } from "@/web/features/admin/components/problem-summary";
import * as styles from "@/web/features/admin/components/admin.css";
import { showProblem } from "@/web/features/admin/components/problem";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "admin.featuredVouchers.title", defaultMessage: "Featured vouchers" },
    hint: {
      id: "admin.featuredVouchers.hint",
      defaultMessage:
        "Shown in this order on the home page and at the top of the store. While none is chosen, the vouchers marked featured in the catalogue are shown.",
    },
    none: {
      id: "admin.featuredVouchers.none",
      defaultMessage: "No voucher chosen: the catalogue's featured vouchers are shown.",
    },
    voucher: { id: "admin.featuredVouchers.voucher", defaultMessage: "Voucher to feature" },
    choose: { id: "admin.featuredVouchers.choose", defaultMessage: "Choose a voucher" },
    add: { id: "admin.featuredVouchers.add", defaultMessage: "Feature this voucher" },
    moveUp: { id: "admin.featuredVouchers.moveUp", defaultMessage: "Move {title} up" },
    moveDown: { id: "admin.featuredVouchers.moveDown", defaultMessage: "Move {title} down" },
    remove: { id: "admin.featuredVouchers.remove", defaultMessage: "Stop featuring {title}" },
    save: { id: "admin.featuredVouchers.save", defaultMessage: "Save the featured vouchers" },
    saved: { id: "admin.featuredVouchers.saved", defaultMessage: "Featured vouchers saved" },
    loading: { id: "admin.featuredVouchers.loading", defaultMessage: "Loading the vouchers…" },
    loadFailed: {
      id: "admin.featuredVouchers.loadFailed",
      defaultMessage: "The vouchers could not be loaded",
    },
  }),
);

interface VoucherOption {
  readonly id: string;
  readonly title: string;
}

/** `ids` with the one at `from` moved to `to`. */
const moved = (ids: readonly string[], from: number, to: number): string[] => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
};

const FeaturedVouchersEditor = ({
  initial,
  vouchers,
}: {
  readonly initial: readonly string[];
  readonly vouchers: readonly VoucherOption[];
}) => {
  const intl = useIntl();
  const toast = useToast();
  const save = useSaveFeaturedVouchers();
  const [chosen, setChosen] = useState<readonly string[]>(initial);
  const [adding, setAdding] = useState("");
  const problem = save.error === null ? undefined : showProblem(intl, save.error);
  const titleOf = (id: string) => vouchers.find((voucher) => voucher.id === id)?.title ?? id;
  const addable = vouchers.filter((voucher) => !chosen.includes(voucher.id));
  return (
    <AdminForm
      aria-label={intl.formatMessage(messages.title)}
      onSubmit={() => {
        save.mutate(
          { voucherIds: [...chosen] },
          {
            onSuccess: (saved) => {
              setChosen(saved.voucherIds);
              toast.show({ message: intl.formatMessage(messages.saved), tone: "success" });
            },
          },
        );
      }}
    >
      <h2 className={styles.sectionTitle}>{intl.formatMessage(messages.title)}</h2>
      <p className={styles.muted}>{intl.formatMessage(messages.hint)}</p>
      {problem === undefined ? null : <ProblemSummary problem={problem} />}
      {chosen.length === 0 ? (
        <p>{intl.formatMessage(messages.none)}</p>
      ) : (
        <ol className={styles.stack} aria-label={intl.formatMessage(messages.title)}>
          {chosen.map((id, index) => {
            const title = titleOf(id);
            return (
              <li key={id} className={styles.stack}>
                <span>{title}</span>
                <div className={styles.startActions}>
                  <Button
                    type="button"
                    tone="secondary"
                    size="sm"
                    disabled={index === 0}
                    onClick={() => setChosen((current) => moved(current, index, index - 1))}
                  >
                    {intl.formatMessage(messages.moveUp, { title })}
                  </Button>
                  <Button
                    type="button"
                    tone="secondary"
                    size="sm"
                    disabled={index === chosen.length - 1}
                    onClick={() => setChosen((current) => moved(current, index, index + 1))}
                  >
                    {intl.formatMessage(messages.moveDown, { title })}
                  </Button>
                  <Button
                    type="button"
                    tone="secondary"
                    size="sm"
                    onClick={() => setChosen((current) => current.filter((other) => other !== id))}
                  >
                    {intl.formatMessage(messages.remove, { title })}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <Select
        label={intl.formatMessage(messages.voucher)}
        placeholder={intl.formatMessage(messages.choose)}
        value={adding}
        options={addable.map((voucher) => ({ value: voucher.id, label: voucher.title }))}
        onChange={(event) => setAdding(event.target.value)}
      />
      <div className={styles.actions}>
        <Button
          type="button"
          tone="secondary"
          disabled={adding === "" || chosen.includes(adding)}
          onClick={() => {
            setChosen((current) => [...current, adding]);
            setAdding("");
          }}
        >
          {intl.formatMessage(messages.add)}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {intl.formatMessage(messages.save)}
        </Button>
      </div>
    </AdminForm>
  );
};

/** Which store vouchers are featured (home page, top of the store), and in what order. */
export const FeaturedVouchersConsole = () => {
  const intl = useIntl();
  const featured = useAdminFeaturedVouchers();
  const vouchers = useStockVouchers();
  const failed = featured.isError ? featured : vouchers.isError ? vouchers : undefined;
  if (failed !== undefined)
    return (
      <AdminLoadFailed
        error={failed.error}
        title={intl.formatMessage(messages.loadFailed)}
        onRetry={() => void failed.refetch()}
      />
    );
  if (featured.data === undefined || vouchers.data === undefined)
    return <AdminListLoading label={intl.formatMessage(messages.loading)} />;
  return (
    <FeaturedVouchersEditor
      initial={featured.data.voucherIds}
      vouchers={vouchers.data.items.map(({ id, title }) => ({ id, title }))}
    />
  );
};
