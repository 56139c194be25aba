import { randomBytes } from 'node:crypto';
import { loadCatalogue, loadSkillIndex, perCatalogue } from '@masar/catalog/catalogue';
import { jobTextCatalogue } from '@masar/engines/job-parser/catalogue';
import { PARSED_JOB_FIELDS, parseJobText, type ParsedJob, type ParsedJobField } from '@masar/engines/job-parser/parse-job-text';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from '@masar/shared/constants';
import type { Job, JobFields, JobOrigin, JobReading, PostJobRequest, RecruiterJobDetail, RecruiterJobListRequest, UpdateJobRequest } from '@masar/shared/jobs';
import type { Locale, MessageKey } from '@masar/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { publishEvent } from '../../events/events.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { jobNotFound, toJob } from './jobs.service.ts';
import {
  byId,
  countCompanyJobs,
  deleteJobRow,
  findJobRecord,
  findJobRecords,
  insertJob,
  listCompanyJobs,
  lockCompany,
  publishedOfCompany,
  updateJobRow,
  type JobRecord,
  type JobSkillValues,
} from './jobs.repository.ts';

/**
 * A company's jobs as its recruiters keep them (issue #11, decision 0033): post a draft from text or the
 * editor's fields, edit it, publish it within the company's limit, list, count and delete. Only the company's
 * recruiters and recruiter admins reach its jobs; anyone else's job answers 'Job not exist' (404, decision 0020).
 * Each change is one transaction; the domain event that matching follows is published after it commits.
 */

const parserCatalogue = perCatalogue((catalogue) => jobTextCatalogue(catalogue, loadSkillIndex()));

/** The editor's importance as a stored skill: must-have is required and essential, nice-to-have useful. */
const IMPORTANCE = { must_have: { importance: 5, required: true }, nice_to_have: { importance: 3, required: false } } as const;

/** The company a new job belongs to; a recruiter of no company (an admin without one) has none to post for. */
export function companyOf(caller: Caller): string {
  if (caller.companyId === null) throw new AppError('FORBIDDEN', 'job.noCompany');
  return caller.companyId;
}

/** One of the caller's company's jobs, or 'Job not exist'. */
async function ownJob(db: Db, caller: Caller, id: string): Promise<JobRecord> {
  const record = await findJobRecord(db, byId(id));
  if (!record || caller.companyId === null || record.company.id !== caller.companyId) throw jobNotFound();
  return record;
}

function skillValues(skills: ReadonlyArray<{ id: string; importance: keyof typeof IMPORTANCE }>, path = 'skills'): JobSkillValues {
  const catalogue = loadCatalogue();
  const seen = new Set<string>();
  const values: JobSkillValues = [];
  for (const skill of skills) {
    const known = catalogue.skillsById.get(skill.id);
    if (!known) throw fieldError(path, 'job.unknownSkill');
    if (seen.has(skill.id)) continue;
    seen.add(skill.id);
    values.push({ skill_id: skill.id, name: known.name.en, ...IMPORTANCE[skill.importance] });
  }
  return values;
}

/** The editor's fields checked against the catalogue, as a job row's values and its skills (the demo seed's jobs too). */
export function jobFieldValues(fields: JobFields) {
  const catalogue = loadCatalogue();
  if (!catalogue.sectorsById.has(fields.sector)) throw fieldError('sector', 'job.unknownSector');
  if (fields.occupation_id && !catalogue.occupationsById.has(fields.occupation_id)) throw fieldError('occupation_id', 'job.unknownOccupation');
  return {
    job: {
      job_title: fields.job_title,
      sector: fields.sector,
      industry: fields.industry ?? null,
      job_type: fields.job_type,
      experience_value: fields.experience.value,
      experience_unit: fields.experience.unit,
      description: fields.description,
      occupation_id: fields.occupation_id ?? null,
      location_city: fields.location.city,
      location_country: fields.location.country,
      workplace: fields.location.workplace,
      salary_min: fields.salary?.min ?? null,
      salary_max: fields.salary?.max ?? null,
      salary_currency: fields.salary?.currency ?? null,
      salary_period: fields.salary?.period ?? null,
    },
    skills: skillValues(fields.skills),
  };
}

