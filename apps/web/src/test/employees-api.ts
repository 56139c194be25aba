import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import type { EmployeeListItem, EmployeeMatches, TalentDashboard, TalentJobDetail } from '@masar/shared/employees';
import { installFakeApi, reply } from './fake-api';
import { aUser } from './users';

export const EMPLOYEES = '/api/recruiter/employees/';
export const IMPORT_EMPLOYEES = '/api/recruiter/employees/import/';
export const INVITE_EMPLOYEE = '/api/recruiter/employees/invite/';
export const INVITE_TALENT_MANAGER = '/api/recruiter/talent-managers/invite/';
export const TALENT_DASHBOARD = '/api/talent-manager/dashboard/';
export const TALENT_JOBS = '/api/talent-manager/jobs/';

export const ANALYST_JOB = '0f6a2c1e-1111-4a4a-9b9b-000000000001';
export const NURSE_JOB = '0f6a2c1e-1111-4a4a-9b9b-000000000002';

const COMPANY = { id: 'c-nakheel', company_name: 'Nakheel Digital' };

export function anEmployee(overrides: Partial<EmployeeListItem> = {}): EmployeeListItem {
  return {
    id: 'e-reem',
    name: 'Reem Al-Saud',
    email: 'reem@nakheel.example',
    title: 'Data Analyst',
    skills: [
      { id: 'skill:sql', name: 'SQL' },
      { id: 'skill:power-bi', name: 'Power BI' },
    ],
    source: 'import',
    has_account: false,
    matched_from: 'import',
    created_at: '2026-11-01T08:00:00.000Z',
    best_match: { job_id: ANALYST_JOB, job_title: 'Data Analyst', score: 0.86 },
    ...overrides,
  };
}

export const REEM_MATCHES: EmployeeMatches = {
  employee: (({ best_match: _best, ...employee }) => employee)(anEmployee()),
  matches: [
    {
      job_id: ANALYST_JOB,
      job_title: 'Data Analyst',
      score: 0.86,
      matched: [
        { id: 'skill:sql', name: 'SQL' },
        { id: 'skill:power-bi', name: 'Power BI' },
      ],
      gaps: [{ id: 'skill:statistics', name: 'Statistics', importance: 5, required: true, via: null }],
      reasons: ['Has 2 of the 3 skills the job asks for'],
    },
  ],
  courses: {
    job_id: null,
    categories: [
      {
        id: 'technology/data',
        name: 'Data',
        score: 0.9,
        courses: [
          {
            id: 'course:stats',
            title: 'Statistics for Data Analysis',
            provider: 'Coursera',
            url: 'https://example.com/stats',
            level: 'beginner',
            duration_hours: 20,
            language: 'en',
            price_kind: 'free',
            score: 0.9,
            skills: [{ id: 'skill:statistics', name: 'Statistics' }],
          },
        ],
      },
    ],
    uncovered: [],
  },
};

