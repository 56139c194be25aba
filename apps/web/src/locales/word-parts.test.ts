import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from './en/common.json';
import { FIRST_SECTIONS, HOME_SECTIONS, PAGES_ON_FIRST_WORDS, PAGES_ON_HOME_WORDS } from './word-parts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECTIONS = new Set(Object.keys(en));

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((file) => existsSync(file)) ?? null;
}

/** The app's files a module loads statically (type-only imports and lazy `import()` aside). */
function staticClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^;]*?\sfrom\s+)?'([^']+)'/gm)) {
      const resolved = resolveImport(file, match[1] ?? '');
      if (resolved !== null) pending.push(resolved);
    }
  }
  return seen;
}

/** The sections named by a string that starts like a key ('login.title', `routeNames.${name}`). */
function sectionsNamedIn(files: Iterable<string>): Set<string> {
  const named = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+)\.[A-Za-z$]/g)) {
      if (SECTIONS.has(match[1] ?? '')) named.add(match[1] ?? '');
    }
  }
  return named;
}

/** The page modules of the router's table, by page name. */
function pageFiles(): Map<string, string> {
  const routerFile = path.join(SRC, 'app/router.tsx');
  const files = new Map<string, string>();
  for (const match of readFileSync(routerFile, 'utf8').matchAll(/'?([\w-]+)'?: \(\) => import\('([^']+)'\)/g)) {
    const file = resolveImport(routerFile, match[2] ?? '');
    if (file !== null) files.set(match[1] ?? '', file);
  }
  return files;
}

/** The sections that the entry, the given modules and the given pages name but `sections` lack. */
function sectionsMissing(pages: readonly string[], modules: readonly string[], sections: readonly string[]): string[] {
  const files = pageFiles();
  expect(pages.filter((name) => !files.has(name))).toEqual([]);
  const roots = ['main.tsx', ...modules].map((file) => path.join(SRC, file));
  roots.push(...pages.flatMap((name) => files.get(name) ?? []));
  return [...sectionsNamedIn(staticClosure(roots))].filter((section) => !sections.includes(section));
}

describe('the parts of the words (decision 0102)', () => {
  it('the first part holds every section the app frame and the pages before sign-in name', () => {
    expect(sectionsMissing(PAGES_ON_FIRST_WORDS, [], FIRST_SECTIONS)).toEqual([]);
  });

  it('the first two parts hold every section the signed-in shell and the dashboards name', () => {
    const sections = [...FIRST_SECTIONS, ...HOME_SECTIONS];
    expect(sectionsMissing(PAGES_ON_HOME_WORDS, ['app/layouts/app-layout.tsx'], sections)).toEqual([]);
  });

  it('names each section once, and only sections that exist', () => {
    const listed = [...FIRST_SECTIONS, ...HOME_SECTIONS];
    expect(listed.filter((section) => !SECTIONS.has(section))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
