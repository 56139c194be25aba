import type { Job } from '@masar/shared/jobs';
import {
  CANDIDATE_JOBS_PAGE_SIZE,
  type CareerPath,
  type MatchedJob,
  type MatchingJobList,
  type SkillGap,
  type UpskillCourses,
} from '@masar/shared/matching';

/** A job id as the server makes them; `n` tells jobs apart. */
export function jobId(n: number): string {
  return `5b1f7c2e-8d4a-4f6b-9c3e-${String(n).padStart(12, '0')}`;
}

/** A published job as GET job/{id} answers it; by default a data engineer at a bank. */
export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    jid: jobId(1),
    external_job_id: null,
    job_title: 'Data Engineer',
    sector: 'Finance',
    industry: 'Banking',
    job_type: 'full_time',
    skills: [
      { id: 'sk-python', name: 'Python', importance: 5, required: true },
      { id: 'sk-sql', name: 'SQL', importance: 5, required: true },
      { id: 'sk-kafka', name: 'Apache Kafka', importance: 4, required: true },
      { id: 'sk-airflow', name: 'Apache Airflow', importance: 3, required: false },
    ],
    experience: { value: 3, unit: 'years' },
    description: 'Build and run the streaming data platform of a digital bank.',
    company: { id: 'c0a8f1e2-0000-4000-8000-000000000001', company_name: 'Gulf Digital Bank' },
    status: 'published',
    location: { city: 'Riyadh', country: 'SA', workplace: 'hybrid' },
    salary: null,
    origin: 'form',
    standard_occupation: { id: '15-1243.00', title: 'Data Engineers' },
    public_key: 'gdb-data-engineer',
    created_at: '2025-05-01T08:00:00.000Z',
    published_at: '2025-05-02T08:00:00.000Z',
    closed_at: null,
    ...overrides,
  };
}

/** The fixture's skills by their catalogue names in Arabic, as the server names them for `lang: ar`. */
export const ARABIC_SKILL_NAMES: Record<string, string> = {
  'sk-python': 'بايثون',
  'sk-sql': 'إس كيو إل',
  'sk-kafka': 'أباتشي كافكا',
  'sk-airflow': 'أباتشي إيرفلو',
};

/**
 * A job as the server answers it in the request's language: catalogue skills named in that language, the
 * sector by its catalogue id and the industry as stored (a catalogue sector's English name, as the demo jobs
 * store it).
 */
export function aJobIn(lang: string | undefined, overrides: Partial<Job> = {}): Job {
  const job = aJob({ sector: 'finance', industry: 'Banking, Finance and Insurance', ...overrides });
  return lang === 'ar'
    ? { ...job, skills: job.skills.map((skill) => ({ ...skill, name: ARABIC_SKILL_NAMES[skill.id] ?? skill.name })) }
    : job;
}

/** A job as the candidate's lists show it, with its match. */
export function aMatchedJob(overrides: Partial<MatchedJob> = {}): MatchedJob {
  return {
    ...aJob(),
    matching_score: 0.824,
    norm_score: 0.9,
    job_match: [
      { id: 'sk-python', name: 'Python' },
      { id: 'sk-sql', name: 'SQL' },
    ],
    job_gap: [
      { id: 'sk-kafka', name: 'Apache Kafka', importance: 4, required: true, via: null },
      { id: 'sk-airflow', name: 'Apache Airflow', importance: 3, required: false, via: null },
    ],
    reasons: ['You have 2 of the 4 skills this job asks for, including Python and SQL'],
    is_favorite: false,
    is_applied: false,
    is_dismissed: false,
    ...overrides,
  };
}

/** `count` matched jobs, best first, numbered from `first`. */
export function matchedJobs(count: number, first = 1): MatchedJob[] {
  return Array.from({ length: count }, (_, index) =>
    aMatchedJob({
      jid: jobId(first + index),
      job_title: `Job ${first + index}`,
      matching_score: Math.max(0.21, 0.95 - (first + index) * 0.01),
      public_key: `job-${first + index}`,
    }),
  );
}

export function aMatchingJobList(results: MatchedJob[], overrides: Partial<MatchingJobList> = {}): MatchingJobList {
  return {
    total: results.length,
    results,
    pagination: { page: 0, limit: CANDIDATE_JOBS_PAGE_SIZE },
    searched_title: null,
    updated_at: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aSkillGap(overrides: Partial<SkillGap> = {}): SkillGap {
  return {
    job_id: jobId(1),
    score: 0.824,
    norm_score: 0.9,
    matching_data: {
      matched: [{ id: 'sk-python', name: 'Python' }],
      // SQL is credited in part through PostgreSQL: still a skill to gain.
      gap: [
        { id: 'sk-airflow', name: 'Apache Airflow', importance: 3, required: false, via: null },
        { id: 'sk-sql', name: 'SQL', importance: 3, required: false, via: 'PostgreSQL' },
        { id: 'sk-kafka', name: 'Apache Kafka', importance: 4, required: true, via: null },
      ],
    },
    components: { skills: 0.7, title: 0.9, experience: 1, education: 1, interest: null },
    reasons: [
      'Your title, Senior Data Engineer, is close to this job',
      'You have 6 years of experience; the job asks for 3',
    ],
    is_favorite: false,
    is_applied: false,
    is_dismissed: false,
    ...overrides,
  };
}

export function anUpskillCourses(overrides: Partial<UpskillCourses> = {}): UpskillCourses {
  const course = (id: string, title: string, score: number, skill: string) => ({
    id,
    title,
    provider: 'Open Learning',
    url: `https://courses.example.com/${id}`,
    level: 'beginner' as const,
    duration_hours: 12,
    language: 'en',
    price_kind: 'free' as const,
    score,
    skills: [{ id: `sk-${skill.toLowerCase()}`, name: skill }],
  });
  return {
    job_id: null,
    // The server sorts the categories by the total score of their courses, descending (spec §9).
    categories: [
      {
        id: 'data',
        name: 'Data engineering',
        score: 1.5,
        courses: [
          course('kafka-101', 'Streaming with Kafka', 0.9, 'Kafka'),
          course('airflow', 'Airflow pipelines', 0.6, 'Airflow'),
        ],
      },
      { id: 'cloud', name: 'Cloud', score: 0.7, courses: [course('aws', 'AWS for data', 0.7, 'AWS')] },
    ],
    uncovered: [{ id: 'sk-dbt', name: 'dbt' }],
    ...overrides,
  };
}

export function aCareerPath(overrides: Partial<CareerPath> = {}): CareerPath {
  const step = (id: string, title: string, readiness: number, openJobs: number): CareerPath['steps'][number] => ({
    occupation: { id, title, description: `${title} plan and lead data work.`, job_zone: 4 },
    readiness,
    skills_held: [{ id: 'sk-python', name: 'Python' }],
    skills_to_gain: [
      { id: 'sk-arch', name: 'Data Architecture', importance: 5, via: null },
      { id: 'sk-lead', name: 'Team Leadership', importance: 4, via: 'Project Management' },
    ],
    typical_education: 'bachelor',
    typical_experience_years: { min: 4, max: 8 },
    open_jobs: openJobs,
  });
  return {
    current: { id: '15-1243.00', title: 'Data Engineers', description: 'Build data pipelines.', job_zone: 4 },
    steps: [
      step('15-1243.01', 'Data Warehousing Specialists', 0.72, 3),
      step('15-1199.08', 'Data Architects', 0.61, 1),
      step('11-3021.00', 'Computer and Information Systems Managers', 0.4, 0),
    ],
    ...overrides,
  };
}
