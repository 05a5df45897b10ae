import { useId, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { classNames } from "@/web/components/class-names";
import * as styles from "@/web/components/progress-bar.css";

export interface ProgressBarProps {
  /** What progresses ("Tasks completed", "Minting your POG card"); shown above the bar and its name. */
  readonly label: ReactNode;
  /** Undefined while the amount of progress is unknown (an indeterminate bar). */
  readonly value: number | undefined;
  readonly min?: number;
  readonly max?: number;
  /** How the value reads ("3 of 5 tasks"); a percentage when omitted. */
  readonly valueText?: string;
  /** Hides the label visually (it is still the bar's name). */
  readonly hideLabel?: boolean;
}

/** A progress bar (campaign tasks, POG minting): role progressbar with its value, range and name. */
export const ProgressBar = ({
  label,
  value,
  min = 0,
  max = 100,
  valueText,
  hideLabel = false,
}: ProgressBarProps) => {
  const intl = useIntl();
  const labelId = useId();
  const clamped = value === undefined ? undefined : Math.min(max, Math.max(min, value));
  const ratio = clamped === undefined || max <= min ? 0 : (clamped - min) / (max - min);
  const shown =
    clamped === undefined
      ? undefined
      : (valueText ?? intl.formatNumber(ratio, { style: "percent", maximumFractionDigits: 0 }));
  return (
    <div className={styles.root}>
      <div className={styles.header} hidden={hideLabel}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {shown === undefined ? null : (
          <span className={styles.value} aria-hidden="true">
            {shown}
          </span>
        )}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={shown}
        className={styles.track}
      >
        <div
          className={classNames(styles.fill, clamped === undefined && styles.indeterminate)}
          style={clamped === undefined ? undefined : { inlineSize: `${ratio * 100}%` }}
        />
      </div>
    </div>
  );
};
