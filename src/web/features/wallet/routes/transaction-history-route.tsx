import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { LEDGER_CURRENCIES, CURRENCY_DISPLAY_NAME } from "@/domain/constants/money";
import { formatDateTime } from "@/domain/format/time-format";
import { Button, ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Input } from "@/web/components/input";
import { Pagination } from "@/web/components/pagination";
import { Select } from "@/web/components/select";
import { Skeleton } from "@/web/components/skeleton";
import { Table, type TableColumn } from "@/web/components/table";
import {
  useTransactions,
  type HistoryTransaction,
  type LedgerCurrency,
  type SimplifiedType,
  type TransactionQuery,
  type TransactionType,
} from "@/web/features/wallet/api/wallet-api";
import { BaseAmount } from "@/web/features/wallet/components/base-amount";
import { DateTime } from "@/web/features/wallet/components/date-time";
import { TransactionDetailDialog } from "@/web/features/wallet/components/transaction-detail-dialog";
import { TransactionSubject } from "@/web/features/wallet/components/transaction-subject";
import * as styles from "@/web/features/wallet/components/wallet.css";
import { PayoutHistory } from "@/web/features/wallet/components/payout-history";
import { WalletPage } from "@/web/features/wallet/components/wallet-page";
import { EmptyWalletHelp } from "@/web/features/wallet/components/no-earnings-dialog";
import {
  formatWalletFailure,
  transactionTypeMessages,
} from "@/web/features/wallet/components/wallet-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import { routes } from "@/web/lib/routes";
import { withListFilter } from "@/web/lib/search-params";
import { useIsPhone } from "@/web/lib/use-is-phone";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = plainMessages(
  defineMessages({
    title: { id: "wallet.transactionHistory.title", defaultMessage: "Transaction history" },
    lead: {
      id: "wallet.transactionHistory.lead",
      defaultMessage: "Every movement of your K-Cash, rKLEOS, K-Points and USDT, newest first.",
    },
    buy: { id: "wallet.transactionHistory.buy", defaultMessage: "Buy K-Cash" },
    swap: { id: "wallet.transactionHistory.swap", defaultMessage: "Swap" },
    withdraw: { id: "wallet.transactionHistory.withdraw", defaultMessage: "Withdraw" },
    kyc: { id: "wallet.transactionHistory.kyc", defaultMessage: "KYC verification" },
    filters: { id: "wallet.transactionHistory.filters", defaultMessage: "Filters" },
    type: { id: "wallet.transactionHistory.type", defaultMessage: "Type" },
    allTypes: { id: "wallet.transactionHistory.allTypes", defaultMessage: "All types" },
    currency: { id: "wallet.transactionHistory.currency", defaultMessage: "Currency" },
    allCurrencies: { id: "wallet.transactionHistory.allCurrencies", defaultMessage: "All currencies" },
    from: { id: "wallet.transactionHistory.from", defaultMessage: "From" },
    to: { id: "wallet.transactionHistory.to", defaultMessage: "To" },
    badRange: {
      id: "wallet.transactionHistory.badRange",
      defaultMessage: "The end date must not be before the start date",
    },
    pageSize: { id: "wallet.transactionHistory.pageSize", defaultMessage: "Rows per page" },
    clear: { id: "wallet.transactionHistory.clear", defaultMessage: "Clear filters" },
    caption: { id: "wallet.transactionHistory.caption", defaultMessage: "Your transactions" },
    date: { id: "wallet.transactionHistory.date", defaultMessage: "Date" },
    subject: { id: "wallet.transactionHistory.subject", defaultMessage: "Description" },
    transaction: { id: "wallet.transactionHistory.transaction", defaultMessage: "Transaction" },
    amounts: { id: "wallet.transactionHistory.amounts", defaultMessage: "Amount" },
    details: { id: "wallet.transactionHistory.details", defaultMessage: "Details" },
    detailsOf: {
      id: "wallet.transactionHistory.detailsOf",
      defaultMessage: "Details of the {type} of {date}",
    },
    empty: { id: "wallet.transactionHistory.empty", defaultMessage: "No transactions yet" },
    emptyFiltered: {
      id: "wallet.transactionHistory.emptyFiltered",
      defaultMessage: "No transactions match these filters",
    },
    emptyHint: {
      id: "wallet.transactionHistory.emptyHint",
      defaultMessage: "Buy K-Cash or earn rewards in quests, and every movement shows up here.",
    },
    loadFailed: {
      id: "wallet.transactionHistory.loadFailed",
      defaultMessage: "Your transactions could not be loaded",
    },
    retry: { id: "wallet.transactionHistory.retry", defaultMessage: "Try again" },
    count: {
      id: "wallet.transactionHistory.count",
      defaultMessage: "{total, plural, one {# transaction} other {# transactions}}",
    },
    loading: { id: "wallet.transactionHistory.loading", defaultMessage: "Loading your transactions…" },
  }),
);

