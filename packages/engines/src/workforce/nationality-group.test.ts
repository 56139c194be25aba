import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { nationalityGroup } from './nationality-group.ts';

describe('nationalityGroup', () => {
  it('counts a national of the home country as a local', () => {
    expect(nationalityGroup('SA', 'SA')).toBe('local');
  });

  it('counts any other nationality as a foreigner', () => {
    expect(nationalityGroup('EG', 'SA')).toBe('foreign');
    expect(nationalityGroup('SA', 'AE')).toBe('foreign');
  });

  it('counts a candidate who did not say apart', () => {
    expect(nationalityGroup(null, 'SA')).toBe('unstated');
    expect(nationalityGroup(undefined, 'SA')).toBe('unstated');
    expect(nationalityGroup('  ', 'SA')).toBe('unstated');
  });

  it('forgives case and spaces in either code', () => {
    expect(nationalityGroup(' sa', 'SA ')).toBe('local');
    expect(nationalityGroup('ae', 'sa')).toBe('foreign');
  });
});

describe('matching never reads nationality (decision 0053)', () => {
  // Nationality is for workforce statistics and fairness checks only: the code of the matching engine
  // and of the server's matching module must not name it (comments and tests aside; the engine's
  // property test already shows extra fields such as nationality leave every score unchanged).
  const roots = ['../matching', '../../../../apps/server/src/modules/matching'].map((relative) => new URL(`${relative}/`, import.meta.url));
  const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

  it.each(roots.map((root) => [root.pathname]))('%s has no word of it', (root) => {
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
    expect(sources.length).toBeGreaterThan(3);
    const offenders = sources.filter((name) => /nationality/i.test(withoutComments(readFileSync(new URL(name, `file://${root}`), 'utf8'))));
    expect(offenders).toEqual([]);
  });
});
