/**
 * The daily check-in streak (issue 21, item 9): a gamer checks in once per day of their own time zone; a check-in
 * on the day after the last one grows the streak, one after a missed day starts it again at 1. Each check-in pays
 * K-Points that grow with the streak, up to a ceiling.
 */

/** K-Points per day of the streak, and the streak length past which a check-in pays no more. */
export const CHECK_IN_KPOINTS_PER_DAY = 10;
export const CHECK_IN_STREAK_CEILING = 7;

/** A calendar day, `YYYY-MM-DD`. */
export type LocalDay = string;

/** Whether `timeZone` is an IANA time zone name this runtime knows (`Asia/Kolkata`, `UTC`); offsets are not. */
export const isIanaTimeZone = (timeZone: string): boolean => {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
};

/** The calendar day `instant` falls on in `timeZone`. */
export const localDayOf = (instant: Date, timeZone: string): LocalDay => {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
};

/** The day after `day` (calendar arithmetic, no time zone involved). */
export const nextDay = (day: LocalDay): LocalDay => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

/** What a streak of `streak` days pays on its last day. */
export const checkInKPoints = (streak: number): number =>
  CHECK_IN_KPOINTS_PER_DAY * Math.min(Math.max(streak, 1), CHECK_IN_STREAK_CEILING);

export interface LastCheckIn {
  readonly day: LocalDay;
  readonly streak: number;
}

/** The streak a check-in on `today` makes, after the gamer's last check-in (undefined: none). */
export const streakOn = (today: LocalDay, last: LastCheckIn | undefined): number =>
  last !== undefined && nextDay(last.day) === today ? last.streak + 1 : 1;

/** The streak as it stands on `today`: the last one while it can still go on (checked in today or yesterday), else 0. */
export const standingStreak = (today: LocalDay, last: LastCheckIn | undefined): number =>
  last !== undefined && (last.day === today || nextDay(last.day) === today) ? last.streak : 0;
