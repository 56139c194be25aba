import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import type { Job, JobReading, RecruiterJobDetail, StandardProfile } from '@masar/shared/jobs';
import { installFakeApi, reply } from './fake-api';
import { aJob, jobId } from './jobs';
import { aUser } from './users';

export const DRAFT_ID = jobId(41);

export const DESCRIPTION =
  'Build and run the streaming data platform of a digital bank, with a small team in Riyadh and a lot of Kafka.';

/** A draft the parser read from pasted text: sure of the title, unsure of the sector. */
export function aDraft(overrides: Partial<Job> = {}): Job {
  return aJob({
    jid: DRAFT_ID,
    status: 'draft',
    origin: 'text',
    sector: 'technology',
    industry: null,
    published_at: null,
    standard_occupation: null,
    skills: [{ id: 'sk-python', name: 'Python', importance: 5, required: true }],
    description: DESCRIPTION,
    ...overrides,
  });
}

export const A_READING: JobReading = {
  read: ['title', 'sector', 'skills', 'location', 'description'],
  confidence: { title: 0.95, sector: 0.4, job_type: 0, experience: 0, skills: 0.8, location: 0.7, description: 0.75 },
  location: { city: 'Riyadh', country: 'SA', workplace: 'hybrid' },
};

export function aDetail(job: Job, reading: JobReading | null): RecruiterJobDetail {
  return { ...job, candidates_count: 0, reading };
}

export const A_PROFILE: StandardProfile = {
  id: 'occ:15-1243.00',
  title: 'Data Engineers',
  alternate_titles: ['Big Data Engineer'],
  sector: { id: 'technology', name: 'Information Technology and Telecommunications' },
  job_zone: 4,
  skills_count: 3,
  description:
    'Design, build and maintain the systems that collect, store and prepare data for analysis, at scale and reliably.',
  skills: [
    { id: 'sk-python', name: 'Python', importance: 5, required: true },
    { id: 'sk-sql', name: 'SQL', importance: 4.6, required: true },
    { id: 'sk-airflow', name: 'Apache Airflow', importance: 3, required: false },
  ],
  tasks: [],
  typical_education: 'bachelor',
  typical_experience_years: { min: 2, max: 4 },
};

export const CATALOGUE_SKILLS = [
  { id: 'sk-kafka', name: 'Apache Kafka', type: 'tool', category: 'data', category_name: 'Data' },
  { id: 'sk-kotlin', name: 'Kotlin', type: 'technical', category: 'software', category_name: 'Software' },
];

/** An approved recruiter's server: their draft, the catalogue's skills and standard profiles. */
export function postJobApi(options: { draft?: Job; reading?: JobReading | null } = {}) {
  const draft = options.draft ?? aDraft();
  const reading = options.reading === undefined ? A_READING : options.reading;
  return installFakeApi()
    .on('GET', '/api/user/', reply(200, { data: aUser({ role_name: 'recruiter' }) }))
    .on('GET', `/api/recruiter/job/${draft.jid}`, reply(200, { data: aDetail(draft, reading) }))
    .on('POST', '/api/user/skills/', (request) => {
      const search = String((request.body as { search: string }).search).toLowerCase();
      const results = CATALOGUE_SKILLS.filter((skill) => skill.name.toLowerCase().includes(search));
      return reply(200, { data: { total: results.length, results, pagination: { page: 0, limit: 10 } } });
    })
    .on('GET', '/api/recruiter/post-job/search/', (request) =>
      reply(200, {
        data: {
          results: /data|بيانات/i.test(request.query.job_title ?? '')
            ? [{ ...A_PROFILE, description: undefined, skills: undefined, tasks: undefined, typical_education: undefined, typical_experience_years: undefined }]
            : [],
        },
      }),
    )
    .on('GET', `/api/recruiter/post-job/standard/${encodeURIComponent(A_PROFILE.id)}`, reply(200, { data: A_PROFILE }));
}

export function signInRecruiter() {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
}
