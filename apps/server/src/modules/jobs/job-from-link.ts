import { trimAtSentence } from '@masar/engines/job-parser/description';
import { findCity, findCountry } from '@masar/engines/job-parser/location';
import type { ParsedJob } from '@masar/engines/job-parser/parse-job-text';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from '@masar/shared/constants';
import { JOB_TITLE_MAX_LENGTH, SALARY_CURRENCIES, SALARY_MAX, type JobReading } from '@masar/shared/jobs';
import type { JobFromLink } from './jobs.service.ts';
import { parsedValues, readingOf, type DraftValues } from './recruiter-jobs.service.ts';

/**
 * A job page's posting as a draft's fields (issue #11, decision 0038). The page's structured data (a
 * schema.org JobPosting in JSON-LD or microdata, or its OpenGraph tags) gives what it says plainly; the
 * job-text parser, run over the posting's text, gives the rest (skills, experience, sector) and whatever
 * the structured data lacks. `reading` says which fields were read and how sure: structured data is surer
 * than anything read from prose.
 */

/** How sure a field read from the page's structured data is: a JobPosting's own field, or an OpenGraph tag. */
const STRUCTURED_CONFIDENCE = { 'json-ld': 0.95, microdata: 0.95, meta: 0.8 } as const;

const JOB_TYPES_BY_SCHEMA: Readonly<Record<string, 'full_time' | 'part_time'>> = { FULL_TIME: 'full_time', PART_TIME: 'part_time' };
const PERIODS_BY_UNIT: Readonly<Record<string, 'hour' | 'month' | 'year'>> = { HOUR: 'hour', MONTH: 'month', YEAR: 'year' };

/** The text the parser reads: the posting's title and description when the page has them, else the page's text. */
export function postingText(page: JobFromLink): string {
  return page.description ? [page.title, page.description].filter(Boolean).join('\n\n') : page.text;
}

/**
 * The description a draft takes, 70 to 700 characters when the page allows: the posting's own when it fits;
 * from a longer one, the opening prose the parser chooses (else the posting cut at a sentence); a shorter one
 * gives way to what the parser found in the page's text, and is kept when that is nothing (publishing asks for more).
 */
function descriptionOf(page: JobFromLink, parsed: ParsedJob, pageParsed: ParsedJob | null): { text: string; confidence: number } | null {
  const own = page.description?.trim();
  if (!own) return parsed.description ? { text: parsed.description, confidence: parsed.confidence.description } : null;
  if (own.length > DESCRIPTION_MAX_LENGTH) {
    if (parsed.description) return { text: parsed.description, confidence: parsed.confidence.description };
    return { text: trimAtSentence(own, DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH), confidence: 0.5 };
  }
  if (own.length < DESCRIPTION_MIN_LENGTH && pageParsed?.description) return { text: pageParsed.description, confidence: pageParsed.confidence.description };
  return { text: own, confidence: own.length < DESCRIPTION_MIN_LENGTH ? 0.3 : 0.9 };
}

/** The page's place as the editor's: a city of the built-in list where it is one, the country as its ISO code. */
function placeOf(page: JobFromLink): { city: string | null; country: string | null } | null {
  const location = page.location;
  if (!location) return null;
  const rawCity = location.city?.trim() || null;
  const known = rawCity ? findCity(rawCity, true) : null;
  const rawCountry = location.country?.trim() || null;
  const country = rawCountry ? (/^[A-Za-z]{2}$/.test(rawCountry) ? rawCountry.toUpperCase() : findCountry(rawCountry)) : null;
  const city = known?.city ?? (rawCity ? rawCity.slice(0, 100) : null);
  const place = { city, country: country ?? known?.country ?? null };
  return place.city || place.country ? place : null;
}

/** A salary the editor can hold: a currency it offers, a period it knows, whole amounts in range; else none. */
function salaryOf(page: JobFromLink): { min: number | null; max: number | null; currency: (typeof SALARY_CURRENCIES)[number]; period: 'hour' | 'month' | 'year' } | null {
  const salary = page.salary;
  if (!salary?.currency || !salary.unit) return null;
  const currency = SALARY_CURRENCIES.find((code) => code === salary.currency);
  const period = PERIODS_BY_UNIT[salary.unit];
  if (!currency || !period) return null;
  const amount = (value: number | undefined) => (value === undefined || value > SALARY_MAX ? null : Math.round(value));
  const min = amount(salary.min);
  const max = amount(salary.max);
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return null;
  return { min, max, currency, period };
}

export interface DraftFromLink {
  values: DraftValues;
  reading: JobReading;
}

/**
 * The draft a page with a posting makes: `parse` is the job-text parser with the catalogue (given, so this
 * stays free of how the catalogue is loaded).
 */
export function draftFromLink(page: JobFromLink, parse: (text: string) => ParsedJob): DraftFromLink {
  const parsed = parse(postingText(page));
  const pageParsed = page.description && page.description.length < DESCRIPTION_MIN_LENGTH && page.text.length > page.description.length ? parse(page.text) : null;
  const values = parsedValues(parsed);
  const reading = readingOf(parsed);
  const sure = page.source === 'text' ? null : STRUCTURED_CONFIDENCE[page.source];
  const job = values.job;
  const mark = (field: string, confidence: number) => {
    reading.confidence[field] = confidence;
    if (!reading.read.includes(field)) reading.read.push(field);
  };

  const title = page.title?.trim();
  if (sure !== null && title) {
    job.job_title = title.slice(0, JOB_TITLE_MAX_LENGTH);
    mark('title', sure);
  }
  const description = descriptionOf(page, parsed, pageParsed);
  if (description) {
    job.description = description.text;
    mark('description', description.confidence);
  }
  const jobType = page.employmentType?.map((type) => JOB_TYPES_BY_SCHEMA[type]).find(Boolean);
  if (sure !== null && jobType) {
    job.job_type = jobType;
    mark('job_type', sure);
  }
  const place = sure !== null ? placeOf(page) : null;
  if (place) {
    job.location_city = place.city;
    job.location_country = place.country;
    reading.location = { ...reading.location, city: place.city, country: place.country };
  }
  if (sure !== null && page.remote) {
    job.workplace = 'remote';
    reading.location = { ...reading.location, workplace: 'remote' };
  }
  if (sure !== null && (place || page.remote)) mark('location', sure);
  const salary = sure !== null ? salaryOf(page) : null;
  if (salary) {
    job.salary_min = salary.min;
    job.salary_max = salary.max;
    job.salary_currency = salary.currency;
    job.salary_period = salary.period;
    mark('salary', sure!);
  }
  return { values, reading };
}
