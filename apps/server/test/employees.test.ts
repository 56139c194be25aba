/**
 * A company's employees (decision 0047) and its talent manager (decision 0048): CSV import, all rows or
 * none, with every bad row reported by line; invitations of employees and talent managers through the
 * invitations mechanism; internal matches with gaps and courses; and who may see what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_IMPORT_MAX_ROWS } from '@masar/shared/employees';
import { restoreUserState } from '@masar/shared/user-states';
import { codeFromMail, createTestApp, json, type TestApp } from './helpers/test-app.ts';
import {
  createCompany,
  createUser,
  logIn,
  newcomer,
  recruiterCallers,
  ROLE_IDS,
  tokenOf,
  uniqueEmail,
  type RecruiterCallers,
} from './helpers/factories.ts';

let t: TestApp;
let callers: RecruiterCallers;
let talentManager: string;
let otherTalentManager: string;
let analystJob: string;
let nurseJob: string;
let otherCompanyJob: string;

const recruiterCall = (method: 'GET' | 'POST', url: string, token: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url: `/api/recruiter/${url}`, headers: { token, lang }, ...(payload ? { payload } : {}) });
const talentCall = (url: string, token: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/talent-manager/${url}`, headers: { token, lang } });
const importCsv = (csv: string, token = callers.recruiter, lang = 'en') =>
  recruiterCall('POST', 'employees/import/', token, { csv }, lang);

async function publishedJob(
  token: string,
  jobTitle: string,
  skills: Array<{ id: string; importance: 'must_have' | 'nice_to_have' }>,
): Promise<string> {
  const posted = await recruiterCall('POST', 'post-job/', token, {
    job_title: jobTitle,
    sector: 'technology',
    job_type: 'full_time',
    experience: { value: 0, unit: 'years' },
    skills,
    description: `We need a ${jobTitle} to join our team and grow with us over the coming years.`,
  });
  expect(posted.statusCode).toBe(200);
  const id: string = json(posted).data.job.jid;
  expect((await recruiterCall('POST', `publish-job/${id}`, token)).statusCode).toBe(200);
  return id;
}

/** The employees list once the queued job has stored the company's matches (it runs within a second or two). */
async function settledEmployees(token = callers.recruiter) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { data } = json(await recruiterCall('GET', 'employees/', token));
    if (!data.matches_updating || Date.now() > deadline) return data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function employeeNames(token = callers.recruiter): Promise<string[]> {
  return json(await recruiterCall('GET', 'employees/', token)).data.results.map(
    (employee: { name: string }) => employee.name,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  callers = await recruiterCallers(t.app, 'Nakheel Digital', 'Other Co');
  talentManager = await tokenOf(t.app, { role_id: ROLE_IDS['talent manager'], company_id: callers.companyId });
  const otherCompanyId = await createCompany(t.app, 'Third Co');
  otherTalentManager = await tokenOf(t.app, { role_id: ROLE_IDS['talent manager'], company_id: otherCompanyId });
  analystJob = await publishedJob(callers.recruiter, 'Data Analyst', [
    { id: 'skill:sql', importance: 'must_have' },
    { id: 'skill:power-bi', importance: 'must_have' },
    { id: 'skill:python', importance: 'nice_to_have' },
  ]);
  nurseJob = await publishedJob(callers.recruiter, 'Registered Nurse', [
    { id: 'skill:patient-care', importance: 'must_have' },
  ]);
  otherCompanyJob = await publishedJob(callers.otherRecruiter, 'Data Analyst', [
    { id: 'skill:sql', importance: 'must_have' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const GOOD_FILE = [
  'Name,Email,Title,Skills',
  'Reem Al-Saud,reem@nakheel.example,Data Analyst,SQL; Power BI; Python',
  'نورة القحطاني,noura@nakheel.example,محللة بيانات,بايثون|تحليل البيانات',
  '"Haddad, Omar",OMAR@nakheel.example,Accountant,MS Excel',
].join('\n');

describe('importing employees from CSV', () => {
  it('imports every row of a good file, Arabic names and skills included, aliases resolved to catalogue skills', async () => {
    const response = await importCsv(`\uFEFF${GOOD_FILE}\n`);
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe('Employees imported: 3');
    expect(json(response).data).toEqual({ imported: 3, errors: [], errors_total: 0 });
    const { data } = json(await recruiterCall('GET', 'employees/', callers.recruiter, undefined, 'ar'));
    expect(data.total).toBe(3);
    const noura = data.results.find((employee: { email: string }) => employee.email === 'noura@nakheel.example');
    expect(noura).toMatchObject({
      name: 'نورة القحطاني',
      title: 'محللة بيانات',
      source: 'import',
      has_account: false,
      matched_from: 'import',
    });
    expect(noura.skills.map((skill: { id: string }) => skill.id).sort()).toEqual([
      'skill:data-analysis',
      'skill:python',
    ]);
    const omar = data.results.find((employee: { name: string }) => employee.name === 'Haddad, Omar');
    expect(omar).toMatchObject({ email: 'omar@nakheel.example', skills: [{ id: 'skill:microsoft-excel' }] });
  });

  it('reports each bad row by line and reason, and imports nothing from that file', async () => {
    const before = await employeeNames();
    const file = [
      'name,email,title,skills',
      'Good Person,good@nakheel.example,Analyst,SQL',
      ',nameless@nakheel.example,Analyst,SQL',
      'Bad Mail,not-an-email,Analyst,SQL',
      'Twice,twice@nakheel.example,Analyst,SQL',
      'Twice Again,TWICE@nakheel.example,Analyst,SQL',
      'Already,reem@nakheel.example,Analyst,SQL',
      'Odd Skills,odd@nakheel.example,Analyst,SQL;Underwater Basket Weaving',
      'Short Row,short@nakheel.example',
    ].join('\r\n');
    const response = await importCsv(file);
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe('Nothing was imported: fix the rows listed and try again');
    expect(json(response).data).toEqual({
      imported: 0,
      errors: [
        { line: 3, column: 'name', message: 'The name is missing' },
        { line: 4, column: 'email', message: 'The e-mail address is not valid' },
        { line: 6, column: 'email', message: 'This e-mail address is already on line 5 of the file' },
        { line: 7, column: 'email', message: 'This e-mail address is already one of your employees' },
        {
          line: 8,
          column: 'skills',
          message: 'Unknown skill "Underwater Basket Weaving": use its name in the skills catalogue',
        },
        { line: 9, column: 'row', message: 'This row has 2 columns; the header has 4' },
      ],
      errors_total: 6,
    });
    expect(await employeeNames()).toEqual(before);
  });

  it('reads a header named in Arabic, in any order and spelling', async () => {
    const file = [
      'المهارات,البريد الالكتروني,الاسم الكامل,المسمى الوظيفي',
      'بايثون,salem@nakheel.example,سالم العتيبي,مهندس بيانات',
    ].join('\n');
    const response = await importCsv(file, callers.recruiter, 'ar');
    expect(json(response).data).toEqual({ imported: 1, errors: [], errors_total: 0 });
    const { data } = json(await recruiterCall('GET', 'employees/', callers.recruiter));
    expect(
      data.results.find((employee: { email: string }) => employee.email === 'salem@nakheel.example'),
    ).toMatchObject({
      name: 'سالم العتيبي',
      title: 'مهندس بيانات',
      skills: [{ id: 'skill:python' }],
    });
  });

  it('lists the first 100 problems of a file full of them, and counts them all', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => `P${i},not-an-email-${i},Analyst,SQL`);
    const { data } = json(await importCsv(['name,email,title,skills', ...rows].join('\n')));
    expect(data.imported).toBe(0);
    expect(data.errors_total).toBe(300);
    expect(data.errors).toHaveLength(100);
    expect(data.errors[0]).toEqual({ line: 2, column: 'email', message: 'The e-mail address is not valid' });
    expect(data.errors.at(-1).line).toBe(101);
  });

  it('answers the problems in Arabic for an Arabic caller', async () => {
    const response = await importCsv('name,email,title,skills\n,x@nakheel.example,,', callers.recruiter, 'ar');
    expect(json(response).data.errors).toEqual([{ line: 2, column: 'name', message: 'الاسم مفقود' }]);
    expect(json(response).message).toBe('لم يُستورد شيء: صحّح الصفوف المذكورة وحاول مرة أخرى');
  });

  it('refuses a file without the header, without rows, over the row cap, over the size cap, or not CSV at all', async () => {
    const missingHeader = await importCsv('Reem,reem2@nakheel.example,Analyst,SQL');
    expect(missingHeader.statusCode).toBe(400);
    expect(json(missingHeader).message).toBe(
      'The first row must name the columns, in English or Arabic: name, email, title, skills',
    );
    expect(json(await importCsv('name,email,title,skills\n')).message).toBe(
      'The file has no employees below the header row',
    );
    const rows = Array.from({ length: EMPLOYEE_IMPORT_MAX_ROWS + 1 }, (_, i) => `P${i},p${i}@cap.example,Analyst,SQL`);
    const tooMany = await importCsv(['name,email,title,skills', ...rows].join('\n'));
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).message).toBe(
      `The file has more than ${EMPLOYEE_IMPORT_MAX_ROWS} employees: split it into smaller files`,
    );
    const tooLarge = await importCsv(`name,email,title,skills\n${'x'.repeat(300 * 1024)}`);
    expect(tooLarge.statusCode).toBe(400);
    expect(json(tooLarge).message).toBe('The file is too large: at most 256 KB');
    const unreadable = await importCsv('name,email,title,skills\n"Open quote,a@b.example,Analyst,SQL');
    expect(unreadable.statusCode).toBe(400);
    expect(json(unreadable).message).toMatch(/^The file could not be read as CSV near line \d+$/);
    expect((await recruiterCall('POST', 'employees/import/', callers.recruiter, {})).statusCode).toBe(400);
    expect(await employeeNames()).not.toContain('P0');
  });
});

describe('internal mobility: employees matched to the company’s jobs', () => {
  it('scores an employee on their title and skills against the company’s published jobs only, with gaps and courses', async () => {
    const { results: list, matches_updating } = await settledEmployees();
    expect(matches_updating).toBe(false);
    const reem = list.find((employee: { email: string }) => employee.email === 'reem@nakheel.example');
    expect(reem.best_match).toMatchObject({ job_id: analystJob, job_title: 'Data Analyst' });
    const response = await recruiterCall('GET', `employees/${reem.id}/matches/`, callers.recruiter);
    expect(response.statusCode).toBe(200);
    const { data } = json(response);
    const jobIds = data.matches.map((match: { job_id: string }) => match.job_id);
    expect(jobIds).toContain(analystJob);
    expect(jobIds).not.toContain(otherCompanyJob);
    expect(jobIds).not.toContain(nurseJob);
    const analyst = data.matches.find((match: { job_id: string }) => match.job_id === analystJob);
    expect(analyst.score).toBeGreaterThan(0.5);
    expect(analyst.matched.map((skill: { id: string }) => skill.id).sort()).toEqual([
      'skill:power-bi',
      'skill:python',
      'skill:sql',
    ]);
    expect(analyst.reasons.length).toBeGreaterThan(0);

    const noura = list.find((employee: { email: string }) => employee.email === 'noura@nakheel.example');
    const nouraMatches = json(await recruiterCall('GET', `employees/${noura.id}/matches/`, callers.recruiter)).data;
    const nouraAnalyst = nouraMatches.matches.find((match: { job_id: string }) => match.job_id === analystJob);
    expect(nouraAnalyst.gaps).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'skill:sql', required: true }),
        expect.objectContaining({ id: 'skill:power-bi', required: true }),
      ]),
    );
    const taught = nouraMatches.courses.categories.flatMap(
      (category: { courses: Array<{ skills: Array<{ id: string }> }> }) =>
        category.courses.flatMap((course) => course.skills.map((skill) => skill.id)),
    );
    expect(taught).toEqual(expect.arrayContaining(['skill:sql']));
  });

  it('hides another company’s employee (404) and refuses candidates and unconfirmed recruiters', async () => {
    const [reem] = json(await recruiterCall('GET', 'employees/', callers.recruiter)).data.results;
    expect((await recruiterCall('GET', `employees/${reem.id}/matches/`, callers.otherRecruiter)).statusCode).toBe(404);
    expect(json(await recruiterCall('GET', 'employees/', callers.otherRecruiter)).data.total).toBe(0);
    expect((await recruiterCall('GET', `employees/${reem.id}/matches/`, callers.admin)).statusCode).toBe(200);
    expect((await recruiterCall('GET', 'employees/', callers.candidate)).statusCode).toBe(403);
    expect((await recruiterCall('GET', 'employees/', talentManager)).statusCode).toBe(403);
    expect((await importCsv(GOOD_FILE, callers.candidate)).statusCode).toBe(403);
    const pending = await recruiterCall('GET', 'employees/', callers.pending);
    expect(pending.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/recruiter/employees/' })).statusCode).toBe(401);
  });
});

