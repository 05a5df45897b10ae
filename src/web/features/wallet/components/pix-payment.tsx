import { useEffect, useId, useRef, useState } from "react";
import { defineMessages, useIntl, type IntlShape } from "react-intl";
import { Button } from "@/web/components/button";
import type { PixCharge } from "@/web/features/wallet/api/wallet-api";
import * as styles from "@/web/features/wallet/components/pix-payment.css";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "wallet.pix.title", defaultMessage: "Pay with Pix" },
    instructions: {
      id: "wallet.pix.instructions",
      defaultMessage: "Open your bank app, choose Pix, then scan the QR code or paste the copy-paste code.",
    },
    qrAlt: { id: "wallet.pix.qrAlt", defaultMessage: "Pix QR code" },
    noQr: {
      id: "wallet.pix.noQr",
      defaultMessage: "No QR code is shown for this payment: copy the code below into your bank app.",
    },
    code: { id: "wallet.pix.code", defaultMessage: "Pix copy-paste code" },
    copy: { id: "wallet.pix.copy", defaultMessage: "Copy code" },
    copied: { id: "wallet.pix.copied", defaultMessage: "Code copied" },
    copyFailed: {
      id: "wallet.pix.copyFailed",
      defaultMessage: "The code could not be copied. Select it and copy it yourself.",
    },
    expiresIn: { id: "wallet.pix.expiresIn", defaultMessage: "Expires in {time}" },
    expired: { id: "wallet.pix.expired", defaultMessage: "This code has expired. Start a new purchase." },
  }),
);

/** Milliseconds left until `until`, counted down once a second (0 once it has passed). */
const useRemaining = (until: string): number => {
  const deadline = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, deadline - now);
};

/** "29:41", or "1:05:00" past an hour, in the reader's digits. */
const clock = (intl: IntlShape, ms: number): string => {
  const seconds = Math.ceil(ms / 1_000);
  const two = (value: number) => intl.formatNumber(value, { minimumIntegerDigits: 2, useGrouping: false });
  const hours = Math.floor(seconds / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  return hours > 0
    ? `${intl.formatNumber(hours)}:${two(minutes)}:${two(seconds % 60)}`
    : `${two(minutes)}:${two(seconds % 60)}`;
};

/**
 * A Pix charge to pay from a Brazilian bank app: its QR code (when the provider drew one), the copy-paste code
 * with a button that copies it, and the time left to pay.
 */
export const PixPayment = ({ charge }: { readonly charge: PixCharge }) => {
  const intl = useIntl();
  const headingId = useId();
  const codeId = useId();
  const code = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<"idle" | "copied" | "failed">("idle");
  const remaining = useRemaining(charge.expiresAt);

  const copyFailed = () => {
    code.current?.select();
    setCopy("failed");
  };
  const copyCode = () => {
    // Absent outside a secure context: the code is then selected for the person to copy.
    if (typeof navigator.clipboard?.writeText !== "function") {
      copyFailed();
      return;
    }
    navigator.clipboard.writeText(charge.payload).then(() => setCopy("copied"), copyFailed);
  };

  return (
    <section className={styles.pix} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {intl.formatMessage(messages.title)}
      </h2>
      <p className={styles.text}>{intl.formatMessage(messages.instructions)}</p>
      {charge.qrCodeImage === null ? (
        <p className={styles.text}>{intl.formatMessage(messages.noQr)}</p>
      ) : (
        <img
          className={styles.qr}
          src={`data:image/png;base64,${charge.qrCodeImage}`}
          alt={intl.formatMessage(messages.qrAlt)}
          width={224}
          height={224}
        />
      )}
      <label htmlFor={codeId} className={styles.label}>
        {intl.formatMessage(messages.code)}
      </label>
      <textarea
        id={codeId}
        ref={code}
        className={styles.code}
        readOnly
        rows={5}
        dir="ltr"
        spellCheck={false}
        value={charge.payload}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.row}>
        <p role="timer" className={styles.text}>
          {remaining === 0
            ? intl.formatMessage(messages.expired)
            : intl.formatMessage(messages.expiresIn, {
                time: <bdi key="time">{clock(intl, remaining)}</bdi>,
              })}
        </p>
        <Button size="sm" tone="secondary" onClick={copyCode} disabled={remaining === 0}>
          {intl.formatMessage(messages.copy)}
        </Button>
      </div>
      <p role="status" className={styles.text}>
        {copy === "copied"
          ? intl.formatMessage(messages.copied)
          : copy === "failed"
            ? intl.formatMessage(messages.copyFailed)
            : null}
      </p>
    </section>
  );
};
