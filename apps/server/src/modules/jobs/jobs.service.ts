import { loadCatalogue } from '@masar/catalog/catalogue';
import { readJobPage, type JobPage } from '@masar/engines/job-posting/read-job-page';
import type { Job, JobFromLinkAnswer, JobListRequest, JobSalary } from '@masar/shared/jobs';
import type { Locale } from '@masar/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Caller } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeLimit } from '../rate-limits/rate-limits.ts';
import { byId, byPublicKey, findJobRecord, findJobRecords, findPublishedJobByPublicKey, findPublishedJobRecordsMarkedBy as findMarkedRecords, listPublishedJobs, publishedOfCompany, publishedWithIds, type JobRecord } from './jobs.repository.ts';

/** A job with its company and skills, as other modules (matching) receive it. */
export type { JobMarks, JobRecord } from './jobs.repository.ts';

export const jobNotFound = () => new AppError('NOT_FOUND', 'job.notFound');

/**
 * A job as the API answers it, in the reader's language: the catalogue's skills and the standard occupation by
 * their catalogue names in that language (a job stores the names it was posted with); anything else as stored.
 */
export function toJob({ job, company, skills }: JobRecord, locale: Locale = 'en'): Job {
  const catalogue = loadCatalogue();
  const occupation = job.occupation_id ? catalogue.occupationsById.get(job.occupation_id) : undefined;
  return {
    jid: job.id,
    external_job_id: job.external_job_id,
    job_title: job.job_title,
    sector: job.sector,
    industry: job.industry,
    job_type: job.job_type,
    skills: skills.map((skill) => ({
      id: skill.skill_id,
      name: catalogue.skillsById.get(skill.skill_id)?.name[locale] ?? skill.name,
      importance: skill.importance,
      required: skill.required,
    })),
    experience: { value: job.experience_value, unit: job.experience_unit },
    description: job.description,
    company,
    status: job.status,
    location: { city: job.location_city, country: job.location_country, workplace: job.workplace },
    salary:
      job.salary_min === null && job.salary_max === null
        ? null
        : { min: job.salary_min, max: job.salary_max, currency: job.salary_currency as JobSalary['currency'], period: job.salary_period ?? 'month' },
    origin: job.origin,
    standard_occupation: occupation ? { id: occupation.id, title: occupation.title[locale] } : null,
    public_key: job.public_key,
    created_at: job.created_at.toISOString(),
    published_at: job.published_at?.toISOString() ?? null,
    closed_at: job.closed_at?.toISOString() ?? null,
  };
}

/**
 * Spec §2: the job page is for candidates and recruiters. Candidates see published jobs; a recruiter
 * sees published jobs and every job of their own company, drafts included. Anything else is 'Job not exist'.
 */
export async function getJobFor(ctx: AppContext, caller: Caller, id: string, locale: Locale): Promise<Job> {
  const record = await findJobRecord(ctx.db, byId(id));
  if (!record || !mayReadJob(caller, record)) throw jobNotFound();
  return toJob(record, locale);
}

/**
 * Ownership of jobs: a published job is anyone's to read; a draft or a closed job only its company's
 * recruiters'. Not theirs answers like not there (404), so job ids cannot be probed.
 */
export function mayReadJob(caller: Caller, record: JobRecord): boolean {
  if (record.job.status === 'published') return true;
  return caller.role !== 'individual' && caller.companyId !== null && caller.companyId === record.company.id;
}

/** Published jobs by id, with company and skills (for matching's lists); unknown or withdrawn ids are left out. */
export async function findPublishedJobRecords(ctx: AppContext, ids: readonly string[]): Promise<Map<string, JobRecord>> {
  if (ids.length === 0) return new Map();
  const records = await findJobRecords(ctx.db, publishedWithIds(ids));
  return new Map(records.map((record) => [record.job.id, record]));
}

