/**
 * A result shared by every caller for a while: the first caller computes it, callers meanwhile wait for the same
 * promise (one computation however many ask at once), and after `seconds` the next caller computes it afresh. A
 * failed computation is forgotten at once, so the next caller tries again. `seconds` 0 computes every time.
 */
export interface SharedResultCache {
  get<T>(key: string, seconds: number, compute: () => Promise<T>): Promise<T>;
}

export function createSharedResultCache(now: () => number = Date.now): SharedResultCache {
  const entries = new Map<string, { expiresAt: number; result: Promise<unknown> }>();
  return {
    get<T>(key: string, seconds: number, compute: () => Promise<T>): Promise<T> {
      if (seconds <= 0) return compute();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.result as Promise<T>;
      const result = compute();
      entries.set(key, { expiresAt: now() + seconds * 1000, result });
      result.catch(() => {
        if (entries.get(key)?.result === result) entries.delete(key);
      });
      return result;
    },
  };
}
