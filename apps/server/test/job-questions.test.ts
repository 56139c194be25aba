/**
 * A job's interview questions (issue #11, decision 0037): GET, PUT (the whole ordered list) and POST
 * suggest/ under /api/recruiter/job/{id}/questions/, for the company's recruiters and recruiter admins
 * only; suggestions come from the engine, and from a configured LLM (a local server speaking its protocol).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, recruiterCallers, ROLE_IDS, tokenOf } from './helpers/factories.ts';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let recruiter: string;
let admin: string;
let otherRecruiter: string;
let candidate: string;
let pending: string;

const DESCRIPTION = 'Turn our logistics data into clear weekly reports for the operations team, and keep the dashboards right.';
const ARABIC_DESCRIPTION = 'نبحث عن محلل بيانات يحوّل بيانات الخدمات اللوجستية إلى تقارير أسبوعية واضحة لفريق العمليات ويحافظ على دقة لوحات المعلومات.';
const jobFields = (overrides: Record<string, unknown> = {}) => ({
  job_title: 'Data Analyst',
  sector: 'technology',
  job_type: 'full_time',
  experience: { value: 3, unit: 'years' },
  skills: [
    { id: 'skill:sql', importance: 'must_have' },
    { id: 'skill:python', importance: 'must_have' },
    { id: 'skill:power-bi', importance: 'nice_to_have' },
  ],
  description: DESCRIPTION,
  occupation_id: 'occ:masar-data-analyst',
  ...overrides,
});

const question = (overrides: Record<string, unknown> = {}) => ({
  question: 'How would you find why last week’s report disagrees with the warehouse count?',
  kind: 'situational',
  skill_ids: ['skill:sql'],
  rubric: 'Checks the data sources and joins first; reconciles step by step; explains the cause to the team.',
  source: 'typed',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  ({ recruiter, admin, otherRecruiter, pending, candidate } = await recruiterCallers(t.app, 'Questions Co', 'Other Questions Co'));
});

afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'PUT' | 'POST';
const call = (app: TestApp, method: Method, url: string, caller: string | null, payload?: object, lang = 'en') =>
  app.app.inject({ method, url: `/api/recruiter/${url}`, headers: { ...(caller ? { token: caller } : {}), lang }, ...(payload ? { payload } : {}) });

async function draft(app = t, caller = recruiter, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await call(app, 'POST', 'post-job/', caller, jobFields(overrides));
  expect(response.statusCode).toBe(200);
  return json(response).data.job.jid;
}

const list = (id: string, caller = recruiter) => call(t, 'GET', `job/${id}/questions/`, caller);
const save = (id: string, questions: unknown, caller = recruiter, lang = 'en') => call(t, 'PUT', `job/${id}/questions/`, caller, { questions }, lang);
const suggest = (id: string, caller = recruiter, app = t) => call(app, 'POST', `job/${id}/questions/suggest/`, caller);

describe('suggesting questions', () => {
  it('composes questions from the job’s skills and occupation, probing every must-have, without saving them', async () => {
    const id = await draft();
    const response = await suggest(id);
    expect(response.statusCode).toBe(200);
    const { questions } = json(response).data;
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(questions.length).toBeLessThanOrEqual(10);
    expect(questions[0]).toEqual({
      question: 'Walk us through a piece of Python code you wrote recently that you are proud of. What did it do, and how did you make sure it was correct and easy to maintain?',
      kind: 'technical',
      skill_ids: ['skill:python'],
      rubric: expect.stringContaining('the idioms of Python'),
      source: 'suggested',
    });
    const probed = new Set(questions.flatMap((q: { skill_ids: string[] }) => q.skill_ids));
    expect(probed).toContain('skill:sql');
    expect(probed).toContain('skill:python');
    expect(new Set(questions.map((q: { kind: string }) => q.kind))).toEqual(new Set(['technical', 'behavioural', 'situational']));
    expect(json(await list(id)).data.questions).toEqual([]);
    // The same job, the same suggestions.
    expect(json(await suggest(id)).data).toEqual(json(response).data);
  });

  it('writes them in the job’s language: an Arabic job gets Arabic questions', async () => {
    const id = await draft(t, recruiter, { job_title: 'محلل بيانات', description: ARABIC_DESCRIPTION });
    const { questions } = json(await suggest(id)).data;
    for (const q of questions) expect(q.question).toMatch(/[\u0600-\u06FF]/);
    expect(questions[0].question).toBe('حدّثنا عن شيفرة كتبتها مؤخرًا بلغة بايثون وتفخر بها. ماذا كانت تفعل، وكيف تأكدت من صحتها وسهولة صيانتها؟');
  });

  it('leaves out what the saved list already asks, whatever its spacing or case', async () => {
    const id = await draft();
    const first = json(await suggest(id)).data.questions;
    const kept = { ...first[0], question: `  ${first[0].question.toUpperCase()}  ` };
    expect((await save(id, [kept])).statusCode).toBe(200);
    const again = json(await suggest(id)).data.questions;
    expect(again).toEqual(first.slice(1));
  });
});

describe('saving the list', () => {
  it('replaces the whole list in its order: Job Updated Successfully, in both languages', async () => {
    const id = await draft();
    const suggestions = json(await suggest(id)).data.questions.slice(0, 3);
    const response = await save(id, [question(), ...suggestions]);
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe('Job Updated Successfully');
    const saved = json(response).data.questions;
    expect(saved.map((q: { position: number }) => q.position)).toEqual([0, 1, 2, 3]);
    expect(saved[0]).toMatchObject({ ...question(), id: expect.any(String) });
    expect(saved.slice(1).map((q: { source: string }) => q.source)).toEqual(['suggested', 'suggested', 'suggested']);
    expect(json(await list(id)).data).toEqual(json(response).data);

    // Moved, edited and one removed: the saved list is exactly the new one.
    const reordered = [{ ...suggestions[2], question: 'Which SQL habits keep your reports correct when the data changes?' }, question()];
    const second = await save(id, reordered, recruiter, 'ar');
    expect(json(second).message).toBe('تم تحديث الوظيفة بنجاح');
    expect(json(await list(id)).data.questions.map(({ question: text, position }: { question: string; position: number }) => [position, text])).toEqual([
      [0, 'Which SQL habits keep your reports correct when the data changes?'],
      [1, question().question],
    ]);
    expect(json(await save(id, [])).data.questions).toEqual([]);
    expect(json(await list(id)).data.questions).toEqual([]);
  });

  it('takes a typed question with no skills, and trims the text', async () => {
    const id = await draft();
    const response = await save(id, [{ question: '  Why do you want to work with us?  ', kind: 'behavioural', rubric: 'Knows the company; reasons tied to the role.' }]);
    expect(response.statusCode).toBe(200);
    expect(json(response).data.questions[0]).toMatchObject({ question: 'Why do you want to work with us?', skill_ids: [], source: 'typed' });
  });

  it('refuses bad lists with the field’s message, and saves nothing', async () => {
    const id = await draft();
    await save(id, [question()]);
    const cases: Array<[unknown, string]> = [
      [undefined, 'Field is required'],
      ['a list', 'Invalid value'],
      [Array.from({ length: 31 }, (_, index) => question({ question: `Question number ${index} about SQL?` })), 'At most 30 items'],
      [[question({ question: 'Why SQL?' })], 'A question must be 10 to 500 characters'],
      [[question({ question: 'x'.repeat(501) })], 'A question must be 10 to 500 characters'],
      [[question({ question: 42 })], 'Invalid value'],
      [[question({ question: undefined })], 'Field is required'],
      [[question({ rubric: '   ' })], 'Field is required'],
      [[question({ rubric: 'x'.repeat(1001) })], 'Must be at most 1000 characters'],
      [[question({ kind: 'trivia' })], 'Invalid value'],
      [[question({ source: 'robot' })], 'Invalid value'],
      [[question({ skill_ids: 'skill:sql' })], 'Invalid value'],
      [[question({ id: 'x' })], 'Unknown field'],
      [[question({ skill_ids: ['skill:accounting'] })], 'Choose skills of this job'],
      [[question({ skill_ids: ['skill:not-in-catalogue'] })], 'Choose skills of this job'],
    ];
    for (const [questions, message] of cases) {
      const response = await save(id, questions);
      expect(response.statusCode, message).toBe(400);
      expect(JSON.stringify(json(response)), message).toContain(message);
    }
    const extra = await call(t, 'PUT', `job/${id}/questions/`, recruiter, { questions: [], job_id: id });
    expect(extra.statusCode).toBe(400);
    expect(json(extra).message).toBe('Unknown field');
    expect(JSON.stringify(json(await save(id, [question({ question: 'Why SQL?' })], recruiter, 'ar')))).toContain('يجب أن يكون السؤال بين 10 و500 حرف');
    expect(JSON.stringify(json(await save(id, [question({ skill_ids: ['skill:accounting'] })], recruiter, 'ar')))).toContain('اختر من مهارات هذه الوظيفة');
    expect(json(await list(id)).data.questions.map((q: { question: string }) => q.question)).toEqual([question().question]);
  });

  it('goes with the job: deleting the job deletes its questions', async () => {
    const id = await draft();
    await save(id, [question(), question({ question: 'Tell us about a dashboard people relied on.', kind: 'behavioural', skill_ids: [] })]);
    const count = async () => Number(((await t.database.executeSql(`select count(*) as n from job_questions where job_id = '${id}'`)).rows[0] as { n: string }).n);
    expect(await count()).toBe(2);
    expect((await call(t, 'POST', 'delete-job', recruiter, { job_id: id })).statusCode).toBe(200);
    expect(await count()).toBe(0);
  });
});

describe('who reaches a job’s questions', () => {
  it('the company’s recruiters and recruiter admins; another company’s recruiter is told Job not exist', async () => {
    const id = await draft();
    expect((await save(id, [question()], admin)).statusCode).toBe(200);
    expect((await list(id, admin)).statusCode).toBe(200);
    expect((await suggest(id, admin)).statusCode).toBe(200);
    for (const response of [await list(id, otherRecruiter), await save(id, [], otherRecruiter), await suggest(id, otherRecruiter)]) {
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe('Job not exist');
    }
    expect(json(await call(t, 'GET', `job/${id}/questions/`, otherRecruiter, undefined, 'ar')).message).toBe('الوظيفة غير موجودة');
    // Nothing changed by the refused save.
    expect(json(await list(id)).data.questions).toHaveLength(1);
  });

  it('refuses candidates, unapproved recruiters and callers without a token', async () => {
    const id = await draft();
    for (const caller of [candidate, pending]) {
      expect((await list(id, caller)).statusCode).toBe(403);
      expect((await save(id, [], caller)).statusCode).toBe(403);
      expect((await suggest(id, caller)).statusCode).toBe(403);
    }
    expect((await call(t, 'GET', `job/${id}/questions/`, null)).statusCode).toBe(401);
    expect((await call(t, 'PUT', `job/${id}/questions/`, null, { questions: [] })).statusCode).toBe(401);
    expect((await call(t, 'POST', `job/${id}/questions/suggest/`, null)).statusCode).toBe(401);
  });

  it('answers Job not exist for a job that does not exist, and refuses an id that is not one', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const response of [await list(missing), await save(missing, []), await suggest(missing)]) {
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe('Job not exist');
    }
    expect((await list('not-a-uuid')).statusCode).toBe(400);
  });
});

describe('suggestions from a configured LLM', () => {
  const API_KEY = 'test-key';
  const MODEL = 'test-model';
  let fake: FakeOpenAi;
  let withLlm: TestApp;
  let llmRecruiter: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: API_KEY, model: MODEL });
    withLlm = await createTestApp({ env: { LLM_BASE_URL: `${fake.url}/v1`, LLM_API_KEY: API_KEY, LLM_MODEL: MODEL } });
    const company = await createCompany(withLlm.app, 'LLM Co');
    llmRecruiter = await tokenOf(withLlm.app, { role_id: ROLE_IDS.recruiter, company_id: company });
  });
  afterAll(async () => {
    await withLlm?.close();
    await fake?.close();
  });

  const proposal = (overrides: Record<string, unknown> = {}) => ({
    question: 'How would you design a weekly report that operations managers actually read?',
    kind: 'technical',
    skill_ids: ['skill:sql'],
    rubric: 'Starts from the decisions the report supports; keeps it short; automates the refresh.',
    ...overrides,
  });

  it('adds the model’s proposals after the engine’s, each checked: the job’s skills only, lengths, no repeats, five at most', async () => {
    const id = await draft(withLlm, llmRecruiter);
    fake.requests.length = 0;
    fake.script(() => ({
      json: {
        questions: [
          proposal(),
          proposal({ question: 'Which Excel and SQL checks do you run before you send a report?', skill_ids: ['skill:sql', 'skill:accounting'] }),
          proposal({ question: 'Too short' }),
          proposal({ question: 'Tell us about a report that changed a decision.', kind: 'trivia' }),
          proposal({ question: 'Describe a time you disagreed with a colleague or a manager about how to do the work. How did you handle it, and how did it end?', kind: 'behavioural', skill_ids: [] }),
          proposal({ question: 'What would you automate first in a manual weekly report, and why?', rubric: 'x'.repeat(1001) }),
          proposal({ question: 'How do you explain a surprising number to a sceptical manager?', kind: 'situational', skill_ids: [] }),
          proposal({ question: 'Which Power BI features do you use to keep dashboards fast?', skill_ids: ['skill:power-bi'] }),
          proposal({ question: 'What makes a SQL query hard to maintain, and how do you avoid it?' }),
          proposal({ question: 'How do you check a colleague’s analysis before it goes out?', kind: 'behavioural', skill_ids: [] }),
        ],
      },
    }));
    const response = await suggest(id, llmRecruiter, withLlm);
    expect(response.statusCode).toBe(200);
    const { questions } = json(response).data;
    const fromLlm = questions.filter((q: { source: string }) => q.source === 'llm');
    expect(questions.findIndex((q: { source: string }) => q.source === 'llm')).toBe(questions.length - fromLlm.length);
    expect(fromLlm).toEqual([
      { ...proposal(), source: 'llm' },
      { ...proposal({ question: 'Which Excel and SQL checks do you run before you send a report?' }), skill_ids: ['skill:sql'], source: 'llm' },
      { ...proposal({ question: 'How do you explain a surprising number to a sceptical manager?', kind: 'situational', skill_ids: [] }), source: 'llm' },
      { ...proposal({ question: 'Which Power BI features do you use to keep dashboards fast?', skill_ids: ['skill:power-bi'] }), source: 'llm' },
      { ...proposal({ question: 'What makes a SQL query hard to maintain, and how do you avoid it?' }), source: 'llm' },
    ]);

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!.body;
    expect(sent.model).toBe(MODEL);
    expect(sent.response_format.json_schema.name).toBe('interview_questions');
    const brief = JSON.parse(sent.messages[1].content);
    expect(brief).toMatchObject({ job_title: 'Data Analyst', description: DESCRIPTION });
    expect(brief.skills).toContainEqual({ id: 'skill:sql', name: 'SQL', importance: 'must_have' });
    // The model is told what is already suggested, so it proposes something else.
    expect(brief.questions_already_asked).toEqual(questions.filter((q: { source: string }) => q.source === 'suggested').map((q: { question: string }) => q.question));
  });

  it('falls back to the engine’s suggestions alone when the model fails or answers nonsense', async () => {
    const id = await draft(withLlm, llmRecruiter);
    fake.script(() => ({ json: { questions: [] } }));
    const engineOnly = json(await suggest(id, llmRecruiter, withLlm)).data.questions;
    expect(engineOnly.length).toBeGreaterThanOrEqual(6);
    for (const answer of [{ status: 500 }, { content: 'I cannot help with that.' }, { json: { questions: 'many' } }] as const) {
      fake.script(() => answer);
      const response = await suggest(id, llmRecruiter, withLlm);
      expect(response.statusCode).toBe(200);
      expect(json(response).data.questions).toEqual(engineOnly);
    }
  });
});
