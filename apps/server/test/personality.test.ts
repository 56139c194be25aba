/**
 * The personality assessment (issue #14, decisions 0058–0060): every answer saved as given, leave and
 * resume, short-scale and full results, the profile's `personality`, and who may read what: the candidate
 * their own, a company's recruiters and recruiter admins those of candidates who applied to it or
 * answered its pokes, nobody else ('Assessments Not Found').
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts.ts';
import { files } from '../src/db/schema/files.ts';
import { jobs } from '../src/db/schema/jobs.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { logIn, recruiterCallers, ROLE_IDS, tokenOf, type RecruiterCallers } from './helpers/factories.ts';
import { firstLine, longestStroke, pageImage, pdfText } from './helpers/pdf.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let recruiter: { token: string; userId: string };
/** A recruiter admin of the demo recruiter's company. */
let admin: { token: string };
let sara: { token: string; userId: string };
let daniel: { token: string; userId: string };
let others: RecruiterCallers;
let jobId: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  recruiter = await logIn(t.app, 'recruiter@masar.demo', 'Masar#Hire26');
  sara = await logIn(t.app, 'sara@masar.demo', 'Masar#Sara26');
  daniel = await logIn(t.app, 'daniel@masar.demo', 'Masar#Dan26');
  others = await recruiterCallers(t.app, 'Faraway Assessments Ltd', 'Other Assessments Ltd');
  const [me] = await t.database.db
    .select({ company_id: users.company_id })
    .from(users)
    .where(eq(users.id, recruiter.userId));
  const [job] = await t.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.company_id, me!.company_id!), eq(jobs.status, 'published')));
  jobId = job!.id;
  admin = { token: await tokenOf(t.app, { role_id: ROLE_IDS['recruiter admin'], company_id: me!.company_id! }) };
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url: `/api/principles/${url}`, headers: { token, lang }, ...(payload ? { payload } : {}) });
const answer = (token: string, answers: Array<[question: number, answer: number]>) =>
  call('POST', 'assessments/answers/', token, {
    answers: answers.map(([questionNumber, answerNumber]) => ({ questionNumber, answerNumber, question: 'As shown' })),
  });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

interface Questions {
  assessment_id: string | null;
  questions: Array<{ text: string; number: number }>;
  choices: string[];
  answers: Array<{ answerNumber: number; question: string; questionNumber: number }>;
  assessmentProgress: { shortscaleComplete: boolean; assessmentComplete: boolean; fractionComplete: number };
}
const questionsOf = async (token: string, lang = 'en'): Promise<Questions> =>
  json(await call('GET', 'assessments/questions/', token, undefined, lang)).data;

