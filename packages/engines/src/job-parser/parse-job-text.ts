/**
 * The job-text parser (issue #11): a pasted, uploaded or crawled job posting's text → the job editor's
 * fields, each with how sure the parser is (0 nothing read … 1 read from a labelled "Key: value").
 * Pure and synchronous: no I/O; the catalogue comes in as data (see catalogue.ts).
 */
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from '@masar/shared/constants';
import type { JobTextCatalogue } from './catalogue.ts';
import { chooseDescription } from './description.ts';
import { jobLines, type JobLine } from './lines.ts';
import { findCity, findCountry, findWorkCity } from './location.ts';
import { readExperience, readJobType, readWorkplace, type Experience, type JobType, type Workplace } from './patterns.ts';
import { readSector } from './sector.ts';
import { readSkills, type JobSkill } from './skills.ts';
import { firstRole } from './roles.ts';
import { cleanTitle, readTitle, type TitleReading } from './title.ts';
import { readLearnedTitle } from './title-tagger.ts';

export type { JobTextCatalogue } from './catalogue.ts';
export type { Experience, JobType, Workplace } from './patterns.ts';
export type { JobSkill, SkillImportance } from './skills.ts';

export interface JobLocation {
  /** English name from the built-in city list. */
  city: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  workplace: Workplace | null;
}

export const PARSED_JOB_FIELDS = ['title', 'sector', 'job_type', 'experience', 'skills', 'location', 'description'] as const;
export type ParsedJobField = (typeof PARSED_JOB_FIELDS)[number];

export interface ParsedJob {
  title: string | null;
  sector: string | null;
  job_type: JobType | null;
  experience: Experience | null;
  skills: JobSkill[];
  location: JobLocation;
  /** DESCRIPTION_MIN_LENGTH to DESCRIPTION_MAX_LENGTH characters, or null when the text holds too little prose. */
  description: string | null;
  confidence: Record<ParsedJobField, number>;
}

/** Text past this is not read (a posting is a page or two; this bounds the work on a pasted book). */
export const JOB_TEXT_MAX_LENGTH = 50_000;

const NOT_THE_JOB = new Set(['company', 'benefits', 'apply', 'elsewhere']);

function firstOf<T>(lines: readonly JobLine[], read: (line: JobLine) => T | null): { value: T; line: JobLine } | null {
  for (const line of lines) {
    const value = line.text ? read(line) : null;
    if (value !== null && value !== undefined) return { value, line };
  }
  return null;
}

export function parseJobText(text: string, catalogue?: JobTextCatalogue): ParsedJob {
  const allLines = jobLines(text.slice(0, JOB_TEXT_MAX_LENGTH));
  // A post for several roles is read as its first role (roles.ts).
  const role = firstRole(allLines);
  const lines = role?.lines ?? allLines;
  const fieldValue = (key: string) => lines.find((line) => line.field?.key === key)?.field?.value ?? null;
  const jobLinesOnly = lines.filter((line) => !NOT_THE_JOB.has(line.section));

  const roleTitle = role ? cleanTitle(role.title) : '';
  // With the catalogue (as the server always parses) the learned ranker reads the title (decision 0096); its
  // occupation-title features need the catalogue, so without it the rules do.
  const title: TitleReading = roleTitle
    ? { value: roleTitle, line: role?.title ?? null, lineIndex: role?.lineIndex ?? null, inSentence: false, confidence: 0.6 }
    : catalogue
      ? readLearnedTitle(lines, catalogue)
      : readTitle(lines);

  // Job type: a "Type:" value, else the first line that says it.
  const typeField = fieldValue('job_type');
  const typeFromField = typeField ? readJobType(typeField) : null;
  const typeFound = typeFromField ? null : firstOf(jobLinesOnly, (line) => readJobType(line.text));
  const jobType = typeFromField ?? typeFound?.value ?? null;

  // Experience: an "Experience:" value, else the first requirement-like line that asks for it.
  const experienceField = fieldValue('experience');
  const experienceFromField = experienceField ? readExperience(experienceField, true) : null;
  const ordered = [...jobLinesOnly.filter((line) => line.section === 'requirements'), ...jobLinesOnly.filter((line) => line.section !== 'requirements' && line.section !== 'preferred')];
  const experienceFound = experienceFromField ? null : firstOf(ordered, (line) => readExperience(line.text));
  const experience = experienceFromField ?? experienceFound?.value ?? null;

  // Location: a "Location:" value, then the title's line, then the first city named for the job.
  const locationField = fieldValue('location');
  const workplaceField = fieldValue('workplace');
  const cityFromField = locationField ? findCity(locationField, true) : null;
  const titleLine = title.line;
  // Within a line, the city named as the place of work comes before the others it names (the employer's name may hold one).
  const cityFromTitle = cityFromField ? null : titleLine ? (findWorkCity(titleLine) ?? findCity(titleLine, false)) : null;
  const cityFound = cityFromField || cityFromTitle ? null : firstOf(jobLinesOnly, (line) => findWorkCity(line.text) ?? findCity(line.text, false));
  const city = cityFromField ?? cityFromTitle ?? cityFound?.value ?? null;
  const country = city?.country ?? (locationField ? findCountry(locationField) : null) ?? firstOf(jobLinesOnly, (line) => findCountry(line.text))?.value ?? null;
  const workplaceFromField = (workplaceField ? readWorkplace(workplaceField) : null) ?? (locationField ? readWorkplace(locationField) : null) ?? (typeField ? readWorkplace(typeField) : null);
  const workplaceFromTitle = titleLine ? readWorkplace(titleLine) : null;
  const workplaceFound = workplaceFromField || workplaceFromTitle ? null : firstOf(jobLinesOnly, (line) => readWorkplace(line.text));
  const workplace = workplaceFromField ?? workplaceFromTitle ?? workplaceFound?.value ?? null;

  const titleOnlyLine = title.inSentence ? null : title.lineIndex;
  const skipForSkills = new Set<number>(titleOnlyLine === null ? [] : [titleOnlyLine]);
  const { skills, sectorVotes } = readSkills(lines, catalogue, skipForSkills);
  const sector = readSector(
    {
      field: fieldValue('sector'),
      title: title.value,
      body: jobLinesOnly.map((line) => line.text).join('\n'),
      skillSectors: sectorVotes,
    },
    catalogue,
  );

  const description = chooseDescription(lines, titleOnlyLine, { min: DESCRIPTION_MIN_LENGTH, max: DESCRIPTION_MAX_LENGTH });

  return {
    title: title.value,
    sector: sector.sector,
    job_type: jobType,
    experience,
    skills,
    location: { city: city?.city ?? null, country, workplace },
    description: description.text,
    confidence: {
      title: title.confidence,
      sector: sector.confidence,
      job_type: typeFromField ? 0.95 : jobType ? 0.8 : 0,
      experience: experienceFromField ? 0.95 : experienceFound ? (experienceFound.line.section === 'requirements' ? 0.85 : 0.7) : 0,
      skills: skills.length ? 0.75 : 0,
      location: cityFromField || workplaceFromField ? 0.95 : cityFromTitle ? 0.85 : city || workplace ? 0.6 : 0,
      description: description.confidence,
    },
  };
}