/** A signed-in recruiter (or recruiter admin) whose company has these employees; imports and invitations as the server answers them. */
export function employeesApi(employees: EmployeeListItem[] = [anEmployee()], { role = 'recruiter' } = {}) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
  const current = [...employees];
  // After an import the server recomputes the stored matches in a queued job: the list says so until then.
  let updating = false;
  return installFakeApi()
    .on(
      'GET',
      '/api/user/',
      reply(200, { data: aUser({ role_name: role, role_id: role === 'recruiter' ? 2 : 3, companyDetail: COMPANY }) }),
    )
    .on('GET', EMPLOYEES, () => reply(200, { data: { total: current.length, results: current, matches_updating: updating } }))
    .on('GET', `${EMPLOYEES}e-reem/matches/`, reply(200, { data: REEM_MATCHES }))
    .on('POST', IMPORT_EMPLOYEES, (request) => {
      const { csv } = request.body as { csv: string };
      if (csv.includes('not-an-email')) {
        return reply(200, {
          data: {
            imported: 0,
            errors: [
              { line: 3, column: 'name', message: 'The name is missing' },
              { line: 4, column: 'email', message: 'The e-mail address is not valid' },
            ],
            // A file with more problems than the server lists says how many there are in all.
            errors_total: csv.includes('many-problems') ? 140 : 2,
          },
          message: 'Nothing was imported: fix the rows listed and try again',
        });
      }
      const rows = csv.trim().split('\n').slice(1);
      for (const row of rows) {
        const [name = '', email = '', title = ''] = row.split(',');
        current.push(anEmployee({ id: `e-${email}`, name, email, title, skills: [], best_match: null }));
      }
      updating = true;
      return reply(200, {
        data: { imported: rows.length, errors: [], errors_total: 0 },
        message: `Employees imported: ${rows.length}`,
      });
    })
    .on('POST', INVITE_EMPLOYEE, (request) => {
      const body = request.body as { email: string; name?: string; title?: string };
      const employee = anEmployee({
        id: `e-${body.email}`,
        email: body.email,
        name: body.name ?? '',
        title: body.title ?? '',
        source: 'invitation',
        skills: [],
        best_match: null,
      });
      current.push(employee);
      return reply(200, { data: employee, message: 'Invitation sent to the employee' });
    })
    .on('POST', INVITE_TALENT_MANAGER, (request) =>
      reply(200, {
        data: {
          id: 'i-1',
          email: (request.body as { email: string }).email,
          created_at: '2026-11-01T08:00:00.000Z',
          expires_at: '2026-11-08T08:00:00.000Z',
          accepted_at: null,
          domain_mismatch: false,
        },
        message: 'Invitation sent to the talent manager',
      }),
    );
}

const DASHBOARD: TalentDashboard = {
  employees_count: 8,
  matches_updating: false,
  jobs: [
    {
      job_id: ANALYST_JOB,
      job_title: 'Data Analyst',
      location: { city: 'Riyadh', country: 'SA', workplace: 'hybrid' },
      matches_count: 3,
      best_score: 0.86,
      best: [
        { employee_id: 'e-reem', name: 'Reem Al-Saud', score: 0.86 },
        { employee_id: 'e-noura', name: 'نورة القحطاني', score: 0.55 },
      ],
    },
    { job_id: NURSE_JOB, job_title: 'Registered Nurse', location: { city: null, country: null, workplace: 'on_site' }, matches_count: 0, best_score: null, best: [] },
  ],
  gaps: [
    { id: 'skill:statistics', name: 'Statistics', employees_lacking: 4, required: true },
    { id: 'skill:python', name: 'Python', employees_lacking: 2, required: false },
  ],
  courses: REEM_MATCHES.courses,
};

const ANALYST_DETAIL: TalentJobDetail = {
  job: DASHBOARD.jobs[0]!,
  employees: [
    {
      employee_id: 'e-reem',
      name: 'Reem Al-Saud',
      title: 'Data Analyst',
      score: 0.86,
      matched: REEM_MATCHES.matches[0]!.matched,
      gaps: REEM_MATCHES.matches[0]!.gaps,
      reasons: ['Has 2 of the 3 skills the job asks for'],
    },
    {
      employee_id: 'e-noura',
      name: 'نورة القحطاني',
      title: 'محللة بيانات',
      score: 0.55,
      matched: [{ id: 'skill:sql', name: 'SQL' }],
      gaps: [],
      reasons: [],
    },
  ],
};

/** A signed-in talent manager of Nakheel Digital. */
export function talentManagerApi() {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
  return installFakeApi()
    .on(
      'GET',
      '/api/user/',
      reply(200, { data: aUser({ role_name: 'talent manager', role_id: 4, companyDetail: COMPANY }) }),
    )
    .on('GET', TALENT_DASHBOARD, reply(200, { data: DASHBOARD }))
    .on(
      'GET',
      TALENT_JOBS,
      reply(200, { data: { total: 2, results: DASHBOARD.jobs.map(({ best: _best, ...job }) => job) } }),
    )
    .on('GET', `${TALENT_JOBS}${ANALYST_JOB}/`, reply(200, { data: ANALYST_DETAIL }))
    .on('GET', `${TALENT_JOBS}${NURSE_JOB}/`, reply(404, { message: 'Job not exist', code: 'NOT_FOUND' }));
}
