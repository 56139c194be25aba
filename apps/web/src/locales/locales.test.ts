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

/** i18next plural forms: English has one and other, Arabic six (zero, one, two, few, many, other). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The keys without their plural forms, each with the placeholders of its forms (count aside: "سنتان" says it). */
function byBaseKey(leaves: Map<string, string>): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, text] of leaves) {
    const plural = PLURAL_SUFFIX.test(key);
    const names = placeholders(text).filter((name) => !plural || name !== 'count');
    const base = key.replace(PLURAL_SUFFIX, '');
    keys.set(base, [...new Set([...(keys.get(base)?.split(',').filter(Boolean) ?? []), ...names])].sort().join());
  }
  return keys;
}

const english = byBaseKey(flatten(en));
const arabic = byBaseKey(flatten(ar));
const englishTexts = flatten(en);
const arabicTexts = flatten(ar);

describe('translations', () => {
  it('has every English key in Arabic', () => {
    expect([...english.keys()].filter((key) => !arabic.has(key))).toEqual([]);
  });

  it('has no Arabic key that English lacks', () => {
    expect([...arabic.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has no empty text', () => {
    const empty = [...englishTexts, ...arabicTexts].filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('keeps the same placeholders in both languages', () => {
    const mismatched = [...english].filter(([key, names]) => names !== arabic.get(key));
    expect(mismatched).toEqual([]);
  });

  it('asks for confirmation in Arabic without addressing a man: verbal nouns, not "هل تريد", "سيتمكن"', () => {
    const confirmations = [...arabicTexts].filter(([key]) => /confirm/i.test(key) && !/password/i.test(key));
    expect(confirmations.length).toBeGreaterThan(5);
    // Second-person verbs and third-person futures that take a man as the reader or the subject.
    const masculine = /هل (تريد|تعتمد|ترفض|تعيّن|تعين)|سيتمكن|سيرى|تكتبه/;
    expect(confirmations.filter(([, text]) => masculine.test(text))).toEqual([]);
    // A dialog's own title asks too, whatever its key is called (the skills assessment's submit and cancel did).
    expect([...arabicTexts].filter(([, text]) => /هل تريد/.test(text))).toEqual([]);
  });

  it('writes the Arabic texts in Arabic', () => {
    // Language names and brand names stay as they are; every other text must contain Arabic letters.
    const untranslated = [...arabicTexts]
      .filter(([key]) => key !== 'language.english')
      .filter(([, text]) => !/[\u0600-\u06FF]/.test(text));
    expect(untranslated).toEqual([]);
  });
});
