import { describe, expect, it } from 'vitest';
import { findDateRange, findDates, parseDate } from './dates.ts';

describe('parseDate', () => {
  it.each([
    ['Jan 2019', '2019-01'],
    ['September 2020', '2020-09'],
    ['Sept. 2020', '2020-09'],
    ['03/2021', '2021-03'],
    ['2021-03', '2021-03'],
    ['2019', '2019'],
    ['يناير 2019', '2019-01'],
    ['كانون الثاني ٢٠١٩', '2019-01'],
    ['تشرين الأول 2020', '2020-10'],
    ['٠٣/٢٠٢١', '2021-03'],
  ])('%s → %s', (text, iso) => {
    expect(parseDate(text)?.iso).toBe(iso);
  });

  it('rejects what is not a date', () => {
    expect(parseDate('13/2021')).toBeNull();
    expect(parseDate('Python 3')).toBeNull();
  });
});

describe('findDateRange', () => {
  it('reads "Present" as the current job, which chrono-node would not', () => {
    expect(findDateRange('Engineer · Jan 2019 - Present · Dubai')).toMatchObject({ start: { iso: '2019-01' }, end: null, current: true });
    expect(findDateRange('05/2024 – حتى الآن · بغداد')).toMatchObject({ start: { iso: '2024-05' }, current: true });
    expect(findDateRange('March 2020 to February 2022')).toMatchObject({ start: { iso: '2020-03' }, end: { iso: '2022-02' }, current: false });
  });

  it('reads a range whose dash is typed as two hyphens, as in LaTeX sources and plain-text themes (layout corpus, classic family)', () => {
    expect(findDateRange('DevOps Engineer  Apr 2021 -- Present')).toMatchObject({ start: { iso: '2021-04' }, current: true });
    expect(findDateRange('Aug 2017 -- Mar 2021')).toMatchObject({ start: { iso: '2017-08' }, end: { iso: '2021-03' } });
  });

  it('sorts a range printed in visual order by value', () => {
    expect(findDateRange('٢٠٢٢ - ٢٠١٨')).toMatchObject({ start: { iso: '2018' }, end: { iso: '2022' } });
  });

  it('does not take a word that only starts like "present"', () => {
    expect(findDateRange('2019 - Presentation skills')).toBeNull();
  });

  it('finds single dates in order', () => {
    expect(findDates('Issued Jan 2018 (Expires Jan 2021)').map((date) => date.iso)).toEqual(['2018-01', '2021-01']);
  });
});
