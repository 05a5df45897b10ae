/**
 * The payout section of the provider simulator (development only): the developer plays the bank for each
 * withdrawal's payout sent to the simulated RazorpayX (India) or Asaas (Brazil): delayed (the provider holds it,
 * with its webhook: RazorpayX queues it, Asaas blocks it; the gamer sees it delayed), paid, failed or reversed.
 * A payout left alone stays processing; a delayed one is still paid or failed later.
 */
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import {
  usePayoutDecision,
  usePayoutSimulatorState,
  type PayoutDecision,
  type PayoutSimulatorState,
} from "@/web/features/provider-simulator/api/payout-simulator-api";
import * as styles from "@/web/features/provider-simulator/components/steam-telegram.css";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "dev.payouts.title", defaultMessage: "Payouts (RazorpayX, Asaas)" },
    lead: {
      id: "dev.payouts.lead",
      defaultMessage:
        "Withdrawals sent to the simulated banks appear here. A payout you leave alone stays processing; Delay holds it as a bank that is down would (the gamer sees it delayed). Decide it to settle it, delayed or not.",
    },
    empty: { id: "dev.payouts.empty", defaultMessage: "No payout has been sent yet." },
    payout: {
      id: "dev.payouts.payout",
      defaultMessage: "Payout {id} ({provider}): {amount} {currency}, {status}",
    },
    delayed: { id: "dev.payouts.delayed", defaultMessage: "Delay" },
    processed: { id: "dev.payouts.processed", defaultMessage: "Mark paid" },
    failed: { id: "dev.payouts.failed", defaultMessage: "Fail" },
    reversed: { id: "dev.payouts.reversed", defaultMessage: "Reverse" },
    refused: { id: "dev.payouts.refused", defaultMessage: "The simulator refused this decision." },
  }),
);

type Payout = PayoutSimulatorState["payouts"][number];

const PayoutControls = ({ payout }: { payout: Payout }) => {
  const intl = useIntl();
  const decide = usePayoutDecision();
  const name = intl.formatMessage(messages.payout, {
    id: payout.withdrawalId.slice(0, 8),
    provider: payout.provider === "razorpayx" ? "RazorpayX" : "Asaas",
    amount: intl.formatNumber(payout.amount / 100, { minimumFractionDigits: 2 }),
    currency: payout.currency,
    status: payout.status,
  });
  // A payout the bank holds already (RazorpayX queued or pending, Asaas blocked) cannot be delayed again.
  const held = payout.status === "queued" || payout.status === "pending" || payout.status === "BLOCKED";
  const decisions: readonly PayoutDecision[] = [
    ...(held ? [] : ["delayed" as const]),
    "processed",
    "failed",
    ...(payout.provider === "razorpayx" ? ["reversed" as const] : []),
  ];
  return (
    <li aria-label={name}>
      <div className={styles.form}>
        <strong>{name}</strong>
        <div className={styles.row}>
          {decisions.map((decision) => (
            <Button
              key={decision}
              tone="secondary"
              size="sm"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ withdrawalId: payout.withdrawalId, decision })}
            >
              {intl.formatMessage(messages[decision])}
            </Button>
          ))}
        </div>
        {decide.isError ? (
          <p role="alert" className={styles.error}>
            {intl.formatMessage(messages.refused)}
          </p>
        ) : null}
      </div>
    </li>
  );
};

/** Shown on /dev/providers when the server runs the payout simulator (dev tools on, no payout credentials). */
export const PayoutSimulatorSection = () => {
  const intl = useIntl();
  const state = usePayoutSimulatorState();
  if (state.isError || state.data === undefined) return null;
  return (
    <Card as="section" padding="lg" aria-labelledby="simulator-payouts">
      <div className={styles.form}>
        <h2 id="simulator-payouts" className={styles.sectionTitle}>
          {intl.formatMessage(messages.title)}
        </h2>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
        {state.data.payouts.length === 0 ? (
          <p className={styles.lead}>{intl.formatMessage(messages.empty)}</p>
        ) : (
          <ul className={styles.list}>
            {[...state.data.payouts].reverse().map((payout) => (
              <PayoutControls key={payout.withdrawalId} payout={payout} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
};
