/**
 * Issue #10, "never a silently empty section": when an experience or education section has text the
 * parser could not make entries of, the profile says so (confidence 0 at the bare section path) so the
 * person is asked to check it.
 */
import { describe, expect, it } from 'vitest';
import { plainTextToLines } from './extract/plain-lines.ts';
import { mergeAssisted, type AssistedProfile } from './merge-assisted.ts';
import { parseResume, profileFromLines } from './parse-resume.ts';

const PROSE_EXPERIENCE = `Huda Al-Mansour
huda.mansour@example.com
Experience
I have spent most of my working life looking after patients, first on a busy surgical ward and later in
intensive care, where I learned to stay calm when things go wrong and to teach newer colleagues.
Education
Bachelor of Science in Nursing
King Saud University
2012 – 2016
Skills
Patient care, Triage`;

const parse = (text: string) => profileFromLines(plainTextToLines(text));

describe('a section the parser could not read', () => {
  it('marks an experience section of prose for review, and no job is made of it', () => {
    const profile = parse(PROSE_EXPERIENCE);
    expect(profile.work_history_detailed).toEqual({});
    expect(profile.career_path).toEqual([]);
    expect(profile.confidence.work_history_detailed).toBe(0);
    // The education it could read is not marked as a whole.
    expect(profile.education).toHaveLength(1);
    expect(profile.confidence.education).toBeUndefined();
  });

  it('marks an education section of prose the same way', () => {
    const profile = parse(
      'Omar Khalid\nomar@example.com\nEducation\nI studied engineering for a while, then business part time while working.',
    );
    expect(profile.education).toEqual([]);
    expect(profile.confidence.education).toBe(0);
  });

  it('marks an Arabic experience section of prose', () => {
    const profile = parse(
      'سامي نور\nsami@example.com\nالخبرة العملية\nعملت سنوات طويلة في مجال المحاسبة وإدارة الحسابات لدى عدة شركات صغيرة ومتوسطة في الرياض.',
    );
    expect(profile.work_history_detailed).toEqual({});
    expect(profile.confidence.work_history_detailed).toBe(0);
  });

  it('does so through the whole parser, from the bytes of a text resume', async () => {
    const result = await parseResume({ bytes: new TextEncoder().encode(PROSE_EXPERIENCE), kind: 'txt' });
    expect(result.ok && result.profile.confidence.work_history_detailed).toBe(0);
  });

  it('does not mark a section it read, one that is missing, or one that says there is nothing', () => {
    const read = parse('Rana Saleh\nrana@example.com\nExperience\nStaff Nurse\nKing Fahad Medical City\nMar 2019 – Present');
    expect(Object.keys(read.work_history_detailed)).toHaveLength(1);
    expect(read.confidence.work_history_detailed).toBeUndefined();
    expect(parse('Rana Saleh\nrana@example.com\nSkills\nTriage').confidence.work_history_detailed).toBeUndefined();
    const nothing = parse('Rana Saleh\nrana@example.com\nExperience\nN/A\nEducation\nNone');
    expect(nothing.work_history_detailed).toEqual({});
    expect(nothing.education).toEqual([]);
    expect(nothing.confidence.work_history_detailed).toBeUndefined();
    expect(nothing.confidence.education).toBeUndefined();
  });

  it('stays marked after the assisted merge unless the model found the entries', () => {
    const engine = parse(PROSE_EXPERIENCE);
    const answer = (work: AssistedProfile['work_history']): AssistedProfile => ({
      personal_details: structuredClone(engine.personal_details),
      summary: engine.summary,
      work_history: work,
      education: structuredClone(engine.education),
      certifications: [],
      skills: engine.skills.map(({ name }) => ({ name })),
      languages: [],
      highlights_awards: [],
    });
    expect(mergeAssisted(engine, answer([]), PROSE_EXPERIENCE).profile.confidence.work_history_detailed).toBe(0);

    // The model read a job from the prose's last line, which the engine's profile does not have.
    const withJob = `${PROSE_EXPERIENCE}\nStaff Nurse at King Fahad Medical City, Mar 2019 – Present`;
    const job = { job_title: 'Staff Nurse', organization: 'King Fahad Medical City', start: '2019-03', end: null, currently_working: true, details: '' };
    const found = mergeAssisted(engine, answer([job]), withJob).profile;
    expect(Object.keys(found.work_history_detailed)).toHaveLength(1);
    expect(found.confidence.work_history_detailed).toBeUndefined();
  });
});