describe("the candidate's assessment", () => {
  it('has not started: exist is false and the 100 questions come in the asked language, all unanswered', async () => {
    expect(json(await call('GET', 'exist/', sara.token)).data).toEqual({
      exist: false,
      assessment_id: null,
      assessmentProgress: { shortscaleComplete: false, assessmentComplete: false, fractionComplete: 0 },
    });
    const english = await questionsOf(sara.token);
    expect(english.questions).toHaveLength(100);
    expect(english.questions[0]).toEqual({ text: 'Worry about things', number: 1 });
    expect(english.choices).toEqual([
      'Very Inaccurate',
      'Moderately Inaccurate',
      'Neither Accurate Nor Inaccurate',
      'Moderately Accurate',
      'Very Accurate',
    ]);
    expect(english.answers.every((record) => record.answerNumber === -1)).toBe(true);
    const arabic = await questionsOf(sara.token, 'ar');
    expect(arabic.questions[0]).toEqual({ text: 'أقلق حيال الأمور', number: 1 });
    expect(arabic.choices[0]).toBe('لا تنطبق عليّ إطلاقاً');
  });

  it('saves every answer as given, so the candidate leaves and resumes at the next unanswered question', async () => {
    const first = await answer(
      sara.token,
      range(1, 20).map((number) => [number, (number % 5) + 1]),
    );
    expect(first.statusCode).toBe(200);
    expect(json(first).message).toBeUndefined();
    expect(json(first).data.assessmentProgress).toEqual({
      shortscaleComplete: false,
      assessmentComplete: false,
      fractionComplete: 0.2,
    });
    // Back later: the answers are there and the first unanswered is question 21.
    const resumed = await questionsOf(sara.token);
    expect(resumed.assessment_id).toBe(json(first).data.assessment_id);
    expect(resumed.answers.slice(0, 20).map((record) => record.answerNumber)).toEqual(
      range(1, 20).map((number) => (number % 5) + 1),
    );
    expect(resumed.answers.find((record) => record.answerNumber === -1)!.questionNumber).toBe(21);
    // A changed answer replaces the old one; -1 takes one back.
    await answer(sara.token, [[5, 2]]);
    await answer(sara.token, [[20, -1]]);
    const changed = await questionsOf(sara.token);
    expect(changed.answers[4]!.answerNumber).toBe(2);
    expect(changed.answers[19]!.answerNumber).toBe(-1);
    expect(changed.assessmentProgress.fractionComplete).toBe(0.19);
    expect(json(await call('GET', 'exist/', sara.token)).data).toMatchObject({
      exist: true,
      assessment_id: resumed.assessment_id,
    });
  });

  it('refuses answers outside 1–5 (other than -1) and question numbers outside 1–100', async () => {
    const badAnswer = await answer(sara.token, [[21, 7]]);
    expect(badAnswer.statusCode).toBe(400);
    expect(json(badAnswer).errors[0].message).toBe('An answer is from 1 to 5, or -1 for unanswered');
    const badQuestion = await answer(sara.token, [[101, 3]]);
    expect(badQuestion.statusCode).toBe(400);
    expect(json(badQuestion).errors[0].message).toBe('Question numbers go from 1 to 100');
    expect((await questionsOf(sara.token)).answers[20]!.answerNumber).toBe(-1);
  });

  it('gives the short-scale result once 1–50 are answered, and the full one at 100', async () => {
    const short = await answer(
      sara.token,
      range(20, 50).map((number) => [number, 3]),
    );
    expect(json(short).message).toBe('Assessment Completed Successfully');
    expect(json(short).data.assessmentProgress).toMatchObject({ shortscaleComplete: true, assessmentComplete: false });
    const id: string = json(short).data.assessment_id;

    const summary = await call('GET', `assessments/summary/${id}`, sara.token);
    expect(summary.statusCode).toBe(200);
    expect(json(summary).data).toMatchObject({ assessment_id: id, user_id: sara.userId, name: 'Sara Al-Otaibi' });
    expect(json(summary).data.result.scale).toBe('short');
    expect(json(summary).data.result.domains.map((domain: { answered: number }) => domain.answered)).toEqual([
      10, 10, 10, 10, 10,
    ]);
    const full = await call('GET', `assessments/user/${sara.userId}?short_scale_assessment=false`, sara.token);
    expect(full.statusCode).toBe(409);
    expect(json(full).message).toBe('Failed to create assessment report');
    expect(
      json(await call('GET', `assessments/user/${sara.userId}`, sara.token, undefined, 'ar')).data.result.scale,
    ).toBe('short');

    // A further answer is not "completed" again; the hundredth is.
    expect(json(await answer(sara.token, [[51, 4]])).message).toBeUndefined();
    const done = await answer(
      sara.token,
      range(52, 100).map((number) => [number, 3]),
    );
    expect(json(done).message).toBe('Assessment Completed Successfully');
    const fullResult = json(
      await call('GET', `assessments/user/${sara.userId}?short_scale_assessment=false`, sara.token),
    ).data;
    expect(fullResult.result.scale).toBe('full');
    expect(fullResult.completed_at).not.toBeNull();
    expect(json(await call('GET', `assessments/summary/${id}`, sara.token)).data.result.scale).toBe('full');

    const profile = json(
      await t.app.inject({ method: 'GET', url: '/api/user/profile/', headers: { token: sara.token } }),
    ).data;
    expect(profile.upload_response.personality).toEqual(fullResult.result);
  });
});

