import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The README promises that Masar runs on the Node version in the root `engines` field. A dependency that
 * asks for a newer Node makes `npm install` print an unsupported-engine warning and may use what the
 * promised Node lacks, so every installed package must accept the oldest Node we promise. When one does
 * not, pin or override it to a release that does (package.json `overrides`).
 */
const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};

describe('installed packages and the promised Node version', () => {
  const oldestPromised = semver.minVersion(root.engines.node)!.version;

  it('every package in the lock file accepts the oldest Node the README promises', () => {
    const refusing = Object.entries(lock.packages)
      .map(([path, entry]) => ({ path, wants: Array.isArray(entry.engines) ? undefined : entry.engines?.node }))
      .filter(({ wants }) => wants !== undefined && !semver.satisfies(oldestPromised, wants))
      .map(({ path, wants }) => `${path} wants node ${wants}`);
    expect(refusing).toEqual([]);
  });
});