describe('inviting employees and talent managers', () => {
  async function invitedCode(email: string, url: string, token: string, payload: object): Promise<string> {
    const sentAt = new Date();
    const response = await recruiterCall('POST', url, token, { email, ...payload });
    expect(response.statusCode).toBe(200);
    const mail = await t.waitForMail(email, /Join Nakheel Digital/, { after: sentAt });
    return codeFromMail({ text_body: mail.text_body.replace('?invite=', '/') }, '/auth/signup');
  }

  it('an invited employee signs up through the link, becomes a candidate account and is linked to the employee row', async () => {
    const employee = await newcomer(t.app);
    const code = await invitedCode(employee.user.email, 'employees/invite/', callers.recruiter, {
      name: 'Faisal Invited',
      title: 'Data Analyst',
    });
    const listed = json(await recruiterCall('GET', 'employees/', callers.recruiter)).data.results.find(
      (row: { email: string }) => row.email === employee.user.email,
    );
    expect(listed).toMatchObject({ name: 'Faisal Invited', source: 'invitation', has_account: false });

    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/recruiter/onboarding/join/',
      headers: { token: employee.token },
      payload: { invite_code: code },
    });
    expect(joined.statusCode).toBe(200);
    // The company vouches for its employee, not for the shared pool: the account waits for the operators' approval.
    expect(json(joined).data).toMatchObject({
      role_name: 'individual',
      is_account_confirmed: false,
      approval_status: 'PENDING',
    });
    expect(restoreUserState(json(joined).data)).toBe('ONBOARDING_COMPLETED');

    // The link follows the invitation.accepted event through the job queue.
    const deadline = Date.now() + 15_000;
    let linked = false;
    while (!linked && Date.now() < deadline) {
      const rows = json(await recruiterCall('GET', 'employees/', callers.recruiter)).data.results;
      linked = rows.find((row: { email: string }) => row.email === employee.user.email)?.has_account === true;
      if (!linked) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(linked).toBe(true);

    // With a profile, the employee is matched on it rather than on what the company typed.
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/edit-details/',
      headers: { token: employee.token },
      payload: {
        work_history: [
          {
            job_title: 'Data Analyst',
            organization: 'Nakheel Digital',
            start: '2020-01',
            end: null,
            currently_working: true,
            details: '',
          },
        ],
        skills: ['SQL', 'Power BI'],
      },
    });
    expect(profile.statusCode).toBe(200);
    const row = json(await recruiterCall('GET', 'employees/', callers.recruiter)).data.results.find(
      (r: { email: string }) => r.email === employee.user.email,
    );
    expect(row).toMatchObject({ has_account: true, matched_from: 'profile', best_match: { job_id: analystJob } });
    expect(
      (await recruiterCall('POST', 'employees/invite/', callers.recruiter, { email: employee.user.email })).statusCode,
    ).toBe(409);
  });

  it('a recruiter admin invites the company’s talent manager, who lands in the talent-manager state; a recruiter may not', async () => {
    const manager = await newcomer(t.app);
    const refused = await recruiterCall('POST', 'talent-managers/invite/', callers.recruiter, {
      email: manager.user.email,
    });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe('Only a recruiter admin of the company can invite a talent manager');
    const code = await invitedCode(manager.user.email, 'talent-managers/invite/', callers.admin, {});
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/recruiter/onboarding/join/',
      headers: { token: manager.token },
      payload: { invite_code: code },
    });
    expect(joined.statusCode).toBe(200);
    expect(json(joined).data).toMatchObject({ role_name: 'talent manager', companyDetail: { id: callers.companyId } });
    expect(restoreUserState(json(joined).data)).toBe('TALENT_MANAGER');
    const token = (await logIn(t.app, manager.user.email)).token;
    expect(json(await talentCall('jobs/', token)).data.total).toBe(2);
  });
});

