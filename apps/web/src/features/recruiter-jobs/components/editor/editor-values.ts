import {
  DESCRIPTION_MAX_LENGTH,
} from '@masar/shared/constants';
import {
  JOB_SKILLS_MAX,
  type EXPERIENCE_UNITS,
  type JOB_TYPES,
  type Job,
  type JobFields,
  type JobReading,
  type SALARY_CURRENCIES,
  type SALARY_PERIODS,
  type SKILL_IMPORTANCE,
  type StandardProfile,
  type WORKPLACE_TYPES,
} from '@masar/shared/jobs';

export type SkillImportance = (typeof SKILL_IMPORTANCE)[number];

export interface EditorSkill {
  id: string;
  name: string;
  importance: SkillImportance;
}

export interface EditorSalary {
  min: number | string;
  max: number | string;
  currency: (typeof SALARY_CURRENCIES)[number];
  period: (typeof SALARY_PERIODS)[number];
}

/** The editor's form: what inputs hold (an empty number field is ''), mapped to the server's fields on save. */
export interface JobEditorValues extends Record<string, unknown> {
  job_title: string;
  sector: string;
  industry: string;
  job_type: (typeof JOB_TYPES)[number];
  experience: { value: number | string; unit: (typeof EXPERIENCE_UNITS)[number] };
  skills: EditorSkill[];
  description: string;
  /** The standard job profile, with its title for the picker. */
  occupation: { id: string; title: string } | null;
  location: { country: string; city: string; workplace: (typeof WORKPLACE_TYPES)[number] };
  salary: EditorSalary | null;
}

export const EMPTY_SALARY: EditorSalary = { min: '', max: '', currency: 'SAR', period: 'month' };

const numberOrNull = (value: number | string): number | null => (value === '' ? null : Number(value));
const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The editor's values as post-job/ and update-job/ take them; keeps the form's paths for the errors. */
export function toJobFields(values: JobEditorValues): JobFields {
  return {
    job_title: values.job_title.trim(),
    sector: values.sector,
    industry: textOrNull(values.industry),
    job_type: values.job_type,
    experience: {
      // An empty number field is a missing value, which the schema names.
      value: values.experience.value === '' ? (null as unknown as number) : Number(values.experience.value),
      unit: values.experience.unit,
    },
    skills: values.skills.map(({ id, importance }) => ({ id, importance })),
    description: values.description.trim(),
    occupation_id: values.occupation?.id ?? null,
    location: {
      country: textOrNull(values.location.country),
      city: textOrNull(values.location.city),
      workplace: values.location.workplace,
    },
    salary:
      values.salary === null
        ? null
        : {
            min: numberOrNull(values.salary.min),
            max: numberOrNull(values.salary.max),
            currency: values.salary.currency,
            period: values.salary.period,
          },
  };
}

/** A stored job (a draft the parser filled, or a job being changed) in the editor. */
export function valuesFromJob(job: Job): JobEditorValues {
  return {
    job_title: job.job_title,
    sector: job.sector,
    industry: job.industry ?? '',
    job_type: job.job_type,
    experience: { value: job.experience.value, unit: job.experience.unit },
    skills: job.skills.map((skill) => ({
      id: skill.id,
      name: skill.name,
      importance: skill.required ? 'must_have' : 'nice_to_have',
    })),
    description: job.description,
    occupation: job.standard_occupation,
    location: {
      country: job.location.country ?? '',
      city: job.location.city ?? '',
      workplace: job.location.workplace,
    },
    salary:
      job.salary === null
        ? null
        : { min: job.salary.min ?? '', max: job.salary.max ?? '', currency: job.salary.currency, period: job.salary.period },
  };
}

/** A standard profile lists many skills; the editor starts with its most important ones (decision 0039). */
export const PROFILE_SKILLS_PREFILLED = 15;

/** The profile's description fits the 70–700 rule: a longer one is cut at the last sentence that fits. */
export function fitDescription(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= DESCRIPTION_MAX_LENGTH) return trimmed;
  const head = trimmed.slice(0, DESCRIPTION_MAX_LENGTH);
  const lastStop = Math.max(head.lastIndexOf('. '), head.lastIndexOf('.\n'), head.lastIndexOf('。'), head.lastIndexOf('؛ '));
  return lastStop > 0 ? head.slice(0, lastStop + 1) : head.slice(0, head.lastIndexOf(' ')).trim();
}

/** A new job from a standard profile: its title, sector, occupation, skills (must-have for the essential ones) and typical experience. */
export function valuesFromProfile(profile: StandardProfile): JobEditorValues {
  return {
    job_title: profile.title,
    sector: profile.sector.id,
    industry: '',
    job_type: 'full_time',
    experience: { value: Math.round(profile.typical_experience_years.min), unit: 'years' },
    skills: profile.skills.slice(0, Math.min(PROFILE_SKILLS_PREFILLED, JOB_SKILLS_MAX)).map((skill) => ({
      id: skill.id,
      name: skill.name,
      importance: skill.required ? 'must_have' : 'nice_to_have',
    })),
    description: fitDescription(profile.description),
    occupation: { id: profile.id, title: profile.title },
    location: { country: '', city: '', workplace: 'on_site' },
    salary: null,
  };
}

/** The editor's fields the parser can fill, by the names `reading.read` uses. */
export type ReadField = 'job_title' | 'sector' | 'job_type' | 'experience' | 'skills' | 'description' | 'country' | 'city' | 'workplace';

const READ_NAMES: Record<string, ReadField[]> = {
  title: ['job_title'],
  sector: ['sector'],
  job_type: ['job_type'],
  experience: ['experience'],
  skills: ['skills'],
  description: ['description'],
};

/** Below this sureness a read field asks to be checked (as the resume reading does, decision 0039). */
export const LOW_READING_CONFIDENCE = 0.6;

export interface FieldReading {
  /** 0 to 1. */
  confidence: number;
  unsure: boolean;
}

/** Which editor fields the parser filled and how sure it was of each. */
export function readFields(reading: JobReading | null): Partial<Record<ReadField, FieldReading>> {
  if (reading === null) return {};
  const fields: Partial<Record<ReadField, FieldReading>> = {};
  const mark = (field: ReadField, confidence: number) => {
    fields[field] = { confidence, unsure: confidence < LOW_READING_CONFIDENCE };
  };
  for (const name of reading.read) {
    const confidence = reading.confidence[name] ?? 0;
    for (const field of READ_NAMES[name] ?? []) mark(field, confidence);
    if (name === 'location') {
      const location = reading.confidence.location ?? 0;
      if (reading.location.country !== null) mark('country', location);
      if (reading.location.city !== null) mark('city', location);
      if (reading.location.workplace !== null) mark('workplace', location);
    }
  }
  return fields;
}
