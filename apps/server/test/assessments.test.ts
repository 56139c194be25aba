/**
 * The skills assessments (issue #15, decision 0072): the kinds and their attempts, candidate-safe
 * questionnaires, answers checked against their items and saved as given (leave and resume), the time limit
 * enforced on the server, submission → RESULT_PROCESSING → the scoring job → COMPLETED with the engine's
 * evidence, human scores beside the automatic one, and who may read what (decision 0060's rule).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOLDEN_ANSWERS } from '../../../packages/engines/src/english-assessment/__fixtures__/golden-answers.ts';
import { users } from '../src/db/schema/accounts.ts';
import { assessmentAnswers, assessmentAttempts } from '../src/db/schema/assessments.ts';
import { files } from '../src/db/schema/files.ts';
import { jobs } from '../src/db/schema/jobs.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { sweepStaleAttempts } from '../src/modules/assessments/assessments.service.ts';
import { storeFile } from '../src/modules/files/files.service.ts';
import { pdfText } from './helpers/pdf.ts';
import { logIn, recruiterCallers, ROLE_IDS, tokenOf } from './helpers/factories.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let recruiter: string;
/** A recruiter admin of the demo recruiter's company. */
let admin: string;
let otherRecruiter: string;
let sara: { token: string; userId: string };
/** Another candidate, who never turned to the company. */
let daniel: { token: string; userId: string };
/** The company's published job Sara applied to. */
let job: { id: string; job_title: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  const demoRecruiter = await logIn(t.app, 'recruiter@masar.demo', 'Masar#Hire26');
  recruiter = demoRecruiter.token;
  sara = await logIn(t.app, 'sara@masar.demo', 'Masar#Sara26');
  daniel = await logIn(t.app, 'daniel@masar.demo', 'Masar#Dan26');
  otherRecruiter = (await recruiterCallers(t.app, 'Faraway Skills Ltd', 'Other Skills Ltd')).otherRecruiter;
  const [me] = await t.database.db
    .select({ company_id: users.company_id })
    .from(users)
    .where(eq(users.id, demoRecruiter.userId));
  admin = await tokenOf(t.app, { role_id: ROLE_IDS['recruiter admin'], company_id: me!.company_id! });
  job = (
    await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.company_id, me!.company_id!), eq(jobs.status, 'published')))
  )[0]!;
  // Sara applies to the company's job: its recruiters may read her assessments; Daniel never does.
  const applied = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/job/apply',
    headers: { token: sara.token },
    payload: { job_id: job!.id },
  });
  expect(applied.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url: `/api/assessments/${url}`, headers: { token, lang }, ...(payload ? { payload } : {}) });
const save = (kind: string, answers: object[], token = sara.token) =>
  call('POST', `${kind}/answers/bulk`, token, { answers });
const text = (question_id: string, answer: string) => ({ question_id, answer_type: 'text', answer });
const statusOf = (response: { statusCode: number }) => response.statusCode;

