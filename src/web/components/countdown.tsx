import { useEffect, useEffectEvent, useState } from "react";
import { useIntl } from "react-intl";
import { durationParts, formatDuration } from "@/domain/format/time-format";
import * as styles from "@/web/components/countdown.css";

const TICK_MS = 1000;

const instantOf = (until: Date | number | string): number =>
  until instanceof Date ? until.getTime() : typeof until === "number" ? until : new Date(until).getTime();

/** An ISO 8601 duration for `<time dateTime>`: "P2DT3H4M5S". */
const isoDuration = (ms: number): string => {
  const { days, hours, minutes, seconds } = durationParts(ms);
  return `P${days}DT${hours}H${minutes}M${seconds}S`;
};

export interface CountdownProps {
  /** When it reaches zero: a campaign's start or end, a retry time. */
  readonly until: Date | number | string;
  /** Called once when the time is up (at once if it already is). */
  readonly onDone?: () => void;
  /** What the time counts down to ("Ends in"), for screen readers; usually written beside it too. */
  readonly label?: string;
}

/**
 * The time left until `until` in days, hours, minutes and seconds (spec §9), named in the reader's language
 * by the domain's one duration format ("2d 3h 4m 5s", "2 दि, 3 घं, 4 मि 5 से"), ticking every second and
 * stopping at zero. A timer role, so screen readers do not read every tick.
 */
export const Countdown = ({ until, onDone, label }: CountdownProps) => {
  const intl = useIntl();
  const target = instantOf(until);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Number.isFinite(target) ? Math.max(0, target - now) : 0;
  const done = useEffectEvent(() => onDone?.());

  useEffect(() => {
    if (!Number.isFinite(target) || Date.now() >= target) {
      done();
      return undefined;
    }
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= target) {
        clearInterval(timer);
        done();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [target]);

  return (
    <span role="timer" aria-label={label} className={styles.countdown}>
      <time dateTime={isoDuration(remaining)}>{formatDuration(remaining, intl.locale)}</time>
    </span>
  );
};
