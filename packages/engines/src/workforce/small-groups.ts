/**
 * The "fewer than 5" rule of issue #13 (decision 0055): a count of people split by who they are
 * (locals, foreigners, unstated) is shown exactly only when it is 0 or at least 5. A group of 1 to 4 is
 * "fewer than 5", so that nobody can be picked out of a small group.
 */
export const SMALL_GROUP_LIMIT = 5;
export const FEWER_THAN_5 = 'fewer_than_5' as const;

export type ProtectedCount = number | typeof FEWER_THAN_5;

export function protectCount(count: number): ProtectedCount {
  return count > 0 && count < SMALL_GROUP_LIMIT ? FEWER_THAN_5 : count;
}

export interface GroupCounts {
  local: number;
  foreign: number;
  unstated: number;
}

export type ProtectedBreakdown = { [Group in keyof GroupCounts]: ProtectedCount } & { total: ProtectedCount };

const GROUPS = ['local', 'foreign', 'unstated'] as const;

/**
 * The groups and their total, each protected. Hiding one small group is not enough when the total and the
 * other groups are exact (subtraction gives it back), so when exactly one group is hidden, the smallest
 * other non-empty group is hidden with it (complementary suppression).
 */
export function protectBreakdown(counts: GroupCounts): ProtectedBreakdown {
  const total = counts.local + counts.foreign + counts.unstated;
  const hidden = new Set(GROUPS.filter((group) => protectCount(counts[group]) === FEWER_THAN_5));
  if (hidden.size === 1 && protectCount(total) !== FEWER_THAN_5) {
    const partner = GROUPS.filter((group) => !hidden.has(group) && counts[group] > 0).sort((a, b) => counts[a] - counts[b])[0];
    if (partner) hidden.add(partner);
  }
  const shown = (group: (typeof GROUPS)[number]): ProtectedCount => (hidden.has(group) ? FEWER_THAN_5 : counts[group]);
  return { local: shown('local'), foreign: shown('foreign'), unstated: shown('unstated'), total: protectCount(total) };
}
