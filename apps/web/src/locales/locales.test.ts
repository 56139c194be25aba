import { describe, expect, it } from 'vitest';
import ar from './ar/common.json';
import en from './en/common.json';

/** "a.b.c" → text, for every leaf of a translation file. */
function flatten(tree: object, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') leaves.set(path, value);
    else if (typeof value === 'object' && value !== null) {
      for (const [leafPath, text] of flatten(value as object, path)) leaves.set(leafPath, text);
    }
  }
  return leaves;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const english = flatten(en);
const arabic = flatten(ar);

describe('translations', () => {
  it('has every English key in Arabic', () => {
    expect([...english.keys()].filter((key) => !arabic.has(key))).toEqual([]);
  });

  it('has no Arabic key that English lacks', () => {
    expect([...arabic.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has no empty text', () => {
    const empty = [...english, ...arabic].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('keeps the same placeholders in both languages', () => {
    const mismatched = [...english].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(arabic.get(key) ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('writes the Arabic texts in Arabic', () => {
    // Language names and brand names stay as they are; every other text must contain Arabic letters.
    const untranslated = [...arabic]
      .filter(([key]) => key !== 'language.english')
      .filter(([, text]) => !/[\u0600-\u06FF]/.test(text));
    expect(untranslated).toEqual([]);
  });
});