export interface PostedJob {
  job: Job;
  reading: JobReading | null;
  message: MessageKey;
}

/**
 * POST post-job/: a draft for the caller's company. From `job_text` the parser fills what it reads (what
 * it did not read stays empty, for the editor; publishing asks for it) and the answer says what was read
 * and how sure the parser is; from the editor's fields the draft is complete.
 */
export async function postJob(ctx: AppContext, caller: Caller, request: PostJobRequest, locale: Locale): Promise<PostedJob> {
  const companyId = companyOf(caller);
  if ('job_text' in request) {
    const parsed = parseJobText(request.job_text, parserCatalogue());
    const { job, reading } = await insertDraft(ctx, caller, companyId, parsedValues(parsed), 'text', readingOf(parsed), locale);
    return { job, reading, message: 'job.parsed' };
  }
  const values = jobFieldValues(request);
  const { job } = await insertDraft(ctx, caller, companyId, values, values.job.occupation_id ? 'standard' : 'form', null, locale);
  return { job, reading: null, message: 'job.posted' };
}

/** A draft's row values and skills, as the editor's fields or the parser fill them. */
export type DraftValues = ReturnType<typeof jobFieldValues>;

/** What the parser read from a text, as a draft's values: what it did not read stays empty for the editor. */
export function parsedValues(parsed: ParsedJob): DraftValues {
  const catalogue = loadCatalogue();
  return {
    job: {
      job_title: parsed.title ?? '',
      sector: parsed.sector ?? '',
      industry: null,
      job_type: parsed.job_type ?? 'full_time',
      experience_value: parsed.experience?.value ?? 0,
      experience_unit: parsed.experience?.unit ?? 'years',
      description: parsed.description ?? '',
      occupation_id: null,
      location_city: parsed.location.city,
      location_country: parsed.location.country,
      workplace: parsed.location.workplace ?? 'on_site',
      salary_min: null,
      salary_max: null,
      salary_currency: null,
      salary_period: null,
    },
    skills: skillValues(parsed.skills.filter((skill) => catalogue.skillsById.has(skill.id))),
  };
}

/** The fields the parser read and how sure it is of each. */
export function readingOf(parsed: ParsedJob): JobReading {
  return {
    read: PARSED_JOB_FIELDS.filter((field) => parsed.confidence[field] > 0),
    confidence: { ...parsed.confidence },
    location: parsed.location,
  };
}

/** Reads a job's text with the catalogue's skills and sectors. */
export function parseJobTextWithCatalogue(text: string): ParsedJob {
  return parseJobText(text, parserCatalogue());
}

/** A new draft of the caller's company (one transaction), with where it came from and what was read. */
export async function insertDraft(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  values: DraftValues,
  origin: JobOrigin,
  reading: JobReading | null,
  locale: Locale,
): Promise<{ job: Job; reading: JobReading | null }> {
  const record = await ctx.db.transaction(async (tx) => {
    const row = await insertJob(
      tx,
      { ...values.job, origin, reading, company_id: companyId, status: 'draft', public_key: randomBytes(9).toString('base64url'), created_by: caller.userId },
      values.skills,
    );
    return (await findJobRecord(tx, byId(row.id)))!;
  });
  return { job: toJob(record, locale), reading };
}

/** Writes a change to one of the company's jobs; a published job's change reaches matching after the commit. */
async function changeJob(ctx: AppContext, caller: Caller, id: string, change: (tx: Db, record: JobRecord) => Promise<void>, locale: Locale): Promise<Job> {
  const record = await ctx.db.transaction(async (tx) => {
    await change(tx, await ownJob(tx, caller, id));
    return (await findJobRecord(tx, byId(id)))!;
  });
  if (record.job.status === 'published') await publishEvent(ctx, 'job.changed', { jobId: id });
  return toJob(record, locale);
}

