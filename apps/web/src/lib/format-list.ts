import type { Locale } from '@masar/shared/messages';

/** "SQL, Spark and Python" / "SQL وSpark وPython": a list of names as a sentence in the locale. */
export function formatList(values: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(values);
}

/** Parts of one thing in a row ("Riyadh, Saudi Arabia", "الرياض، السعودية"): the Arabic comma in Arabic. */
export function formatParts(values: readonly string[], locale: Locale): string {
  return values.join(locale === 'ar' ? '، ' : ', ');
}
