import type { Locale } from '@masar/shared/messages';
import type { PrescreeningValue } from '@masar/shared/prescreening';
import type { TFunction } from 'i18next';
import { formatCount } from '../../../lib/format-number';

/** A value as a person reads it: Yes/No in the reader's language, a number as the locale writes it, a text as given. */
export function answerValueText(value: PrescreeningValue, t: TFunction, locale: Locale): string {
  if (typeof value === 'boolean') return t(value ? 'prescreening.yes' : 'prescreening.no');
  if (typeof value === 'number') return formatCount(value, locale);
  return value;
}
