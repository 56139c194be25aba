/**
 * The golden corpus: every labelled resume in every format (PDF printed by Chromium, DOCX, DOC, TXT).
 * Asserts the issue's F1 floors per language (counted as `npm run eval:parser` counts them), exact
 * profiles for a few representative resumes, that nothing is invented, and that the formats of one
 * resume agree on the contact fields.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contactCounts, metricsOf, type FieldCounts } from './evaluation.ts';
import { fixtureReader } from './fixture-reader.ts';
import { inventedStrings } from './never-invent.ts';
import { runEvaluation, type EvaluationRun } from './run-evaluation.ts';

let run: EvaluationRun;
const sourceText = (id: string) => new TextDecoder().decode(fixtureReader.read(`${id}.txt`));

beforeAll(async () => {
  run = await runEvaluation(fixtureReader);
}, 60_000);

function f1(counts: FieldCounts, field: 'work_history' | 'education' | 'skills'): number {
  return metricsOf(counts[field]).f1;
}

describe('resume corpus', () => {
  it('has at least 40 resumes, 10 Arabic and 5 mixed, each in four formats', () => {
    const ids = new Set(run.profiles.map((entry) => entry.id));
    expect(ids.size).toBeGreaterThanOrEqual(40);
    expect([...ids].filter((id) => id.startsWith('ar-')).length).toBeGreaterThanOrEqual(10);
    expect([...ids].filter((id) => id.startsWith('mx-')).length).toBeGreaterThanOrEqual(5);
    expect(run.failures).toEqual([]);
    expect(run.documents).toBe(ids.size * 4);
  });

  for (const language of ['en', 'ar', 'mixed'] as const) {
    it(`meets the F1 floors for ${language} resumes`, () => {
      const counts = run.byLanguage[language];
      expect(metricsOf(contactCounts(counts)).f1).toBeGreaterThanOrEqual(0.97);
      expect(f1(counts, 'work_history')).toBeGreaterThanOrEqual(0.85);
      expect(f1(counts, 'education')).toBeGreaterThanOrEqual(0.85);
      expect(f1(counts, 'skills')).toBeGreaterThanOrEqual(0.8);
    });
  }

  it('never invents: every extracted string is text of the resume', () => {
    const invented = run.profiles.flatMap(({ id, kind, profile }) => inventedStrings(profile, sourceText(id)).map((miss) => `${id}.${kind} ${miss.path}: ${miss.value}`));
    expect(invented).toEqual([]);
  });

  it('reads the same contact fields from the PDF, DOCX, DOC and TXT of each resume', () => {
    const byId = new Map<string, string[]>();
    for (const { id, profile } of run.profiles) {
      const { name, email, phone, location, links } = profile.personal_details;
      byId.set(id, [...(byId.get(id) ?? []), JSON.stringify({ name, email, phone, location, links: links.map((link) => link.replace(/^https?:\/\//, '')) })]);
    }
    const disagreements = [...byId.entries()].filter(([, contacts]) => new Set(contacts).size > 1).map(([id]) => id);
    expect(disagreements).toEqual([]);
  });

  const profileOf = (id: string, kind: 'pdf' | 'docx' | 'doc' | 'txt') => {
    const found = run.profiles.find((entry) => entry.id === id && entry.kind === kind);
    if (!found) throw new Error(`${id}.${kind} was not parsed`);
    return found.profile;
  };

  it('parses a one-column English PDF exactly', () => {
    const profile = profileOf('en-01-software', 'pdf');
    expect(profile.personal_details).toEqual({
      name: 'Layla Al-Mansoori',
      email: 'layla.almansoori@example.org',
      phone: '+971501234567',
      location: 'Dubai, UAE',
      links: ['linkedin.com/in/layla-almansoori', 'github.com/laylaalmansoori'],
    });
    expect(profile.work_history_detailed['0']).toMatchObject({ job_title: 'Engineering Lead', organization: 'Falcon Digital Solutions', start: '2023-11', end: null, currently_working: true });
    expect(profile.work_history_detailed['0']?.details.split('\n')).toHaveLength(4);
    expect(profile.career_path).toEqual(['Engineering Lead', 'Senior Software Engineer', 'Software Engineer', 'Junior Software Engineer']);
    expect(profile.certifications[0]).toEqual({
      name: 'AWS Certified Solutions Architect – Associate',
      issuer: 'Amazon Web Services',
      issue_date: '2018-01',
      expiry_date: '2021-01',
      no_expiry: false,
      credential_id: 'AWS-SAA-48213',
    });
    expect(profile.confidence['personal_details.email']).toBeGreaterThan(0.9);
    expect(profile.language).toBe('en');
  });

  it('parses a two-column (sidebar) English PDF, reading the sidebar apart from the main column', () => {
    const profile = profileOf('en-02-data', 'pdf');
    expect(profile.personal_details.location).toBe('Amman, Jordan');
    expect(profile.skills.map((skill) => skill.ref_skill?.name)).toEqual(['SQL', 'Machine Learning', 'Tableau', 'Statistics', 'Data Visualization']);
    expect(profile.work_history_detailed['0']).toMatchObject({ job_title: 'Senior Data Scientist', organization: 'Gulf Horizon Bank', start: '2022-05', end: '2024-02' });
  });

  it('parses an Arabic PDF with Arabic-Indic digits and dates in visual order', () => {
    const profile = profileOf('ar-32-data', 'pdf');
    expect(profile.personal_details).toMatchObject({ name: 'وليد النجار', phone: '+963944123456', location: 'دمشق، سوريا' });
    expect(profile.work_history_detailed['0']).toMatchObject({ job_title: 'عالم بيانات أول', organization: 'شركة رؤى الصحراء', start: '2022', end: '2024' });
    expect(profile.skills.map((skill) => skill.name)).toContain('الإحصاء');
    expect(profile.language).toBe('ar');
  });

  it('parses a table layout in DOC with column headings', () => {
    const profile = profileOf('en-03-finance', 'doc');
    expect(profile.work_history_detailed['0']).toMatchObject({ job_title: 'Finance Manager', organization: 'Red Sea Holdings', start: '2023-07', currently_working: true });
  });

  it('parses a mixed Arabic/English PDF: English entries in a right-to-left page', () => {
    const profile = profileOf('mx-41-software', 'pdf');
    expect(profile.work_history_detailed['0']).toMatchObject({ job_title: 'Engineering Lead', organization: 'Falcon Digital Solutions', start: '2023-09', currently_working: true });
    expect(profile.personal_details.name).toBe('أمل قاسم');
  });

  it('reads an expected graduation', () => {
    const profile = profileOf('en-14-healthcare', 'txt');
    expect(profile.education[0]).toMatchObject({ institution: 'University of Jordan', end: null, expected_end: '2026' });
  });
});