/** POST update-job/: the editor's fields for one of the company's jobs. */
export function updateJob(ctx: AppContext, caller: Caller, request: UpdateJobRequest, locale: Locale): Promise<Job> {
  const { job_id: id, ...fields } = request;
  const values = jobFieldValues(fields);
  return changeJob(ctx, caller, id, (tx, record) => updateJobRow(tx, id, { ...values.job, reading: readingAfterEdit(record, values) }, values.skills), locale);
}

/** What each field the parser reads looks like in a stored job and in the editor's values, to tell whether the recruiter changed it. */
type ParsedFieldSource = Pick<
  DraftValues['job'],
  'job_title' | 'sector' | 'job_type' | 'experience_value' | 'experience_unit' | 'location_city' | 'location_country' | 'workplace' | 'description'
>;
const PARSED_FIELD_VALUE: Record<ParsedJobField, (job: ParsedFieldSource, skills: JobSkillValues) => string> = {
  title: (job) => job.job_title,
  sector: (job) => job.sector,
  job_type: (job) => job.job_type,
  experience: (job) => `${job.experience_value} ${job.experience_unit}`,
  skills: (_job, skills) => skills.map((skill) => `${skill.skill_id}:${skill.required}`).sort().join(','),
  location: (job) => [job.location_city, job.location_country, job.workplace].join('|'),
  description: (job) => job.description,
};

/**
 * The parser's reading after an edit: a field the recruiter changed is theirs now, no longer "read from
 * your text", so it leaves `read` and `confidence`; unchanged fields keep their mark (decision 0039).
 */
function readingAfterEdit(record: JobRecord, values: DraftValues): JobReading | null {
  const reading = record.job.reading as JobReading | null;
  if (!reading) return null;
  const changed = (field: string) => {
    const valueOf = PARSED_FIELD_VALUE[field as ParsedJobField];
    return valueOf !== undefined && valueOf(record.job, record.skills) !== valueOf(values.job, values.skills);
  };
  const read = reading.read.filter((field) => !changed(field));
  return { ...reading, read, confidence: Object.fromEntries(Object.entries(reading.confidence).filter(([field]) => !changed(field))) };
}

/** POST update-job-description/. */
export function updateJobDescription(ctx: AppContext, caller: Caller, id: string, description: string, locale: Locale): Promise<Job> {
  return changeJob(ctx, caller, id, (tx) => updateJobRow(tx, id, { description }), locale);
}

/** The editor's fields a draft from text may still lack, which publishing needs. */
function missingFields(record: JobRecord): string[] {
  const { job } = record;
  const missing: string[] = [];
  if (!job.job_title.trim()) missing.push('job_title');
  if (!loadCatalogue().sectorsById.has(job.sector)) missing.push('sector');
  if (job.description.length < DESCRIPTION_MIN_LENGTH || job.description.length > DESCRIPTION_MAX_LENGTH) missing.push('description');
  return missing;
}

/**
 * POST publish-job/{id}: a complete draft becomes visible to candidates, within the company's limit of
 * published jobs (counted under a lock on the company, so two publishes at once cannot both take the last
 * place). Publishing a published job changes nothing. `job.published` goes out after the commit.
 */
export async function publishJob(ctx: AppContext, caller: Caller, id: string, locale: Locale): Promise<Job> {
  // A recruiter of no company has no jobs: nothing of theirs to publish.
  const companyId = caller.companyId;
  if (companyId === null) throw jobNotFound();
  const { record, published } = await ctx.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const current = await ownJob(tx, caller, id);
    if (current.job.status === 'published') return { record: current, published: false };
    const missing = missingFields(current);
    if (missing.length > 0) {
      throw new AppError('VALIDATION_ERROR', 'job.incomplete', { fields: missing.join(', ') }, missing.map((field) => [field, field === 'description' ? 'job.descriptionLength' : 'validation.required'] as const));
    }
    const { published: count } = await countCompanyJobs(tx, companyId);
    if (count >= ctx.config.jobPostingLimit) throw new AppError('FORBIDDEN', 'job.limitReached', { email: ctx.config.contactEmail });
    await updateJobRow(tx, id, { status: 'published', published_at: new Date(), closed_at: null });
    return { record: (await findJobRecord(tx, byId(id)))!, published: true };
  });
  if (published) await publishEvent(ctx, 'job.published', { jobId: id });
  return toJob(record, locale);
}

