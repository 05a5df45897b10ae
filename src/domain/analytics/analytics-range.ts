/**
 * The admin analytics' date range: whole UTC days from `from` to `to`, both included (`YYYY-MM-DD`).
 */
export const MAX_ANALYTICS_RANGE_DAYS = 366;

/** The range a fresh analytics view shows: the last 30 days, today included. */
export const DEFAULT_ANALYTICS_RANGE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** `YYYY-MM-DD` of a moment, in UTC. */
export const utcDayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** How many days the range holds (1 for a single day); 0 or less when `to` is before `from`. */
export const analyticsRangeDays = (from: string, to: string): number =>
  Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;

/** Whether the range may be asked for: `to` not before `from`, at most MAX_ANALYTICS_RANGE_DAYS days. */
export const isAnalyticsRangeValid = (from: string, to: string): boolean => {
  const days = analyticsRangeDays(from, to);
  return Number.isFinite(days) && days >= 1 && days <= MAX_ANALYTICS_RANGE_DAYS;
};

/** Every day of the range, in order. */
export const daysOfRange = (from: string, to: string): readonly string[] =>
  Array.from({ length: Math.max(0, analyticsRangeDays(from, to)) }, (_, index) =>
    utcDayOf(dayMs(from) + index * DAY_MS),
  );

/** The default range ending on `now`'s UTC day. */
export const defaultAnalyticsRange = (now: number): { readonly from: string; readonly to: string } => ({
  from: utcDayOf(now - (DEFAULT_ANALYTICS_RANGE_DAYS - 1) * DAY_MS),
  to: utcDayOf(now),
});

/** The range's days with their figures; a day without events counts zero. */
export const fillAnalyticsDays = <Row extends { readonly date: string }>(
  from: string,
  to: string,
  rows: readonly Row[],
  empty: (date: string) => Row,
): readonly Row[] => {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return daysOfRange(from, to).map((date) => byDate.get(date) ?? empty(date));
};
