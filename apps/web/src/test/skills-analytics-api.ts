import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import type { AnalyticsRange, SkillsAnalytics, SkillsAnalyticsRequest } from '@masar/shared/skills-analytics';
import { installFakeApi, reply } from './fake-api';
import { aUser } from './users';

export const SKILLS_ANALYTICS = '/api/recruiter/skills-analytics/';

const COMPANY = { id: 'c-nakheel', company_name: 'Nakheel Digital' };

const WEEKS = ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'];
const MONTHS = ['2026-09-01', '2026-10-01', '2026-11-01'];
const technology = { id: 'technology', name: 'Technology' };
const programming = { id: 'programming-languages', name: 'Programming Languages' };

/** What the server answers for a range: weekly and monthly differ in their periods and trend only. */
export function anAnalytics(range: AnalyticsRange, overrides: Partial<SkillsAnalytics> = {}): SkillsAnalytics {
  const periods = range === 'weekly' ? WEEKS : MONTHS;
  return {
    range,
    filters: { sector: null, category: null, nationality: null, company_id: null },
    choices: {
      sectors: [
        { id: 'healthcare', name: 'Healthcare' },
        { id: 'technology', name: 'Technology' },
      ],
      categories: [
        { id: 'clinical-specialties', name: 'Clinical Specialties', sector: 'healthcare' },
        { id: 'programming-languages', name: 'Programming Languages', sector: 'technology' },
      ],
      companies: [],
    },
    periods,
    supply: {
      pool: 120,
      pool_workforce: { local: 70, foreign: 38, unstated: 12 },
      top_skills: [
        { id: 'skill:python', name: 'Python', category: programming, sector: technology, holders: 48, workforce: { local: 30, foreign: 12, unstated: 6 } },
        { id: 'skill:sql', name: 'SQL', category: programming, sector: technology, holders: 35, workforce: { local: 20, foreign: 'fewer_than_5', unstated: 11 } },
        { id: 'skill:r', name: 'R, "the language"', category: programming, sector: technology, holders: 'fewer_than_5', workforce: null },
      ],
      categories: [{ id: 'programming-languages', name: 'Programming Languages', holders: 60, workforce: null }],
      sectors: [
        { id: 'technology', name: 'Technology', holders: 60, workforce: { local: 40, foreign: 15, unstated: 5 } },
        { id: 'healthcare', name: 'Healthcare', holders: 'fewer_than_5', workforce: { local: 'fewer_than_5', foreign: 'fewer_than_5', unstated: 'fewer_than_5' } },
      ],
      trend: [
        {
          id: 'skill:python',
          name: 'Python',
          points: periods.map((period, index) => ({
            period,
            holders: 40 + index * 2,
            change: 'fewer_than_5',
            workforce: { local: 25 + index, foreign: 10 + index, unstated: 5 },
          })),
        },
        {
          id: 'skill:sql',
          name: 'SQL',
          points: periods.map((period, index) => ({
            period,
            holders: index === 0 ? 'fewer_than_5' : 30 + index,
            change: 'fewer_than_5',
            workforce:
              index === 0
                ? { local: 'fewer_than_5', foreign: 'fewer_than_5', unstated: 0 }
                : { local: 26 + index, foreign: 'fewer_than_5', unstated: 'fewer_than_5' },
          })),
        },
      ],
    },
    demand: {
      company_jobs: 2,
      portal_jobs: 9,
      company: [{ id: 'skill:python', name: 'Python', jobs: 2, must_have_jobs: 1 }],
      portal: [
        { id: 'skill:python', name: 'Python', jobs: 6, must_have_jobs: 3 },
        { id: 'skill:docker', name: 'Docker', jobs: 4, must_have_jobs: 0 },
      ],
    },
    gap: [
      {
        id: 'skill:docker',
        name: 'Docker',
        demand_share: 0.4444,
        supply_share: 0,
        gap: 0.4444,
        jobs: 4,
        must_have_jobs: 0,
        company_jobs: 0,
        holders: 0,
        workforce: null,
        courses: [
          { id: 'course:docker', title: 'Docker for Beginners', provider: 'Udemy', url: 'https://example.com/docker', language: 'en', price_kind: 'free', duration_hours: 4 },
          { id: 'course:containers', title: 'Containers, Explained', provider: 'edX', url: 'https://example.com/containers', language: 'en', price_kind: 'paid', duration_hours: 10 },
        ],
      },
    ],
    ...overrides,
  };
}

/** A signed-in recruiter whose skills analytics answer `answer(range, request)`. */
export function skillsAnalyticsApi(
  answer: (range: AnalyticsRange, request: SkillsAnalyticsRequest) => SkillsAnalytics = (range) => anAnalytics(range),
) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
  return installFakeApi()
    .on('GET', '/api/user/', reply(200, { data: aUser({ role_name: 'recruiter', role_id: 2, companyDetail: COMPANY }) }))
    .on('POST', SKILLS_ANALYTICS, (request) => {
      const body = request.body as SkillsAnalyticsRequest;
      return reply(200, { data: answer(body.range, body) });
    });
}