describe('who reads results', () => {
  let danielAssessment: string;
  beforeAll(async () => {
    danielAssessment = json(
      await answer(
        daniel.token,
        range(1, 50).map((number) => [number, 4]),
      ),
    ).data.assessment_id;
  });

  it('refuses another candidate, and recruiters of a company the candidate has not turned to', async () => {
    for (const token of [sara.token, recruiter.token, admin.token, others.recruiter, others.admin]) {
      const summary = await call('GET', `assessments/summary/${danielAssessment}`, token);
      expect(summary.statusCode).toBe(404);
      expect(json(summary).message).toBe('Assessments Not Found');
      expect((await call('GET', `assessments/user/${daniel.userId}`, token)).statusCode).toBe(404);
    }
    expect(json(await call('GET', 'assessments/list/', recruiter.token)).data).toMatchObject({
      total: 0,
      results: [],
      users: [],
    });
  });

  it('lets the company read the result once the candidate applied, and no other company', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/candidate/job/apply',
          headers: { token: daniel.token },
          payload: { job_id: jobId },
        })
      ).statusCode,
    ).toBe(200);
    for (const token of [recruiter.token, admin.token]) {
      const summary = await call('GET', `assessments/summary/${danielAssessment}`, token);
      expect(summary.statusCode).toBe(200);
      expect(json(summary).data).toMatchObject({ name: 'Daniel Mensah', result: { scale: 'short' } });
      expect((await call('GET', `assessments/user/${daniel.userId}`, token)).statusCode).toBe(200);
    }
    expect((await call('GET', `assessments/summary/${danielAssessment}`, others.recruiter)).statusCode).toBe(404);
    // Sara finished but never turned to the company: not on its list.
    const list = json(await call('GET', 'assessments/list/', recruiter.token)).data;
    expect(list.results.map((entry: { user_id: string }) => entry.user_id)).toEqual([daniel.userId]);
    expect(list.results[0]).toMatchObject({
      assessment_id: danielAssessment,
      name: 'Daniel Mensah',
      scale: 'short',
      completed_at: null,
    });
    expect(list.users).toEqual([{ id: daniel.userId, name: 'Daniel Mensah' }]);
    expect(json(await call('GET', 'assessments/list/', others.recruiter)).data.total).toBe(0);
  });

  it('lets the company read a candidate who answered its poke "interested", but not one who declined', async () => {
    const poked = await t.app.inject({
      method: 'POST',
      url: '/api/recruiter/poke-candidates/',
      headers: { token: recruiter.token },
      payload: { job_id: jobId, candidate_ids: [sara.userId] },
    });
    expect(poked.statusCode).toBe(200);
    const pokes = json(
      await t.app.inject({ method: 'GET', url: '/api/candidate/pokes/', headers: { token: sara.token } }),
    ).data;
    const pokeId: string = pokes.results[0].id;
    const answerPoke = (choice: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/candidate/pokes/${pokeId}/answer`,
        headers: { token: sara.token },
        payload: { answer: choice },
      });
    expect((await answerPoke('interested')).statusCode).toBe(200);
    const saraRead = await call('GET', `assessments/user/${sara.userId}?short_scale_assessment=false`, recruiter.token);
    expect(saraRead.statusCode).toBe(200);
    expect(json(saraRead).data).toMatchObject({ name: 'Sara Al-Otaibi', result: { scale: 'full' } });
    expect((await call('GET', `assessments/user/${sara.userId}`, others.recruiter)).statusCode).toBe(404);
    // Undo for the tests after: the answer back to none.
    await t.database.executeSql(`update candidate_pokes set answer = 'not_interested' where id = $1`, [pokeId]);
    expect((await call('GET', `assessments/user/${sara.userId}`, recruiter.token)).statusCode).toBe(404);
  });

  it('filters the list by dates and candidates, and pages it', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const totalOf = async (query: string) =>
      json(await call('GET', `assessments/list/?${query}`, recruiter.token)).data.total;
    expect(await totalOf(`start_date=${today}&end_date=${today}`)).toBe(1);
    expect(await totalOf(`end_date=${yesterday}`)).toBe(0);
    expect(await totalOf(`users=${daniel.userId}`)).toBe(1);
    expect(await totalOf(`users=${sara.userId}`)).toBe(0);
    expect(json(await call('GET', 'assessments/list/?page=1&limit=1', recruiter.token)).data.results).toEqual([]);
    const backwards = await call('GET', `assessments/list/?start_date=${today}&end_date=${yesterday}`, recruiter.token);
    expect(backwards.statusCode).toBe(400);
    expect(json(backwards).errors[0].message).toBe('The start date must not be after the end date');
  });

  it('keeps the candidate calls to candidates and the list to recruiters', async () => {
    for (const [method, url] of [
      ['GET', 'exist/'],
      ['GET', 'assessments/questions/'],
    ] as const) {
      const refused = await call(method, url, recruiter.token);
      expect(refused.statusCode).toBe(403);
      expect(json(refused).message).toBe('Only candidates take the personality assessment');
    }
    expect((await answer(admin.token, [[1, 3]])).statusCode).toBe(403);
    expect((await call('GET', 'assessments/list/', sara.token)).statusCode).toBe(403);
    expect((await call('GET', 'assessments/list/', others.pending)).statusCode).toBe(403);
    expect((await call('GET', 'exist/', '')).statusCode).toBe(401);
  });
});

describe('the PDF report (decision 0064)', () => {
  let danielAssessment: string;
  beforeAll(async () => {
    danielAssessment = json(await call('GET', 'exist/', daniel.token)).data.assessment_id;
  });
  const pdf = (token: string, lang: string) =>
    call('GET', `assessments/pdf/${danielAssessment}`, token, undefined, lang);
  /** Asks until the job has made it: the endpoint answers 202 meanwhile. */
  async function madePdf(token: string, lang: string) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const response = await pdf(token, lang);
      if (response.statusCode !== 202 || Date.now() > deadline) return response;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const reportFiles = () =>
    t.database.db
      .select()
      .from(files)
      .where(and(eq(files.owner_id, daniel.userId), eq(files.category, 'personality report')));
  // 100 dots per inch: the page's 40-point margin is 56 pixels.
  const DPI = 100;
  const margin = (40 * DPI) / 72;

  it('is made by a job, in Arabic for an Arabic reader: shaped, right to left, the Latin name in its place; about the candidate for the recruiter', async () => {
    const first = await pdf(recruiter.token, 'ar');
    expect(first.statusCode).toBe(202);
    expect(json(first)).toEqual({ data: { status: 'pending' } });
    for (const token of [sara.token, others.recruiter]) {
      const refused = await pdf(token, 'ar');
      expect(refused.statusCode).toBe(404);
      expect(json(refused).message).toBe('لم يتم العثور على تقييمات');
    }
    const forRecruiter = await madePdf(recruiter.token, 'ar');
    expect(forRecruiter.statusCode).toBe(200);
    // Stored once, as the candidate's file, and served again as stored.
    expect((await pdf(recruiter.token, 'ar')).rawPayload).toEqual(forRecruiter.rawPayload);
    expect(await reportFiles()).toHaveLength(1);
    // The recruiter reads about the candidate ("Traits"), not to them ("Your traits"), as on the web.
    const recruiterText = pdfText(forRecruiter.rawPayload);
    expect(recruiterText).toContain('السمات');
    expect(recruiterText).not.toContain('سماتك');

    const made = await madePdf(daniel.token, 'ar');
    expect(made.statusCode).toBe(200);
    expect(made.headers['content-type']).toBe('application/pdf');
    expect(await reportFiles()).toHaveLength(2);

    const text = pdfText(made.rawPayload);
    expect(text).toContain('سماتك');
    // Arabic words in reading order, with the English word of the line after them.
    expect(text).toContain('النمط على طريقة MBTI');
    // Each trait's raw score with its range, beside the score against the scale's middle.
    expect(text).toContain('الدرجة الخام');
    const title = text.split('\n')[0]!;
    const order = ['تقرير', 'الشخصية', 'Daniel', 'Mensah'].map((word) => title.indexOf(word));
    expect(order.every((at, index) => at >= 0 && (index === 0 || at > order[index - 1]!))).toBe(true);

    const page = pageImage(made.rawPayload, DPI);
    const line = firstLine(page);
    // Right-aligned: the title ends at the right margin and starts well away from the left one.
    expect(page.width - margin - line.right).toBeLessThan(4);
    expect(line.left - margin).toBeGreaterThan(150);
    // Joined letters: the title's Arabic words (its right end) carry a baseline stroke longer than the line
    // is tall; the same words with every joining cut (U+200C) draw no stroke half that long.
    expect(longestStroke(page, line, line.right - 160, line.right)).toBeGreaterThan(line.bottom - line.top);
  });

  it('reads in English for an English reader, left to right, and is made anew once the answers change', async () => {
    const made = await madePdf(recruiter.token, 'en');
    expect(made.statusCode).toBe(200);
    const text = pdfText(made.rawPayload);
    expect(text).toContain('Personality report: Daniel Mensah');
    expect(text).toContain('MBTI-style type');
    expect(text.match(/Raw score \d+ \(possible \d+ to \d+\)/g)).toHaveLength(5);
    // About the candidate: "Traits", and every "At work" text in the third person.
    expect(text).toMatch(/^Traits$/m);
    expect(text).not.toContain('Your traits');
    expect(text).toMatch(/At work: They /);
    expect(text).not.toMatch(/At work: You /);
    const page = pageImage(made.rawPayload, DPI);
    const line = firstLine(page);
    expect(line.left - margin).toBeLessThan(4);
    expect(page.width - margin - line.right).toBeGreaterThan(150);

    // The candidate's own copy speaks to them.
    const own = pdfText((await madePdf(daniel.token, 'en')).rawPayload);
    expect(own).toContain('Your traits');
    expect(own).toMatch(/At work: You /);
    expect(own).not.toMatch(/At work: They /);

    // A changed answer changes the result: the next request makes the report again and replaces the file.
    const before = (await reportFiles()).map((file) => file.id);
    expect(before).toHaveLength(4);
    await answer(daniel.token, [[1, 1]]);
    expect((await pdf(recruiter.token, 'en')).statusCode).toBe(202);
    expect((await madePdf(recruiter.token, 'en')).statusCode).toBe(200);
    const after = (await reportFiles()).map((file) => file.id);
    expect(after).toHaveLength(4);
    expect(after.filter((id) => !before.includes(id))).toHaveLength(1);
  });
});
