import type { Locale } from '@masar/shared/messages';

/** "SQL, Spark and Python" / "SQL وSpark وPython": a list of names as a sentence in the locale. */
export function formatList(values: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(values);
}