/** Reads the result until the scoring job has run. */
async function completed(kind: string, userId: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await call('GET', `${kind}/result/${userId}`, sara.token);
    const data = json(response).data;
    if (data?.status !== 'RESULT_PROCESSING' || Date.now() > deadline) return data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const w1B2 = GOLDEN_ANSWERS.find((answer) => answer.id === 'w1-b2')!;

describe('kinds and questionnaires', () => {
  it("lists the four kinds with the caller's attempt, and answers an unknown kind 'Assessments Not Found'", async () => {
    const kinds = json(await call('GET', '', sara.token)).data;
    expect(kinds.map((k: { id: string; time_limit_minutes: number }) => [k.id, k.time_limit_minutes])).toEqual([
      ['english_v1', 40],
      ['english_v2', 55],
      ['annotation_v1', 45],
      ['annotation_v2', 60],
    ]);
    expect(kinds[1]).toMatchObject({ filters: ['written', 'speaking'], questions: 16, status: null });
    expect(kinds[0].filters).toEqual(['written']);
    const asRecruiter = json(await call('GET', '', recruiter)).data;
    expect(asRecruiter.every((k: { status: unknown }) => k.status === null)).toBe(true);
    const unknown = await call('GET', 'english_v9/questionnaire/', sara.token);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Assessments Not Found');
  });

  it('serves items without keys or gold; the candidate opening it starts the clock, a recruiter looking starts nothing', async () => {
    const looked = json(await call('GET', 'english_v1/questionnaire/?limit=100', recruiter)).data;
    expect(looked).toMatchObject({ total: 16, status: null, user_id: null });
    const english = json(await call('GET', 'english_v1/questionnaire/?limit=5&order=desc', sara.token)).data;
    expect(english).toMatchObject({ kind: 'english_v1', user_id: sara.userId, status: 'IN_PROGRESS', total: 16 });
    expect(english.items).toHaveLength(5);
    expect(english.items[0]).toMatchObject({ id: 'en-w2', position: 16, answer_type: 'long_text', filter: 'written' });
    expect(Date.parse(english.deadline_at) - Date.parse(english.started_at)).toBe(40 * 60_000);
    const annotation = json(await call('GET', 'annotation_v1/questionnaire/?limit=100', sara.token)).data;
    const sent = JSON.stringify([looked.items, annotation.items]);
    for (const secret of ['"key"', '"gold"', '"flaws"', '"reference"', '"topicGroups"', '"rationale"'])
      expect(sent).not.toContain(secret);
    const guideline = annotation.items.find((item: { section: string }) => item.section === 'part5');
    expect(guideline.question.guideline.title).toBe('Job-message spam');
    const reading = looked.items.find((item: { section: string }) => item.section === 'reading');
    expect(reading.question.passage).toContain('Jeddah office');
  });
});

describe('answers', () => {
  it('checks each answer against its item and saves none of a bulk call when one is wrong', async () => {
    const cases: Array<[object, string, string]> = [
      [
        { question_id: 'en-w1', answer_type: 'text', answer: 'hello' },
        'answers.0.answer_type',
        'This answer does not fit the question',
      ],
      [text('en-r1', 'z'), 'answers.0.answer', 'This answer does not fit the question'],
      [text('an-c1', 'positive'), 'answers.0.question_id', 'This is not a question of this assessment'],
      [
        { question_id: 'en-w1', answer_type: 'long_text', answer: 'word '.repeat(1300) },
        'answers.0.answer',
        'Must be at most 6000 characters',
      ],
    ];
    for (const [answer, path, message] of cases) {
      const refused = await save('english_v1', [answer, text('en-r2', 'a')]);
      expect(refused.statusCode, path).toBe(400);
      expect(json(refused).errors[0]).toEqual({ path, message });
    }
    expect(json(await call('GET', 'english_v1/answers', sara.token)).data.total).toBe(0);
    expect(statusOf(await save('english_v1', [text('en-r1', 'b')], recruiter))).toBe(403);
    expect(statusOf(await save('english_v1', [text('en-r1', 'b')], admin))).toBe(403);
  });

  it('saves answers as given, so the candidate leaves and resumes; a changed answer replaces the old', async () => {
    const saved = await call('POST', 'english_v1/answers', sara.token, text('en-r1', 'b'));
    expect(json(saved).data).toMatchObject({ status: 'IN_PROGRESS', saved: ['en-r1'] });
    expect(
      statusOf(
        await save('english_v1', [
          text('en-r1', 'a'),
          text('en-g1', 'c'),
          { question_id: 'en-w1', answer_type: 'long_text', answer: w1B2.text },
        ]),
      ),
    ).toBe(200);
    // Back later: the questionnaire comes with what was saved.
    const resumed = json(await call('GET', 'english_v1/questionnaire/?limit=100', sara.token)).data;
    expect(resumed.answers).toEqual({ 'en-r1': 'a', 'en-g1': 'c', 'en-w1': w1B2.text });
    const own = json(await call('GET', 'english_v1/answers?question_ids=en-r1,en-w1', sara.token)).data;
    expect(
      own.answers.map((a: { question_id: string; times_answered: number }) => [a.question_id, a.times_answered]),
    ).toEqual([
      ['en-r1', 2],
      ['en-w1', 1],
    ]);
    expect(json(await call('GET', 'english_v1/answers?answer_type=long_text', sara.token)).data.total).toBe(1);
  });

  it("lets the company's recruiters read a related candidate's answers, and nobody else", async () => {
    for (const token of [recruiter, admin])
      expect(json(await call('GET', `english_v1/answers?user_id=${sara.userId}`, token)).data.total).toBe(3);
    expect(
      json(await call('GET', `english_v1/questionnaire/?user_id=${sara.userId}`, admin)).data.answers,
    ).toHaveProperty('en-w1');
    for (const token of [otherRecruiter, daniel.token]) {
      const refused = await call('GET', `english_v1/answers?user_id=${sara.userId}`, token);
      expect(refused.statusCode).toBe(404);
      expect(json(refused).message).toBe('Assessments Not Found');
      expect(statusOf(await call('GET', `english_v1/questionnaire/?user_id=${sara.userId}`, token))).toBe(404);
    }
    // Daniel has no attempt of his own.
    expect(statusOf(await call('GET', 'english_v1/answers', daniel.token))).toBe(404);
  });
});

describe('submission, scoring and results', () => {
  it('submits, scores in the background with evidence, and takes no answer after', async () => {
    expect(statusOf(await call('POST', `english_v1/result/${sara.userId}`, daniel.token, {}))).toBe(404);
    const submitted = await call('POST', `english_v1/result/${sara.userId}`, sara.token, {});
    expect(json(submitted).message).toBe('Assessment submitted; its result is being prepared');
    expect(json(submitted).data).toMatchObject({ status: 'RESULT_PROCESSING', score: null, automatic: null });
    const late = await save('english_v1', [text('en-r2', 'a')]);
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe('This assessment has been submitted; its answers can no longer change');

    const result = await completed('english_v1', sara.userId);
    expect(result.status).toBe('COMPLETED');
    expect(result.scoring_version).toBe('writing-1 · bank 1');
    // The team labelled this answer B2 (decision 0067's golden set), and the engine agrees.
    const writing = result.automatic.writing.find((w: { itemId: string }) => w.itemId === 'en-w1');
    expect(writing.result.band).toBe(w1B2.band);
    expect(writing.result.criteria.range.evidence.length).toBeGreaterThan(0);
    expect(result.score).toBe(result.automatic.band);
    for (const token of [recruiter, admin])
      expect(json(await call('GET', `english_v1/result/${sara.userId}`, token)).data.automatic.band).toBe(result.score);
    for (const token of [otherRecruiter, daniel.token])
      expect(statusOf(await call('GET', `english_v1/result/${sara.userId}`, token))).toBe(404);
  });

  it('keeps a human score with its reason beside the automatic one', async () => {
    const body = { score: 'C1', reason: 'The email is well organised; the engine underrates its range.' };
    for (const token of [otherRecruiter, sara.token, daniel.token])
      expect(statusOf(await call('POST', `english_v1/result/${sara.userId}`, token, body))).toBe(404);
    const wrongScale = await call('POST', `english_v1/result/${sara.userId}`, recruiter, { ...body, score: 80 });
    expect(json(wrongScale).errors[0].path).toBe('score');
    const before = json(await call('GET', `english_v1/result/${sara.userId}`, sara.token)).data;
    const scored = await call('POST', `english_v1/result/${sara.userId}`, recruiter, body);
    expect(json(scored).message).toBe('Assessment Completed Successfully');
    const after = json(scored).data;
    expect(after.score).toBe(before.score);
    expect(after.automatic).toEqual(before.automatic);
    expect(after.human_scores).toEqual([
      expect.objectContaining({ score: 'C1', reason: body.reason, question_id: null, scorer_name: expect.any(String) }),
    ]);
    // An attempt still being answered has nothing to score yet.
    const open = await call('POST', `annotation_v1/result/${sara.userId}`, recruiter, { score: 50, reason: 'Early' });
    expect(open.statusCode).toBe(409);
  });

  it('refuses answers after the time limit and scores the attempt from what was saved', async () => {
    expect(statusOf(await save('annotation_v1', [text('an-c1', 'positive'), text('an-c2', 'negative')]))).toBe(200);
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    await t.database.db
      .update(assessmentAttempts)
      .set({ started_at: hourAgo, deadline_at: new Date(hourAgo.getTime() + 45 * 60_000) })
      .where(and(eq(assessmentAttempts.candidate_id, sara.userId), eq(assessmentAttempts.kind, 'annotation_v1')));
    const late = await save('annotation_v1', [text('an-c3', 'neutral')]);
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe('The time for this assessment is up; it was submitted with the answers saved');
    const result = await completed('annotation_v1', sara.userId);
    expect(result.status).toBe('COMPLETED');
    expect(result.automatic.parts.part1).toMatchObject({ answered: 2 });
    expect(typeof result.score).toBe('number');
    // A scoring whose job was lost (its retries spent) is queued again by the next read.
    await t.database.db
      .update(assessmentAttempts)
      .set({ status: 'RESULT_PROCESSING', submitted_at: hourAgo, result: null })
      .where(and(eq(assessmentAttempts.candidate_id, sara.userId), eq(assessmentAttempts.kind, 'annotation_v1')));
    expect((await completed('annotation_v1', sara.userId)).score).toBe(result.score);
  });

  it('keeps a speaking answer as its recording, waiting for a person without a transcription provider', async () => {
    const recording = async (ownerId: string) => {
      const [row] = await t.database.db
        .insert(files)
        .values({
          owner_id: ownerId,
          category: 'interview audio',
          kind: 'txt',
          size_bytes: 1,
          sha256: '0',
          storage_key: `test/${ownerId}`,
          file_name: 'answer.webm',
        })
        .returning();
      return row!.id;
    };
    const speaking = (recordingId: string) => ({ question_id: 'en-s1', answer_type: 'json', answer: { recordingId } });
    const notHers = await save('english_v2', [speaking(await recording(daniel.userId))]);
    expect(json(notHers).errors[0]).toEqual({
      path: 'answers.0.answer',
      message: 'The recording must be one of your interview audio uploads',
    });
    expect(statusOf(await save('english_v2', [speaking(await recording(sara.userId))]))).toBe(200);
    expect(statusOf(await call('POST', `english_v2/result/${sara.userId}`, sara.token, {}))).toBe(200);
    const result = await completed('english_v2', sara.userId);
    expect(result.pending_human_score).toEqual(['en-s1']);
    expect(result.automatic.transcription).toBe('not_configured');
    const human = await call('POST', `english_v2/result/${sara.userId}`, admin, {
      score: 'B1',
      reason: 'Listened to the recording.',
      question_id: 'en-s1',
    });
    expect(json(human).data.human_scores[0]).toMatchObject({ score: 'B1', question_id: 'en-s1' });
  });
});

describe("the recruiter's results (decision 0073)", () => {
  type Entry = {
    kind: string;
    user_id: string;
    status: string;
    score: unknown;
    human_score: unknown;
    report_id: string;
    date: string;
  };
  const list = async (query: string, token = recruiter) => {
    const response = await call('GET', `results/?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return json(response).data as { total: number; results: (Entry & { jobs: object[] })[]; jobs: object[] };
  };
  const saras = (entries: Entry[]) => entries.filter((entry) => entry.user_id === sara.userId);

  it("lists every kind's results of related candidates with score, human score and the relating job", async () => {
    // Sara's personality short scale, beside her skills attempts.
    const answers = Array.from({ length: 50 }, (_, index) => ({
      answerNumber: (index % 5) + 1,
      question: '',
      questionNumber: index + 1,
    }));
    const answered = await t.app.inject({
      method: 'POST',
      url: '/api/principles/assessments/answers/',
      headers: { token: sara.token },
      payload: { answers },
    });
    expect(answered.statusCode).toBe(200);
    const all = await list('limit=100');
    const own = saras(all.results);
    expect(own.map((entry) => [entry.kind, entry.status]).sort()).toEqual([
      ['annotation_v1', 'COMPLETED'],
      ['english_v1', 'COMPLETED'],
      ['english_v2', 'COMPLETED'],
      ['personality', 'COMPLETED'],
    ]);
    const personality = all.results.find((entry) => entry.user_id === sara.userId && entry.kind === 'personality')!;
    expect(personality).toMatchObject({
      score: null,
      personality: { type: expect.stringMatching(/^[A-Z]{4}$/), scale: 'short' },
    });
    expect(personality.report_id).toMatch(/^[0-9a-f-]{36}$/);
    const english = own.find((entry) => entry.kind === 'english_v1')!;
    expect(english).toMatchObject({ human_score: 'C1', report_id: `english_v1.${sara.userId}` });
    expect(english.score).toMatch(/^[ABC][12]$/);
    expect(all.results.find((entry) => entry.report_id === english.report_id)!.jobs).toEqual([
      { id: job.id, title: job.job_title },
    ]);
    expect(all.jobs).toContainEqual({ id: job.id, title: job.job_title });
    // A human score for one item is not the attempt's.
    expect(own.find((entry) => entry.kind === 'english_v2')!.human_score).toBeNull();
    expect(typeof own.find((entry) => entry.kind === 'annotation_v1')!.score).toBe('number');
    // Nobody unrelated is listed: Daniel never turned to the company.
    expect(all.results.some((entry) => entry.user_id === daniel.userId)).toBe(false);
  });

  it('filters by kind, status, job, dates and name, and pages', async () => {
    expect(saras((await list('kind=annotation_v1')).results).map((entry) => entry.kind)).toEqual(['annotation_v1']);
    expect(saras((await list('status=IN_PROGRESS')).results)).toEqual([]);
    expect(saras((await list(`job_id=${job.id}`)).results)).toHaveLength(4);
    expect((await list(`job_id=${crypto.randomUUID()}`)).total).toBe(0);
    expect((await list('end_date=2020-01-01')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(saras((await list(`start_date=${today}&end_date=${today}`)).results)).toHaveLength(4);
    expect(saras((await list('name=SARA')).results)).toHaveLength(4);
    expect(saras((await list('kind=personality&status=COMPLETED')).results)).toHaveLength(1);
    expect((await list('name=nobody-is-called-this')).total).toBe(0);
    const paged = await list('limit=1&page=1&kind=english_v2');
    expect(paged.results).toHaveLength(0);
    const wrong = await call('GET', 'results/?start_date=2026-02-01&end_date=2026-01-01', recruiter);
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).errors[0]).toEqual({
      path: 'start_date',
      message: 'The start date must not be after the end date',
    });
  });

  it('pages personality and skills results together, newest first, each page the next slice of the whole', async () => {
    const whole = await list('limit=100');
    expect(whole.total).toBe(whole.results.length);
    expect(new Set(whole.results.map((entry) => entry.kind)).size).toBeGreaterThan(1);
    const dates = whole.results.map((entry) => Date.parse(entry.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // One at a time, and two at a time: the same results in the same order, none twice, none left out.
    for (const size of [1, 2]) {
      const walked: string[] = [];
      for (let page = 0; page * size < whole.total; page++) {
        const slice = await list(`limit=${size}&page=${page}`);
        expect(slice.total).toBe(whole.total);
        walked.push(...slice.results.map((entry) => entry.report_id));
      }
      expect(walked).toEqual(whole.results.map((entry) => entry.report_id));
    }
    expect((await list(`limit=1&page=${whole.total}`)).results).toEqual([]);
    // A filtered page counts what the filter keeps, not all.
    const completed = await list('status=COMPLETED&limit=1');
    expect(completed.results).toHaveLength(1);
    expect(completed.total).toBe(whole.results.filter((entry) => entry.status === 'COMPLETED').length);
  });

  it('is empty for another company and refused to candidates', async () => {
    expect((await list('', otherRecruiter)).results.some((entry) => entry.user_id === sara.userId)).toBe(false);
    expect((await list('', admin)).total).toBeGreaterThanOrEqual(4);
    expect(statusOf(await call('GET', 'results/', sara.token))).toBe(403);
  });
});

describe('cancelling and the abandoned-attempt sweep (decision 0073)', () => {
  it('lets only the candidate cancel before submitting; a cancelled attempt takes no answer and is never scored', async () => {
    expect(statusOf(await call('GET', 'annotation_v2/questionnaire/', daniel.token))).toBe(200);
    const cancel = { status: 'CANCELLED' };
    expect(statusOf(await call('POST', `annotation_v2/result/${daniel.userId}`, recruiter, cancel))).toBe(404);
    expect(statusOf(await call('POST', `english_v1/result/${sara.userId}`, sara.token, cancel))).toBe(409);
    const cancelled = await call('POST', `annotation_v2/result/${daniel.userId}`, daniel.token, cancel);
    expect(json(cancelled).message).toBe('Assessment cancelled');
    expect(json(cancelled).data).toMatchObject({ status: 'CANCELLED', score: null });
    const late = await save('annotation_v2', [text('an-c7', 'billing')], daniel.token);
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe('This assessment was cancelled; it will not be scored');
    expect(json(await call('POST', `annotation_v2/result/${daniel.userId}`, daniel.token, {})).message).toBe(
      'This assessment was cancelled; it will not be scored',
    );
  });

  it('submits attempts past their deadline that nobody opens again, and leaves cancelled ones alone', async () => {
    expect(statusOf(await save('english_v1', [text('en-r1', 'b')], daniel.token))).toBe(200);
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    await t.database.db
      .update(assessmentAttempts)
      .set({ started_at: hourAgo, deadline_at: new Date(hourAgo.getTime() + 5 * 60_000) })
      .where(eq(assessmentAttempts.candidate_id, daniel.userId));
    expect(await sweepStaleAttempts(t.app.ctx)).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db
      .select({ kind: assessmentAttempts.kind, status: assessmentAttempts.status })
      .from(assessmentAttempts)
      .where(eq(assessmentAttempts.candidate_id, daniel.userId));
    const statusOfKind = (kind: string) => rows.find((row) => row.kind === kind)!.status;
    expect(['RESULT_PROCESSING', 'COMPLETED']).toContain(statusOfKind('english_v1'));
    expect(statusOfKind('annotation_v2')).toBe('CANCELLED');
  });
});

describe('the result as a PDF and the recordings (decision 0073)', () => {
  const pdf = (token: string, lang: string, kind = 'english_v1', userId = sara.userId) =>
    call('GET', `${kind}/result/${userId}/pdf`, token, undefined, lang);
  async function madePdf(token: string, lang: string) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const response = await pdf(token, lang);
      if (response.statusCode !== 202 || Date.now() > deadline) return response;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("is made by a job in the reader's language, with the human score beside the engine's", async () => {
    const first = await pdf(recruiter, 'en');
    expect(first.statusCode).toBe(202);
    expect(json(first)).toEqual({ data: { status: 'pending' } });
    for (const token of [otherRecruiter, daniel.token]) expect(statusOf(await pdf(token, 'en'))).toBe(404);
    const made = await madePdf(recruiter, 'en');
    expect(made.statusCode).toBe(200);
    expect(made.headers['content-type']).toBe('application/pdf');
    const english = pdfText(made.rawPayload);
    const [person] = await t.database.db.select().from(users).where(eq(users.id, sara.userId));
    expect(english).toContain(`English (written) result: ${person!.first_name} ${person!.last_name}`);
    expect(english).toMatch(/Automatic score: [ABC][12]/);
    expect(english).toContain('Human scores');
    expect(english).toContain('The email is well organised');
    expect(english).toMatch(/Writing en-w1: [ABC][12]/);

    const arabic = pdfText((await madePdf(sara.token, 'ar')).rawPayload);
    // Words without the lam-alef ligature, which pdftotext reads back as two letters in the wrong order.
    expect(arabic.split('\n')[0]).toContain('نتيجة تقييم');
    expect(arabic).toContain('درجات المقيّمين');
    expect(arabic).toContain('القراءة');
    expect(arabic).toContain('The email is well organised');
  });

  it('is made again after a new human score, and refused while there is no result', async () => {
    await call('POST', `english_v1/result/${sara.userId}`, admin, {
      score: 'B2',
      reason: 'Second opinion after a call.',
    });
    expect((await pdf(recruiter, 'en')).statusCode).toBe(202);
    expect(pdfText((await madePdf(recruiter, 'en')).rawPayload)).toContain('Second opinion after a call.');
    const none = await pdf(daniel.token, 'en', 'annotation_v2', daniel.userId);
    expect(none.statusCode).toBe(409);
    expect(json(none).message).toBe('Failed to create assessment report');
  });

  it("serves a speaking answer's recording to those who may read the attempt", async () => {
    const bytes = Buffer.from('webm-bytes-of-a-spoken-answer');
    const file = await storeFile(t.app.ctx, {
      ownerId: sara.userId,
      category: 'interview audio',
      kind: 'txt',
      fileName: 'answer.webm',
      bytes,
    });
    const [attempt] = await t.database.db
      .select()
      .from(assessmentAttempts)
      .where(and(eq(assessmentAttempts.candidate_id, sara.userId), eq(assessmentAttempts.kind, 'english_v2')));
    await t.database.db
      .update(assessmentAnswers)
      .set({ answer: { recordingId: file.id } })
      .where(and(eq(assessmentAnswers.attempt_id, attempt!.id), eq(assessmentAnswers.question_id, 'en-s1')));
    const url = `english_v2/recordings/${sara.userId}/en-s1`;
    for (const token of [recruiter, sara.token]) {
      const heard = await call('GET', url, token);
      expect(heard.statusCode).toBe(200);
      expect(heard.headers['content-type']).toBe('audio/webm');
      expect(heard.rawPayload).toEqual(bytes);
    }
    for (const token of [otherRecruiter, daniel.token]) expect(statusOf(await call('GET', url, token))).toBe(404);
    expect(statusOf(await call('GET', `english_v2/recordings/${sara.userId}/en-w1`, recruiter))).toBe(404);
  });
});