/** Published jobs by id with their company, skills and this candidate's marks: one query (issue #17). */
export function findPublishedJobRecordsMarkedBy(ctx: Pick<AppContext, 'db'>, candidateId: string, ids: readonly string[]) {
  return findMarkedRecords(ctx.db, candidateId, ids);
}

/** The company a job belongs to, whatever its status (a deleted job has none). */
export async function findJobCompanyId(ctx: Pick<AppContext, 'db'>, jobId: string): Promise<string | undefined> {
  return (await findJobRecord(ctx.db, byId(jobId)))?.company.id;
}

/** A company's published jobs, newest first (internal mobility matches its employees to them). */
export async function findCompanyPublishedJobRecords(ctx: Pick<AppContext, 'db'>, companyId: string): Promise<JobRecord[]> {
  const records = await findJobRecords(ctx.db, publishedOfCompany(companyId));
  return records.sort((a, b) => b.job.created_at.getTime() - a.job.created_at.getTime());
}

/** /public/job/{key}: a published job, open to anyone. */
export async function getPublicJob(ctx: AppContext, key: string, locale: Locale): Promise<Job> {
  const record = await findJobRecord(ctx.db, byPublicKey(key));
  if (!record || record.job.status !== 'published') throw jobNotFound();
  return toJob(record, locale);
}

/** The published job of a public page the server writes (decision 0041), in one query; nothing when there is none. */
export async function findPublicJob(ctx: Pick<AppContext, 'db'>, key: string, locale: Locale): Promise<Job | undefined> {
  const record = await findPublishedJobByPublicKey(ctx.db, key);
  return record ? toJob(record, locale) : undefined;
}

/** The candidate's job list: published jobs, paged and filtered. */
export async function listJobsForCandidate(ctx: AppContext, request: JobListRequest, locale: Locale) {
  const { total, records } = await listPublishedJobs(ctx.db, request);
  return {
    total,
    results: records.map((record) => toJob(record, locale)),
    pagination: { page: request.page, limit: request.limit },
    searched_title: request.job_title?.trim().toLowerCase() || null,
  };
}

/** What a job page holds, and where it was read after redirects. */
export type JobFromLink = JobPage & { url: string };

/**
 * The posting on the page a recruiter links to ("post a job from a link", issue #11): the page opened
 * within decision 0030's limits (a refusal is an AppError the recruiter reads), then read by the engine.
 * `found: false` is a page that holds no posting; its title and text still come back for the text way.
 */
export async function readJobFromLink(ctx: Pick<AppContext, 'pageFetcher'>, link: string): Promise<JobFromLink> {
  const page = await ctx.pageFetcher.fetchPage(link);
  return { ...readJobPage(page.html), url: page.url };
}

/** POST post-job/link/: a recruiter's link read, within the per-account limit, and what the page holds as the API answers it. */
export async function crawlJobLink(ctx: AppContext, caller: Caller, link: string): Promise<{ page: JobFromLink; answer: JobFromLinkAnswer }> {
  await consumeLimit(ctx.db, 'jobLinksPerAccount', caller.userId);
  const page = await readJobFromLink(ctx, link);
  return { page, answer: linkAnswer(page) };
}

function linkAnswer(page: JobFromLink): JobFromLinkAnswer {
  return {
    found: page.found,
    source: page.source,
    url: page.url,
    job_title: page.title ?? null,
    description: page.description ?? null,
    hiring_organization: page.hiringOrganization ?? null,
    location: page.location
      ? { city: page.location.city ?? null, region: page.location.region ?? null, country: page.location.country ?? null }
      : null,
    remote: page.remote ?? false,
    employment_type: page.employmentType ?? [],
    date_posted: page.datePosted ?? null,
    salary: page.salary
      ? { currency: page.salary.currency ?? null, min: page.salary.min ?? null, max: page.salary.max ?? null, unit: page.salary.unit ?? null }
      : null,
    language: page.language ?? null,
    text: page.text,
  };
}
