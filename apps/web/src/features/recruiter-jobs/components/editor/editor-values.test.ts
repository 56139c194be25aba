import { DESCRIPTION_MAX_LENGTH } from '@masar/shared/constants';
import { describe, expect, it } from 'vitest';
import { A_PROFILE } from '../../../../test/post-job-api';
import { fitDescription, PROFILE_SKILLS_PREFILLED, readFields, toJobFields, valuesFromProfile } from './editor-values';

describe('the editor values', () => {
  it('cuts a long profile description at the last sentence that fits 700 characters', () => {
    const sentence = 'Plans and runs the daily work of the team. ';
    const long = sentence.repeat(30);
    const fitted = fitDescription(long);
    expect(fitted.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(fitted.endsWith('team.')).toBe(true);
    expect(fitDescription('  Short enough.  ')).toBe('Short enough.');
  });

  it('starts a job from a profile with its most important skills, must-have for the essential ones', () => {
    const skills = Array.from({ length: 40 }, (_, index) => ({ id: `sk-${index}`, name: `Skill ${index}`, importance: 5 - index / 10, required: index < 3 }));
    const values = valuesFromProfile({ ...A_PROFILE, skills, typical_experience_years: { min: 1.6, max: 4 } });
    expect(values.skills).toHaveLength(PROFILE_SKILLS_PREFILLED);
    expect(values.skills.filter((skill) => skill.importance === 'must_have').map((skill) => skill.id)).toEqual(['sk-0', 'sk-1', 'sk-2']);
    expect(values.experience).toEqual({ value: 2, unit: 'years' });
    expect(values.occupation).toEqual({ id: A_PROFILE.id, title: A_PROFILE.title });
    expect(values.sector).toBe('technology');
  });

  it('maps what the parser read to the editor fields, unsure below 0.6, location parts only where found', () => {
    const fields = readFields({
      read: ['title', 'location', 'description'],
      confidence: { title: 0.95, location: 0.5, description: 0.6 },
      location: { city: null, country: 'AE', workplace: 'remote' },
    });
    expect(fields).toEqual({
      job_title: { confidence: 0.95, unsure: false },
      country: { confidence: 0.5, unsure: true },
      workplace: { confidence: 0.5, unsure: true },
      description: { confidence: 0.6, unsure: false },
    });
    expect(readFields(null)).toEqual({});
  });

  it('sends empty optional fields as null and keeps an open salary bound open', () => {
    const fields = toJobFields({
      ...valuesFromProfile(A_PROFILE),
      industry: '  ',
      salary: { min: 12000, max: '', currency: 'AED', period: 'year' },
    });
    expect(fields.industry).toBeNull();
    expect(fields.location).toEqual({ country: null, city: null, workplace: 'on_site' });
    expect(fields.salary).toEqual({ min: 12000, max: null, currency: 'AED', period: 'year' });
  });
});
