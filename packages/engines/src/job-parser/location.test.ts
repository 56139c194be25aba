import { describe, expect, it } from 'vitest';
import { findCity, findCountry, findWorkCity } from './location.ts';

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

  it('takes the city named as the place of work before one in the employer\'s name', () => {
    const line = 'تعلن الهيئة الملكية للجبيل وينبع عن توفر وظيفة شاغرة للعمل في الجبيل الصناعية';
    expect(findWorkCity(line)).toMatchObject({ city: 'Jubail', country: 'SA' });
    expect(findWorkCity('Dubai Holding is hiring a driver based in Abu Dhabi')).toMatchObject({ city: 'Abu Dhabi' });
    expect(findWorkCity('Our Riyadh office is growing')).toBeNull();
  });

  it('does not read an industrial or university city as Medina', () => {
    expect(findCity('مصنع بالمدينة الصناعية الثانية بالرياض', false)).toMatchObject({ city: 'Riyadh' });
    expect(findCity('للعمل بالمدينة الجامعية', false)).toBeNull();
    expect(findCity('للعمل في المدينة المنورة', false)).toMatchObject({ city: 'Medina' });
  });
});
