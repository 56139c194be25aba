import { describe, expect, it } from 'vitest';
import { createSharedResultCache } from '../src/lib/shared-result-cache.ts';

function clock() {
  let at = 1_000_000;
  return { now: () => at, pass: (seconds: number) => void (at += seconds * 1000) };
}

describe('a result shared for a while', () => {
  it('is computed once for callers within the time, and again after it', async () => {
    const time = clock();
    const cache = createSharedResultCache(time.now);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.get('k', 300, compute)).toBe(1);
    time.pass(299);
    expect(await cache.get('k', 300, compute)).toBe(1);
    time.pass(1);
    expect(await cache.get('k', 300, compute)).toBe(2);
    expect(await cache.get('other', 300, compute)).toBe(3);
  });

  it('gives callers who ask while it is computed the same computation', async () => {
    const cache = createSharedResultCache(clock().now);
    let computed = 0;
    let finish: (value: string) => void = () => undefined;
    const compute = () => {
      computed += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.get('k', 60, compute);
    const second = cache.get('k', 60, compute);
    finish('counts');
    expect(await Promise.all([first, second])).toEqual(['counts', 'counts']);
    expect(computed).toBe(1);
  });

  it('forgets a failed computation, so the next caller tries again', async () => {
    const cache = createSharedResultCache(clock().now);
    await expect(cache.get('k', 60, () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.get('k', 60, async () => 'counts')).toBe('counts');
  });

  it('computes every time with 0 seconds', async () => {
    const cache = createSharedResultCache(clock().now);
    let computed = 0;
    await cache.get('k', 0, async () => ++computed);
    expect(await cache.get('k', 0, async () => ++computed)).toBe(2);
  });
});