describe("the talent manager's area", () => {
  beforeAll(async () => {
    expect((await settledEmployees()).matches_updating).toBe(false);
  });

  it('the dashboard ranks employees per job, the workforce’s gaps by how many lack them, and courses', async () => {
    const response = await talentCall('dashboard/', talentManager);
    expect(response.statusCode).toBe(200);
    const { data } = json(response);
    expect(data.employees_count).toBeGreaterThanOrEqual(3);
    const analyst = data.jobs.find((job: { job_id: string }) => job.job_id === analystJob);
    expect(analyst.best[0].name).toBe('Reem Al-Saud');
    expect(analyst.matches_count).toBeGreaterThanOrEqual(2);
    const counts = data.gaps.map((gap: { employees_lacking: number }) => gap.employees_lacking);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(data.gaps.find((gap: { id: string }) => gap.id === 'skill:sql')).toMatchObject({ required: true });
    expect(data.courses.categories.length).toBeGreaterThan(0);
    expect(data.jobs.map((job: { job_id: string }) => job.job_id)).not.toContain(otherCompanyJob);
  });

  it('lists the jobs with their internal match counts, and a job with its employees ranked, in Arabic too', async () => {
    const jobs = json(await talentCall('jobs/', talentManager)).data;
    expect(jobs.results.map((job: { job_id: string }) => job.job_id).sort()).toEqual([analystJob, nurseJob].sort());
    expect(jobs.results.find((job: { job_id: string }) => job.job_id === nurseJob)).toMatchObject({
      matches_count: 0,
      best_score: null,
      // The job's place as kept (codes), for the web to name in the reader's language; this one gave none.
      location: { city: null, country: null, workplace: 'on_site' },
    });
    const detail = json(await talentCall(`jobs/${analystJob}/`, talentManager, 'ar')).data;
    expect(detail.job.job_title).toBe('Data Analyst');
    const scores = detail.employees.map((employee: { score: number }) => employee.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(detail.employees[0]).toMatchObject({
      name: 'Reem Al-Saud',
      matched: expect.arrayContaining([{ id: 'skill:sql', name: 'لغة الاستعلام SQL' }]),
    });
  });

  it('refuses candidates and recruiters, and answers 404 for another company’s job or a talent manager of another company', async () => {
    expect((await talentCall('dashboard/', callers.candidate)).statusCode).toBe(403);
    expect((await talentCall('dashboard/', callers.recruiter)).statusCode).toBe(403);
    expect((await talentCall(`jobs/${otherCompanyJob}/`, talentManager)).statusCode).toBe(404);
    expect((await talentCall(`jobs/${analystJob}/`, otherTalentManager)).statusCode).toBe(404);
    const other = json(await talentCall('dashboard/', otherTalentManager)).data;
    expect(other).toMatchObject({ employees_count: 0, jobs: [], gaps: [] });
    expect((await talentCall('jobs/not-a-uuid/', talentManager)).statusCode).toBe(400);
    const stranger = await createUser(t.app, {
      role_id: ROLE_IDS['talent manager'],
      company_id: null,
      email: uniqueEmail('tm'),
    });
    // A talent manager of no company manages an empty one, as a recruiter admin of none sees no jobs.
    expect(json(await talentCall('jobs/', (await logIn(t.app, stranger.email)).token)).data).toEqual({
      total: 0,
      results: [],
    });
  });
});
