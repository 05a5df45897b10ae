import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import { EmptyState } from "@/web/components/empty-state";
import { Link } from "@/web/components/link";
import { Skeleton } from "@/web/components/skeleton";
import { Table, type TableColumn } from "@/web/components/table";
import {
  useKPointsSummary,
  type KPointsSummary,
  type TransactionType,
} from "@/web/features/wallet/api/wallet-api";
import { BaseAmount } from "@/web/features/wallet/components/base-amount";
import * as summaryStyles from "@/web/features/wallet/components/kpoints-summary-dialog.css";
import * as styles from "@/web/features/wallet/components/wallet.css";
import {
  formatWalletFailure,
  transactionTypeMessages,
} from "@/web/features/wallet/components/wallet-messages";
import { routes } from "@/web/lib/routes";
import { plainMessages } from "@/web/lib/plain-messages";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = plainMessages(
  defineMessages({
    title: { id: "wallet.kpointsSummary.title", defaultMessage: "K-Points summary" },
    balance: { id: "wallet.kpointsSummary.balance", defaultMessage: "Your K-Points balance" },
    earned: { id: "wallet.kpointsSummary.earned", defaultMessage: "Earned" },
    spent: { id: "wallet.kpointsSummary.spent", defaultMessage: "Spent" },
    bySource: { id: "wallet.kpointsSummary.bySource", defaultMessage: "By source" },
    source: { id: "wallet.kpointsSummary.source", defaultMessage: "Source" },
    history: {
      id: "wallet.kpointsSummary.history",
      defaultMessage: "See your K-Points transactions",
    },
    emptyTitle: { id: "wallet.kpointsSummary.emptyTitle", defaultMessage: "No K-Points yet" },
    emptyHint: {
      id: "wallet.kpointsSummary.emptyHint",
      defaultMessage: "Complete quests and K-Drop campaigns to earn K-Points. They show up here once you do.",
    },
    loadFailed: {
      id: "wallet.kpointsSummary.loadFailed",
      defaultMessage: "Your K-Points summary could not be loaded",
    },
    retry: { id: "wallet.kpointsSummary.retry", defaultMessage: "Try again" },
    loading: { id: "wallet.kpointsSummary.loading", defaultMessage: "Loading your K-Points summary…" },
    close: { id: "wallet.kpointsSummary.close", defaultMessage: "Close" },
  }),
);

type SourceRow = KPointsSummary["bySource"][number];

/** Sources in the order the history's type filter lists them, whatever order the server answers in. */
const SOURCE_ORDER: readonly TransactionType[] = ["reward", "onramp", "meta-txn", "shop", "redeem"];
const bySourceOrder = (rows: readonly SourceRow[]): SourceRow[] =>
  rows
    .filter((row) => row.earned !== 0 || row.spent !== 0)
    .toSorted((a, b) => SOURCE_ORDER.indexOf(a.type) - SOURCE_ORDER.indexOf(b.type));

/** Nothing ever moved: a gamer who has not earned a K-Point yet. */
const isUntouched = (summary: KPointsSummary): boolean =>
  summary.balance === 0 && summary.earned === 0 && summary.spent === 0;

const Summary = ({
  summary,
  onClose,
}: {
  readonly summary: KPointsSummary;
  readonly onClose: () => void;
}) => {
  const intl = useIntl();
  const columns: ReadonlyArray<TableColumn<SourceRow>> = [
    {
      key: "source",
      header: intl.formatMessage(messages.source),
      rowHeader: true,
      cell: (row) => intl.formatMessage(transactionTypeMessages[row.type]),
    },
    {
      key: "earned",
      header: intl.formatMessage(messages.earned),
      align: "end",
      cell: (row) => <BaseAmount currency="KPOINTS" amount={row.earned} />,
    },
    {
      key: "spent",
      header: intl.formatMessage(messages.spent),
      align: "end",
      cell: (row) => <BaseAmount currency="KPOINTS" amount={row.spent} />,
    },
  ];
  const sources = bySourceOrder(summary.bySource);
  return (
    <div className={summaryStyles.body}>
      <dl className={summaryStyles.totals}>
        <div className={summaryStyles.balance}>
          <dt className={summaryStyles.balanceLabel}>{intl.formatMessage(messages.balance)}</dt>
          <dd className={summaryStyles.balanceValue}>
            <BaseAmount currency="KPOINTS" amount={summary.balance} emphasis />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(messages.earned)}</dt>
          <dd className={styles.factValue}>
            <BaseAmount currency="KPOINTS" amount={summary.earned} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(messages.spent)}</dt>
          <dd className={styles.factValue}>
            <BaseAmount currency="KPOINTS" amount={summary.spent} />
          </dd>
        </div>
      </dl>
      {sources.length === 0 ? null : (
        <Table
          caption={intl.formatMessage(messages.bySource)}
          columns={columns}
          rows={sources}
          rowKey={(row) => row.type}
        />
      )}
      {/* The header that opened this dialog stays on screen across pages: close it as the history opens. */}
      <p className={styles.muted}>
        <Link to={routes.transactionHistory.href({ currency: "KPOINTS" })} onClick={onClose}>
          {intl.formatMessage(messages.history)}
        </Link>
      </p>
    </div>
  );
};

/**
 * The K-Points summary modal (spec §2): the balance first, then what was earned and spent in all, and both by
 * source (rewards, purchases, swaps, store, redemptions), with a link to the K-Points part of the history. A
 * gamer without K-Points yet is told how to earn them.
 */
export const KPointsSummaryDialog = ({ onClose }: { readonly onClose: () => void }) => {
  const intl = useIntl();
  const summary = useKPointsSummary();
  return (
    <Dialog
      open
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      footer={
        <Button tone="secondary" onClick={onClose}>
          {intl.formatMessage(messages.close)}
        </Button>
      }
    >
      {summary.data !== undefined ? (
        isUntouched(summary.data) ? (
          <EmptyState
            title={intl.formatMessage(messages.emptyTitle)}
            description={intl.formatMessage(messages.emptyHint)}
          />
        ) : (
          <Summary summary={summary.data} onClose={onClose} />
        )
      ) : summary.isError ? (
        <EmptyState
          role="alert"
          title={intl.formatMessage(messages.loadFailed)}
          description={formatWalletFailure(intl, summary.error)}
          action={
            <Button tone="secondary" disabled={summary.isFetching} onClick={() => void summary.refetch()}>
              {intl.formatMessage(messages.retry)}
            </Button>
          }
        />
      ) : (
        <div aria-busy="true" className={styles.skeletons}>
          <span role="status" className={visuallyHidden}>
            {intl.formatMessage(messages.loading)}
          </span>
          <Skeleton blockSize="5rem" />
          <Skeleton blockSize="1.5rem" />
          <Skeleton blockSize="1.5rem" />
          <Skeleton blockSize="6rem" />
        </div>
      )}
    </Dialog>
  );
};
