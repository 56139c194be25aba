import { describe, expect, it } from 'vitest';
import { plainTextToLines } from './extract/plain-lines.ts';
import { extractWorkHistory } from './work-history.ts';

const parse = (text: string) => extractWorkHistory(plainTextToLines(text)).map(({ job_title, organization, start, end, currently_working }) => ({ job_title, organization, start, end, currently_working }));

describe('extractWorkHistory', () => {
  it('reads "Title — Organisation" with dates and a place on the next line, latest first', () => {
    expect(
      parse(['Software Engineer — Souq Labs', 'Jan 2017 - Jun 2018 · Dubai', '• Built things', 'Engineering Lead — Falcon Digital Solutions', 'Nov 2023 - Present · Dubai', '• Led things'].join('\n')),
    ).toEqual([
      { job_title: 'Engineering Lead', organization: 'Falcon Digital Solutions', start: '2023-11', end: null, currently_working: true },
      { job_title: 'Software Engineer', organization: 'Souq Labs', start: '2017-01', end: '2018-06', currently_working: false },
    ]);
  });

  it('reads a title whose first word is an employer word by its last word ("Systems Administrator" under "Zain Jordan | Amman"; layout corpus, classic family)', () => {
    expect(parse(['Zain Jordan | Amman', 'Systems Administrator | Aug 2017 -- Mar 2021', '• Ran the fleet'].join('\n'))).toEqual([
      { job_title: 'Systems Administrator', organization: 'Zain Jordan', start: '2017-08', end: '2021-03', currently_working: false },
    ]);
  });

  it('tells the organisation from the title by their words when the organisation comes first', () => {
    expect(parse(['Gulf Horizon Bank', 'Data Scientist | 2019 – 2022', '- Built a churn model that saved money'].join('\n'))).toEqual([
      { job_title: 'Data Scientist', organization: 'Gulf Horizon Bank', start: '2019', end: '2022', currently_working: false },
    ]);
  });

  it('reads one-line entries: "Title at Organisation, City (dates)"', () => {
    expect(parse('Staff Nurse at Al Noor Specialist Hospital, Casablanca (2019 - 2021)')).toEqual([
      { job_title: 'Staff Nurse', organization: 'Al Noor Specialist Hospital', start: '2019', end: '2021', currently_working: false },
    ]);
  });

  it('uses a table heading row to know its columns', () => {
    expect(parse(['Period | Role | Organisation', '07/2023 – Now | Finance Manager | Red Sea Holdings'].join('\n'))).toEqual([
      { job_title: 'Finance Manager', organization: 'Red Sea Holdings', start: '2023-07', end: null, currently_working: true },
    ]);
  });

  it('reads Arabic entries, and keeps undated detail lines with their job', () => {
    const entries = parse(['مهندس برمجيات — شركة الصقر للحلول الرقمية', 'يناير 2020 – حتى الآن · دبي', 'تدريب فريق العمل'].join('\n'));
    expect(entries).toEqual([{ job_title: 'مهندس برمجيات', organization: 'شركة الصقر للحلول الرقمية', start: '2020-01', end: null, currently_working: true }]);
  });

  it('does not take a lone date, a "year:" prefix or a sentence tail for a title or an organisation', () => {
    expect(parse('2005 - 2009\n2005: Assistant Music Producer, Sony Music\n• Produced records')).toEqual([
      { job_title: 'Assistant Music Producer', organization: 'Sony Music', start: '2005', end: '2009', currently_working: false },
    ]);
    expect(parse('Jan 2019 - Present\nSenior Software Engineer\nInfosys Limited\nand scale up.')[0]).toMatchObject({ job_title: 'Senior Software Engineer', organization: 'Infosys Limited' });
  });
});
