/**
 * Three short resumes written by hand, outside the generated corpus: other heading words ("EMPLOYMENT",
 * "المؤهلات"), "Organisation — Title", comma-joined headers, a local Saudi number in Arabic-Indic digits,
 * schools without a school word. They were used to find general weaknesses, so they are regression
 * tests, not an unseen evaluation set.
 */
import { describe, expect, it } from 'vitest';
import { fixtureReader } from './fixture-reader.ts';
import { parseResume } from './parse-resume.ts';
import type { ParsedProfile } from './profile.ts';

async function parse(name: string): Promise<ParsedProfile> {
  const result = await parseResume({ bytes: fixtureReader.read(`hand-written/${name}.txt`), kind: 'txt' });
  if (!result.ok) throw new Error(result.message);
  return result.profile;
}

const jobs = (profile: ParsedProfile) =>
  Object.values(profile.work_history_detailed).map(({ job_title, organization, start, end, currently_working }) => ({ job_title, organization, start, end, currently_working }));

describe('hand-written resumes', () => {
  it('an Indian backend developer', async () => {
    const profile = await parse('ho-1-en');
    expect(profile.personal_details).toEqual({ name: 'RAHUL VERMA', email: 'rahul.verma@example.com', phone: '+919822011223', location: 'Pune, India', links: ['github.com/rverma'] });
    expect(jobs(profile)).toEqual([
      { job_title: 'Senior Backend Developer', organization: 'Tata Digital', start: '2021-08', end: null, currently_working: true },
      { job_title: 'Systems Engineer', organization: 'Infosys Ltd.', start: '2018-06', end: '2021-07', currently_working: false },
    ]);
    // "B.Tech, Computer Engineering": the field after the comma stays with its degree (it was dropped before).
    expect(profile.education[0]).toMatchObject({ degree_title: 'B.Tech, Computer Engineering', field: 'Computer Engineering', institution: 'College of Engineering Pune', end: '2018' });
    expect(profile.skills.map((skill) => skill.name)).toEqual(['Java', 'Spring Boot', 'Kafka', 'PostgreSQL', 'Docker']);
  });

  it('a Saudi HR specialist, in Arabic', async () => {
    const profile = await parse('ho-2-ar');
    expect(profile.personal_details).toMatchObject({ name: 'سارة عبد الرحمن', phone: '+966555123456', location: 'جدة - المملكة العربية السعودية' });
    expect(jobs(profile)).toEqual([
      { job_title: 'أخصائية موارد بشرية', organization: 'شركة المراعي للأغذية', start: '2020-03', end: null, currently_working: true },
      { job_title: 'منسقة توظيف', organization: 'مجموعة الحكير', start: '2017', end: '2020', currently_working: false },
    ]);
    expect(profile.education).toEqual([{ degree_title: 'بكالوريوس إدارة أعمال', institution: 'جامعة الملك عبدالعزيز', field: 'إدارة أعمال', start: null, end: '2016', expected_end: null }]);
  });

  it('a Swiss operations manager', async () => {
    const profile = await parse('ho-3-en');
    expect(profile.personal_details.location).toBe('Zurich, Switzerland');
    expect(jobs(profile)[0]).toEqual({ job_title: 'Operations Manager', organization: 'Kuehne Logistics AG', start: '2019', end: null, currently_working: true });
    expect(profile.education.map((entry) => [entry.degree_title, entry.institution])).toEqual([
      ['MSc Supply Chain Management', 'ETH Zurich'],
      ['BSc Business', 'University of St. Gallen'],
    ]);
    expect(profile.certifications[0]).toMatchObject({ name: 'APICS CSCP', issue_date: '2018' });
    expect(profile.languages.map((language) => language.name)).toEqual(['German', 'English', 'French']);
  });
});
