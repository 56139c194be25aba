import { describe, expect, it } from 'vitest';
import { median, periodsOf } from './periods.ts';

describe('periodsOf', () => {
  it('is the last 7 days with today, and the 7 before, for weekly', () => {
    expect(periodsOf('weekly', new Date('2026-03-10T23:30:00Z'))).toEqual({
      current: { start: '2026-03-04', end: '2026-03-10' },
      previous: { start: '2026-02-25', end: '2026-03-03' },
    });
  });

  it('is the last 30 days with today, and the 30 before, for monthly (across a year end)', () => {
    expect(periodsOf('monthly', new Date('2026-01-05T00:00:00Z'))).toEqual({
      current: { start: '2025-12-07', end: '2026-01-05' },
      previous: { start: '2025-11-07', end: '2025-12-06' },
    });
  });
});

describe('median', () => {
  it('is null for none, the middle for an odd count, the mean of the middle two for an even one', () => {
    expect(median([])).toBeNull();
    expect(median([9, 1, 5])).toBe(5);
    expect(median([10, 2, 4, 30])).toBe(7);
  });
});