const TYPES: readonly TransactionType[] = ["reward", "onramp", "meta-txn", "shop", "redeem"];
const PAGE_SIZES = [8, 20] as const;

const isType = (value: string | null): value is TransactionType => TYPES.some((type) => type === value);
const isCurrency = (value: string | null): value is LedgerCurrency =>
  LEDGER_CURRENCIES.some((currency) => currency === value);
const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && Number.isFinite(new Date(value).getTime());

/** The start of a picked day, or its last millisecond, in the reader's own time zone, as an ISO instant. */
const dayStart = (day: string): string => new Date(`${day}T00:00:00`).toISOString();
const dayEnd = (day: string): string => new Date(`${day}T23:59:59.999`).toISOString();

/**
 * The simplified transaction a row opens, where the contract has one: a purchase by its payment id (the
 * row's reference), a swap, store purchase or redemption by the row's own id. Rewards have none.
 */
const detailOf = (row: HistoryTransaction): { type: SimplifiedType; id: string } | undefined => {
  if (row.type === "onramp")
    return row.reference === null ? undefined : { type: "onramp", id: row.reference };
  // Rewards have no simplified view; a cash-out's is its withdrawal (payout history is to come).
  if (row.type === "reward" || row.type === "offramp") return undefined;
  return { type: row.type, id: row.id };
};

interface Filters {
  readonly type: TransactionType | undefined;
  readonly currency: LedgerCurrency | undefined;
  readonly from: string | undefined;
  readonly to: string | undefined;
  readonly pageOffset: number;
  readonly pageLimit: 8 | 20;
}

/** The filters live in the address, so a filtered page can be reloaded, shared and gone back to. */
const filtersOf = (params: URLSearchParams): Filters => {
  const type = params.get("type");
  const currency = params.get("currency");
  const from = params.get("from");
  const to = params.get("to");
  const offset = Number.parseInt(params.get("page") ?? "0", 10);
  return {
    type: isType(type) ? type : undefined,
    currency: isCurrency(currency) ? currency : undefined,
    from: isDate(from) ? from : undefined,
    to: isDate(to) ? to : undefined,
    pageOffset: Number.isSafeInteger(offset) && offset > 0 ? offset : 0,
    pageLimit: params.get("size") === "8" ? 8 : 20,
  };
};

