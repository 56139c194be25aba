/**
 * The dashboard's periods (decision 0054): the last 7 or 30 UTC days up to and including today, and the
 * 7 or 30 days before them. Rolling periods, so Monday's dashboard is not an empty week.
 */
export type StatsRange = 'weekly' | 'monthly';

export interface Period {
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Last day, YYYY-MM-DD, included. */
  end: string;
}

export const RANGE_DAYS: Record<StatsRange, number> = { weekly: 7, monthly: 30 };

const DAY_MS = 86_400_000;

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function shift(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

export function periodsOf(range: StatsRange, now: Date): { current: Period; previous: Period } {
  const length = RANGE_DAYS[range];
  const today = dayOf(now);
  const current = { start: shift(today, -(length - 1)), end: today };
  const previous = { start: shift(current.start, -length), end: shift(current.start, -1) };
  return { current, previous };
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
