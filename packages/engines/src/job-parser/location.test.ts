import { describe, expect, it } from 'vitest';
import { findCity, findCountry } from './location.ts';

describe('job location', () => {
  it.each([
    ['Location: Dubai Mall, Dubai, UAE', 'Dubai', 'AE'],
    ['King Fahd Specialist Hospital | Dammam, Saudi Arabia', 'Dammam', 'SA'],
    ['Specialty Coffee Shop, Al Khobar', 'Khobar', 'SA'],
    ['مطلوب ممرضة للعمل في مستشفى خاص بجدة', 'Jeddah', 'SA'],
    ['موظف استقبال فندقي – أبوظبي', 'Abu Dhabi', 'AE'],
    ['شركة اتصالات في عمّان', 'Amman', 'JO'],
    ['New Delhi office', 'New Delhi', 'IN'],
  ])('%s', (text, city, country) => expect(findCity(text, false)).toMatchObject({ city, country }));

  it('reads Arabic city names that are everyday words only in a location context', () => {
    expect(findCity('خبرة في تحليل الخبر الصحفي', false)).toBeNull();
    expect(findCity('للعمل في الخبر', false)).toMatchObject({ city: 'Khobar' });
    expect(findCity('الخبر', true)).toMatchObject({ city: 'Khobar' });
  });

  it('reads a country when no city is named', () => {
    expect(findCountry('Remote – Saudi Arabia')).toBe('SA');
    expect(findCountry('مكتب في الكويت')).toBe('KW');
    expect(findCountry('Remote (MENA)')).toBeNull();
  });
});
