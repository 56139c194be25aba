import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, loadLocale } from './i18n';
import { formatJobLocation, formatSalary } from './job-facts';

const en = i18n.getFixedT('en');
const ar = i18n.getFixedT('ar');

describe('job facts', () => {
  // The Arabic words come when a page asks for them; run alone, no page of this file has (the English ones are loaded by the setup).
  beforeEach(() => loadLocale('ar'));

  it('writes a salary range, an open bound and a period in each language', () => {
    const range = { min: 12000, max: 18000, currency: 'SAR', period: 'month' } as const;
    expect(formatSalary(range, 'en', en)).toBe('SAR\u00a012,000 – SAR\u00a018,000 a month');
    expect(formatSalary({ ...range, max: null, period: 'year' }, 'en', en)).toBe('From SAR\u00a012,000 a year');
    expect(formatSalary({ ...range, min: null, currency: 'USD', period: 'hour' }, 'en', en)).toBe(
      'Up to US$18,000 an hour',
    );
    expect(formatSalary({ ...range, max: 12000 }, 'en', en)).toBe('SAR\u00a012,000 a month');
    // Intl joins the currency to its amount with a no-break space; Western digits in Arabic too, as every number in data (lib/format-number.ts).
    expect(formatSalary(range, 'ar', ar)).toBe(
      'من \u200f12,000\u00a0ر.س.\u200f إلى \u200f18,000\u00a0ر.س.\u200f شهريًا',
    );
  });

  it('names the city and country in the page’s language, and the workplace alone when no place was given', () => {
    const riyadh = { city: 'Riyadh', country: 'SA', workplace: 'on_site' } as const;
    expect(formatJobLocation(riyadh, 'en', en)).toBe('Riyadh, Saudi Arabia · On site');
    expect(formatJobLocation(riyadh, 'ar', ar)).toBe('الرياض، المملكة العربية السعودية · في الموقع');
    expect(formatJobLocation({ city: null, country: null, workplace: 'remote' }, 'en', en)).toBe('Remote');
    expect(formatJobLocation({ city: 'Lyon', country: 'FR', workplace: 'hybrid' }, 'en', en)).toBe(
      'Lyon, France · Hybrid',
    );
  });
});