/**
 * POST close-job/{id}: a published job stops taking candidates: it leaves candidates' lists and its public
 * page, and stays in the company's list as closed, to publish again later (decision 0036). Closing a draft
 * or a closed job changes nothing.
 */
export async function closeJob(ctx: AppContext, caller: Caller, id: string, locale: Locale): Promise<Job> {
  const { record, closed } = await ctx.db.transaction(async (tx) => {
    const current = await ownJob(tx, caller, id);
    if (current.job.status !== 'published') return { record: current, closed: false };
    await updateJobRow(tx, id, { status: 'closed', closed_at: new Date() });
    return { record: (await findJobRecord(tx, byId(id)))!, closed: true };
  });
  if (closed) await publishEvent(ctx, 'job.changed', { jobId: id });
  return toJob(record, locale);
}

/** GET recruiter/job/{id}: one of the company's jobs with its candidates above 0.2 and what the parser read. */
export async function getRecruiterJob(ctx: AppContext, caller: Caller, id: string, locale: Locale): Promise<RecruiterJobDetail> {
  const record = await ownJob(ctx.db, caller, id);
  const counts = record.job.status === 'published' ? await ctx.matching.candidateCounts([id]) : new Map<string, number>();
  return { ...toJob(record, locale), candidates_count: counts.get(id) ?? 0, reading: (record.job.reading as JobReading | null) ?? null };
}

/**
 * POST delete-job: the job leaves every list: its row goes with its skills, marks and matches (the
 * foreign keys cascade), and matching hears of a published job's going so candidates' lists refill.
 */
export async function deleteJob(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  const wasPublished = await ctx.db.transaction(async (tx) => {
    const record = await ownJob(tx, caller, id);
    await deleteJobRow(tx, id);
    return record.job.status === 'published';
  });
  if (wasPublished) await publishEvent(ctx, 'job.changed', { jobId: id });
}

/** GET total-jobs/. */
export async function totalJobs(ctx: AppContext, caller: Caller) {
  const counts = caller.companyId === null ? { draft: 0, published: 0, closed: 0 } : await countCompanyJobs(ctx.db, caller.companyId);
  return {
    total: counts.draft + counts.published + counts.closed,
    published: counts.published,
    drafts: counts.draft,
    closed: counts.closed,
    limit: ctx.config.jobPostingLimit,
  };
}

/** The dashboard's top jobs: the first page of five. */
const DASHBOARD = { page: 0, limit: 5 };

/** POST jobs/ for recruiters: the company's jobs, newest first, each with its candidates above 0.2. */
export async function listRecruiterJobs(ctx: AppContext, caller: Caller, request: RecruiterJobListRequest, locale: Locale) {
  const { dashboard, limit_per_page: limitPerPage, ...filters } = request;
  const paging = dashboard ? DASHBOARD : { page: request.page, limit: limitPerPage };
  const { total, records } = caller.companyId === null ? { total: 0, records: [] } : await listCompanyJobs(ctx.db, caller.companyId, { ...filters, ...paging });
  const counts = await ctx.matching.candidateCounts(records.filter((record) => record.job.status === 'published').map((record) => record.job.id));
  return {
    total,
    results: records.map((record) => ({ ...toJob(record, locale), candidates_count: counts.get(record.job.id) ?? 0 })),
    pagination: paging,
  };
}

/** One of the caller's company's jobs with its company and skills (for the candidates of a job); else 'Job not exist'. */
export function getCompanyJobRecord(ctx: AppContext, caller: Caller, id: string): Promise<JobRecord> {
  return ownJob(ctx.db, caller, id);
}

/** The company's published jobs with their company and skills (a candidate's matches to them). */
export function listCompanyPublishedJobRecords(ctx: AppContext, companyId: string): Promise<JobRecord[]> {
  return findJobRecords(ctx.db, publishedOfCompany(companyId));
}
