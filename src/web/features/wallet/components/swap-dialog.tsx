import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import type { SwapModalEvent, SwapModalStep } from "@/domain/wallet/swap-modal";
import { Button } from "@/web/components/button";
import { Countdown } from "@/web/components/countdown";
import { Dialog } from "@/web/components/dialog";
import { ProgressBar } from "@/web/components/progress-bar";
import type { SwapQuote } from "@/web/features/wallet/api/wallet-api";
import { SwapTerms } from "@/web/features/wallet/components/swap-terms";
import * as styles from "@/web/features/wallet/components/wallet.css";
import { formatWalletFailure } from "@/web/features/wallet/components/wallet-messages";
import { problemCodeOf } from "@/web/lib/problem-messages";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "wallet.swapDialog.title", defaultMessage: "Confirm your swap" },
    description: {
      id: "wallet.swapDialog.description",
      defaultMessage: "The swap settles at these terms while the quote holds.",
    },
    expiresIn: { id: "wallet.swapDialog.expiresIn", defaultMessage: "Quote expires in" },
    expired: {
      id: "wallet.swapDialog.expired",
      defaultMessage: "This quote has expired. Get a new quote to swap.",
    },
    confirm: { id: "wallet.swapDialog.confirm", defaultMessage: "Confirm swap" },
    cancel: { id: "wallet.swapDialog.cancel", defaultMessage: "Cancel" },
    swapping: { id: "wallet.swapDialog.swapping", defaultMessage: "Swapping…" },
    swappingHint: {
      id: "wallet.swapDialog.swappingHint",
      defaultMessage: "Please keep this page open while the swap settles.",
    },
    failedTitle: { id: "wallet.swapDialog.failedTitle", defaultMessage: "Swap failed" },
    tryAgain: { id: "wallet.swapDialog.tryAgain", defaultMessage: "Try again" },
    newQuote: { id: "wallet.swapDialog.newQuote", defaultMessage: "Get a new quote" },
    close: { id: "wallet.swapDialog.close", defaultMessage: "Close" },
  }),
);

/** Failures a retry of the same confirmation cannot fix: only a new quote can. */
const NEEDS_NEW_QUOTE: ReadonlySet<string> = new Set(["QuoteExpired", "QuoteAlreadyUsed", "QuoteNotFound"]);

export interface SwapDialogProps {
  readonly step: SwapModalStep;
  readonly quote: SwapQuote;
  readonly failure: unknown;
  readonly dispatch: (event: SwapModalEvent) => void;
  /** Sends the confirmation (the caller keeps the attempt's idempotency key). */
  readonly onConfirm: () => void;
  /** Closes this quote and asks for a new one with the same terms. */
  readonly onNewQuote: () => void;
}

/**
 * The swap transaction modal of spec §4, driven by the domain's machine: initial (the quote, its expiry
 * countdown, Confirm), loading (no way out while the swap is in flight), failed (why, and Try again, which
 * sends the same confirmation with the same key, or a new quote when the old one cannot be used).
 */
export const SwapDialog = ({ step, quote, failure, dispatch, onConfirm, onNewQuote }: SwapDialogProps) => {
  const intl = useIntl();
  const [expiredQuote, setExpiredQuote] = useState<string | undefined>();
  const expired = expiredQuote === quote.quoteId;
  const close = () => dispatch({ type: "CLOSE" });
  if (step === "CLOSED") return null;

  const needsNewQuote = step === "FAILED" && NEEDS_NEW_QUOTE.has(problemCodeOf(failure) ?? "");
  const footer =
    step === "LOADING" ? undefined : (
      <>
        <Button tone="secondary" onClick={close}>
          {intl.formatMessage(step === "FAILED" ? messages.close : messages.cancel)}
        </Button>
        {step === "FAILED" ? (
          needsNewQuote ? (
            <Button onClick={onNewQuote}>{intl.formatMessage(messages.newQuote)}</Button>
          ) : (
            <Button onClick={() => dispatch({ type: "TRY_AGAIN" })}>
              {intl.formatMessage(messages.tryAgain)}
            </Button>
          )
        ) : expired ? (
          <Button onClick={onNewQuote}>{intl.formatMessage(messages.newQuote)}</Button>
        ) : (
          <Button
            onClick={() => {
              dispatch({ type: "SUBMIT" });
              onConfirm();
            }}
          >
            {intl.formatMessage(messages.confirm)}
          </Button>
        )}
      </>
    );

  return (
    <Dialog
      open
      onClose={close}
      dismissible={step !== "LOADING"}
      title={intl.formatMessage(step === "FAILED" ? messages.failedTitle : messages.title)}
      {...(step === "INITIAL" ? { description: intl.formatMessage(messages.description) } : {})}
      {...(footer === undefined ? {} : { footer })}
    >
      {step === "LOADING" ? (
        <div className={styles.form}>
          <ProgressBar label={intl.formatMessage(messages.swapping)} value={undefined} />
          <p className={styles.muted}>{intl.formatMessage(messages.swappingHint)}</p>
        </div>
      ) : step === "FAILED" ? (
        <p role="alert" className={styles.error}>
          {formatWalletFailure(intl, failure)}
        </p>
      ) : (
        <div className={styles.form}>
          <dl className={styles.facts}>
            <SwapTerms quote={quote} />
          </dl>
          {expired ? (
            <p role="alert" className={styles.error}>
              {intl.formatMessage(messages.expired)}
            </p>
          ) : (
            <p className={styles.muted}>
              {intl.formatMessage(messages.expiresIn)}{" "}
              <Countdown
                until={quote.expiresAt}
                label={intl.formatMessage(messages.expiresIn)}
                onDone={() => setExpiredQuote(quote.quoteId)}
              />
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
};
