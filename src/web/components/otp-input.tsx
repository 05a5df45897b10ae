import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from "react";
import { useIntl } from "react-intl";
import * as styles from "@/web/components/otp-input.css";

/** One-time codes are six digits (ARCHITECTURE: OTP). */
export const OTP_LENGTH = 6;

export interface OtpInputProps {
  /** The group's accessible name ("Verification code"). */
  readonly label: string;
  /** Every change, with the digits entered so far ("12" while two boxes are filled). */
  readonly onChange?: (code: string) => void;
  /** Called once all six boxes hold a digit, with the whole code. */
  readonly onComplete?: (code: string) => void;
  readonly error?: ReactNode;
  readonly disabled?: boolean;
  readonly autoFocus?: boolean;
}

const emptyCode = (): string[] => Array.from({ length: OTP_LENGTH }, () => "");

const digitsOf = (text: string): string[] => Array.from(text.replace(/\D/g, ""));

/**
 * Six single-digit boxes for a one-time code: digits only, typing moves to the next box, Backspace on an
 * empty box goes back, pasting (or the phone's autofill of) a code fills the boxes from the one in focus.
 */
export const OtpInput = ({
  label,
  onChange,
  onComplete,
  error,
  disabled = false,
  autoFocus = false,
}: OtpInputProps) => {
  const intl = useIntl();
  const errorId = useId();
  const [digits, setDigits] = useState<string[]>(emptyCode);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const invalid = error !== undefined && error !== null && error !== false && error !== "";

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    setDigits(next);
    const code = next.join("");
    onChange?.(code);
    if (next.every((digit) => digit !== "")) onComplete?.(code);
  };

  /** Writes `incoming` digits from box `index` on and moves focus past the last one written. */
  const fillFrom = (index: number, incoming: ReadonlyArray<string>) => {
    const next = [...digits];
    const written = incoming.slice(0, OTP_LENGTH - index);
    written.forEach((digit, offset) => {
      next[index + offset] = digit;
    });
    commit(next);
    focusBox(index + written.length);
  };

  const handleChange = (index: number, value: string) => {
    const previous = digits[index] ?? "";
    const incoming = digitsOf(value);
    if (incoming.length === 0) {
      if (value === "") commit(digits.map((digit, i) => (i === index ? "" : digit)));
      return;
    }
    // Typing into a filled box whose text was not selected: keep the new digit only.
    const typed =
      incoming.length === 2 && previous !== "" && incoming[0] === previous ? incoming.slice(1) : incoming;
    fillFrom(index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && (digits[index] ?? "") === "" && index > 0) {
      event.preventDefault();
      commit(digits.map((digit, i) => (i === index - 1 ? "" : digit)));
      focusBox(index - 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = digitsOf(event.clipboardData.getData("text"));
    event.preventDefault();
    if (pasted.length === 0) return;
    // A whole code pasted anywhere fills every box.
    fillFrom(pasted.length >= OTP_LENGTH ? 0 : index, pasted);
  };

  return (
    <div className={styles.root}>
      <div
        role="group"
        aria-label={label}
        aria-describedby={invalid ? errorId : undefined}
        className={styles.boxes}
      >
        {digits.map((digit, index) => (
          <input
            // The boxes are positions, never reordered.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={styles.box}
            value={digit}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-label={intl.formatMessage(
              { id: "components.otpInput.digitLabel", defaultMessage: "Digit {position} of {count}" },
              { position: index + 1, count: OTP_LENGTH },
            )}
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
};