const History = () => {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const isPhone = useIsPhone();
  const filters = filtersOf(params);
  const [opened, setOpened] = useState<{ type: SimplifiedType; id: string } | undefined>();
  const badRange = filters.from !== undefined && filters.to !== undefined && filters.from > filters.to;
  const query: TransactionQuery = {
    ...(filters.type === undefined ? {} : { type: filters.type }),
    ...(filters.currency === undefined ? {} : { currency: filters.currency }),
    ...(filters.from === undefined ? {} : { from: dayStart(filters.from) }),
    ...(filters.to === undefined ? {} : { to: dayEnd(filters.to) }),
    pageOffset: filters.pageOffset,
    pageLimit: filters.pageLimit,
  };
  const transactions = useTransactions(query, !badRange);
  const filtered =
    filters.type !== undefined ||
    filters.currency !== undefined ||
    filters.from !== undefined ||
    filters.to !== undefined;

  /** Changes one filter and goes back to the first page (paging keeps its own offset). */
  const change = (name: string, value: string | undefined) =>
    setParams((current) => withListFilter(current, name, value), { replace: name !== "page" });

  const typeOf = (row: HistoryTransaction) => intl.formatMessage(transactionTypeMessages[row.type]);

  /** The button that opens a row's simplified transaction, where the contract has one. */
  const detailsButton = (row: HistoryTransaction) => {
    const detail = detailOf(row);
    if (detail === undefined) return null;
    return (
      <Button
        tone="ghost"
        size="sm"
        aria-label={intl.formatMessage(messages.detailsOf, {
          type: typeOf(row),
          date: formatDateTime(row.createdAt, { locale: intl.locale }),
        })}
        onClick={() => setOpened(detail)}
      >
        {intl.formatMessage(messages.details)}
      </Button>
    );
  };

  const amountsColumn: TableColumn<HistoryTransaction> = {
    key: "amounts",
    header: intl.formatMessage(messages.amounts),
    align: "end",
    cell: (row) => (
      <ul className={styles.amounts}>
        {row.amounts.map((amount) => (
          <li key={amount.currency} className={amount.amount > 0 ? styles.credit : styles.debit}>
            <BaseAmount currency={amount.currency} amount={amount.amount} signed />
          </li>
        ))}
      </ul>
    ),
  };

  // A phone has room for two columns: what the movement was (its subject, kind, date and details) and the
  // amounts, which keep their whole width.
  const columns: ReadonlyArray<TableColumn<HistoryTransaction>> = isPhone
    ? [
        {
          key: "transaction",
          header: intl.formatMessage(messages.transaction),
          rowHeader: true,
          cell: (row) => (
            <div className={styles.rowSummary}>
              {row.subject === null ? null : (
                <span className={styles.subject}>
                  <TransactionSubject subject={row.subject} />
                </span>
              )}
              <span className={styles.rowMeta}>
                {typeOf(row)} · <DateTime value={row.createdAt} />
              </span>
              {detailsButton(row)}
            </div>
          ),
        },
        amountsColumn,
      ]
    : [
        {
          key: "date",
          header: intl.formatMessage(messages.date),
          rowHeader: true,
          cell: (row) => <DateTime value={row.createdAt} className={styles.nowrap} />,
        },
        { key: "type", header: intl.formatMessage(messages.type), cell: typeOf },
        {
          key: "subject",
          header: intl.formatMessage(messages.subject),
          cell: (row) =>
            row.subject === null ? null : (
              <span className={styles.subject}>
                <TransactionSubject subject={row.subject} />
              </span>
            ),
        },
        amountsColumn,
        {
          key: "details",
          header: intl.formatMessage(messages.details),
          align: "end",
          cell: detailsButton,
        },
      ];

  const page = transactions.data;
  return (
    <>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
          <div className={styles.links}>
            <ButtonLink to={routes.buyKcash.href()} size="sm">
              {intl.formatMessage(messages.buy)}
            </ButtonLink>
            <ButtonLink to={routes.swap.href()} size="sm" tone="secondary">
              {intl.formatMessage(messages.swap)}
            </ButtonLink>
            <ButtonLink to={routes.withdraw.href()} size="sm" tone="secondary">
              {intl.formatMessage(messages.withdraw)}
            </ButtonLink>
            <ButtonLink to={routes.walletKyc.href()} size="sm" tone="secondary">
              {intl.formatMessage(messages.kyc)}
            </ButtonLink>
            <EmptyWalletHelp />
          </div>
        </div>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      </header>

      <PayoutHistory />

      <Card as="section" padding="lg" aria-label={intl.formatMessage(messages.filters)}>
        <div className={styles.fieldGrid}>
          <Select
            label={intl.formatMessage(messages.type)}
            value={filters.type ?? ""}
            onChange={(event) => change("type", event.target.value)}
            options={[
              { value: "", label: intl.formatMessage(messages.allTypes) },
              ...TYPES.map((type) => ({
                value: type,
                label: intl.formatMessage(transactionTypeMessages[type]),
              })),
            ]}
          />
          <Select
            label={intl.formatMessage(messages.currency)}
            value={filters.currency ?? ""}
            onChange={(event) => change("currency", event.target.value)}
            options={[
              { value: "", label: intl.formatMessage(messages.allCurrencies) },
              ...LEDGER_CURRENCIES.map((currency) => ({
                value: currency,
                label: currency === "USDT" ? "USDT" : CURRENCY_DISPLAY_NAME[currency],
              })),
            ]}
          />
          <Input
            type="date"
            forceLtr
            label={intl.formatMessage(messages.from)}
            value={filters.from ?? ""}
            max={filters.to}
            onChange={(event) => change("from", event.target.value)}
          />
          <Input
            type="date"
            forceLtr
            label={intl.formatMessage(messages.to)}
            value={filters.to ?? ""}
            min={filters.from}
            error={badRange ? intl.formatMessage(messages.badRange) : undefined}
            onChange={(event) => change("to", event.target.value)}
          />
          <Select
            label={intl.formatMessage(messages.pageSize)}
            value={String(filters.pageLimit)}
            onChange={(event) => change("size", event.target.value === "20" ? undefined : event.target.value)}
            options={PAGE_SIZES.map((size) => ({ value: String(size), label: intl.formatNumber(size) }))}
          />
          {filtered ? (
            <div>
              <Button tone="ghost" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                {intl.formatMessage(messages.clear)}
              </Button>
            </div>
          ) : null}
        </div>
      </Card>

      {transactions.isError ? (
        <EmptyState
          role="alert"
          title={intl.formatMessage(messages.loadFailed)}
          description={formatWalletFailure(intl, transactions.error)}
          action={
            <Button tone="secondary" onClick={() => void transactions.refetch()}>
              {intl.formatMessage(messages.retry)}
            </Button>
          }
        />
      ) : page === undefined ? (
        badRange ? null : (
          <div className={styles.skeletons} aria-busy="true">
            <span role="status" className={visuallyHidden}>
              {intl.formatMessage(messages.loading)}
            </span>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} blockSize="2.75rem" />
            ))}
          </div>
        )
      ) : page.items.length === 0 && page.page.total === 0 ? (
        <EmptyState
          title={intl.formatMessage(filtered ? messages.emptyFiltered : messages.empty)}
          description={intl.formatMessage(messages.emptyHint)}
        />
      ) : (
        <section className={styles.form} aria-busy={transactions.isFetching}>
          <p className={styles.muted} role="status">
            {intl.formatMessage(messages.count, { total: page.page.total })}
          </p>
          <Table
            caption={intl.formatMessage(messages.caption)}
            hideCaption
            columns={columns}
            rows={page.items}
            rowKey={(row) => row.id}
          />
          <Pagination
            pageOffset={filters.pageOffset}
            pageLimit={filters.pageLimit}
            total={page.page.total}
            onPageOffsetChange={(offset) => change("page", offset === 0 ? undefined : String(offset))}
          />
        </section>
      )}
      {opened === undefined ? null : (
        <TransactionDetailDialog type={opened.type} id={opened.id} onClose={() => setOpened(undefined)} />
      )}
    </>
  );
};

/** `/transaction-history`: the signed-in gamer's movements, filtered by type, currency and dates, paged. */
export const TransactionHistoryRoute = () => {
  const intl = useIntl();
  return (
    <WalletPage title={intl.formatMessage(messages.title)}>
      <History />
    </WalletPage>
  );
};
