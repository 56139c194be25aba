import { describe, expect, it } from 'vitest';
import { protectBreakdown, protectCount } from './small-groups.ts';

describe('protectCount', () => {
  it('shows 0 and 5 or more exactly, and 1 to 4 as fewer than 5', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 120].map(protectCount)).toEqual([0, 'fewer_than_5', 'fewer_than_5', 'fewer_than_5', 'fewer_than_5', 5, 6, 120]);
  });
});

describe('protectBreakdown', () => {
  it('shows every group and the total when none is small', () => {
    expect(protectBreakdown({ local: 12, foreign: 7, unstated: 0 })).toEqual({ local: 12, foreign: 7, unstated: 0, total: 19 });
  });

  it('hides a small group and, so that 20 - 12 - 5 cannot give it back, the smallest other non-empty group', () => {
    // 12 locals, 5 foreigners, 3 unstated: total 20 shown, so hiding 3 alone would leave 20 - 12 - 5 = 3.
    expect(protectBreakdown({ local: 12, foreign: 5, unstated: 3 })).toEqual({ local: 12, foreign: 'fewer_than_5', unstated: 'fewer_than_5', total: 20 });
  });

  it('needs no partner when the other groups are empty (the total is then the group, and is itself small)', () => {
    expect(protectBreakdown({ local: 0, foreign: 3, unstated: 0 })).toEqual({ local: 0, foreign: 'fewer_than_5', unstated: 0, total: 'fewer_than_5' });
  });

  it('hides a partner when the only other group is empty but the total is large', () => {
    // 9 locals and 2 foreigners: total 11 shown; 11 - 9 would give the 2 back, so the locals are hidden too.
    expect(protectBreakdown({ local: 9, foreign: 2, unstated: 0 })).toEqual({ local: 'fewer_than_5', foreign: 'fewer_than_5', unstated: 0, total: 11 });
  });

  it('hides no partner when two groups are already hidden', () => {
    expect(protectBreakdown({ local: 30, foreign: 2, unstated: 1 })).toEqual({ local: 30, foreign: 'fewer_than_5', unstated: 'fewer_than_5', total: 33 });
  });

  it('shows nothing exactly for a group of fewer than 5 people in all', () => {
    expect(protectBreakdown({ local: 1, foreign: 1, unstated: 2 })).toEqual({ local: 'fewer_than_5', foreign: 'fewer_than_5', unstated: 'fewer_than_5', total: 'fewer_than_5' });
  });
});
