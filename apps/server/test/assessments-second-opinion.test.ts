/**
 * The model's second opinion on written English answers (issue #15, decision 0088), against a local server
 * that speaks the chat-completions protocol: the opinion is stored beside the engine's result and read back
 * apart from it, quotes not in the answer are dropped, a failing model (HTTP 500, a time-out, an answer that
 * is not JSON) leaves the engine's result as it was, and without a model nothing is asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOLDEN_ANSWERS } from '../../../packages/engines/src/english-assessment/__fixtures__/golden-answers.ts';
import { createChatClient, type ChatClient } from '../src/modules/llm/chat-client.ts';
import { JOB_SCHEMA } from '../src/plugins/jobs.ts';
import { createUser, logIn } from './helpers/factories.ts';
import { startFakeOpenAi, type FakeAnswer, type FakeOpenAi } from './helpers/fake-openai.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

const API_KEY = 'test-key';
const MODEL = 'test-model';
const golden = (id: string) => GOLDEN_ANSWERS.find((answer) => answer.id === id)!.text;

let fake: FakeOpenAi;
let t: TestApp;
/** The same app's database without a model configured. */
let plain: TestApp;
/** Only the time-out case meets the short time-out; the others get time to spare on a busy machine. */
let shortTimeout = false;

beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: API_KEY, model: MODEL });
  const settings = { baseUrl: `${fake.url}/v1`, apiKey: API_KEY, model: MODEL };
  const patient = createChatClient(settings, { timeoutMs: 15_000 });
  const impatient = createChatClient(settings, { timeoutMs: 1500 });
  const judge: ChatClient = {
    model: MODEL,
    completeJson: (messages, options) => (shortTimeout ? impatient : patient).completeJson(messages, options),
  };
  t = await createTestApp({ writingJudge: judge });
  plain = await createTestApp();
});
afterAll(async () => {
  await Promise.all([t?.close(), plain?.close()]);
  await fake?.close();
});

/** A new candidate who answers english_v1's writing tasks with these texts and submits. */
async function submitWriting(app: TestApp, texts: { w1: string; w2?: string }) {
  const user = await createUser(app.app);
  const { token, userId } = await logIn(app.app, user.email);
  const answers = [
    { question_id: 'en-r1', answer_type: 'text', answer: 'b' },
    { question_id: 'en-w1', answer_type: 'long_text', answer: texts.w1 },
    ...(texts.w2 ? [{ question_id: 'en-w2', answer_type: 'long_text', answer: texts.w2 }] : []),
  ];
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.app.inject({ method, url: `/api/assessments/english_v1/${url}`, headers: { token }, ...(payload ? { payload } : {}) });
  expect((await call('POST', 'answers/bulk', { answers })).statusCode).toBe(200);
  expect((await call('POST', `result/${userId}`, {})).statusCode).toBe(200);
  const read = async () => json(await call('GET', `result/${userId}`)).data;
  return { userId, read };
}

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last seen ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The second-opinion job of a candidate's attempt, as the queue holds it. */
async function opinionJob(app: TestApp, userId: string) {
  const { rows } = await app.database.executeSql(
    `SELECT j.state, j.retry_count FROM ${JOB_SCHEMA}.job j JOIN assessment_attempts a ON a.id::text = j.data->>'attempt_id'
      WHERE j.name = 'assessments.second-opinion' AND a.candidate_id = $1`,
    [userId],
  );
  return rows as Array<{ state: string; retry_count: number }>;
}

/** A model's answer: these bands, and for each criterion the quotes given. */
function opinion(bands: Record<string, string>, quotes: Record<string, string[]> = {}) {
  return Object.fromEntries(
    ['taskFit', 'range', 'accuracy', 'organisation', 'length'].map((name) => [
      name,
      { band: bands[name] ?? 'B1', evidence: quotes[name] ?? [] },
    ]),
  );
}

/** Whether a request asks about this answer (the user message holds it as JSON). */
const answered = (body: any, text: string) =>
  String(body?.messages?.[1]?.content ?? '').includes(JSON.stringify(text.slice(0, 40)).slice(1, -1));

describe('the model’s second opinion on written answers', () => {
  it('is stored beside the engine’s result, with the model’s name and its evidence; the engine’s band stays the result', async () => {
    const w1 = golden('w1-b2');
    const w2 = golden('w2-b1');
    fake.script((body) =>
      answered(body, w1)
        ? {
            json: opinion(
              { taskFit: 'C1', range: 'B2', accuracy: 'B2', organisation: 'B2', length: 'C1' },
              { range: ['While I was reviewing the figures, I noticed that several regional offices had submitted incomplete data'] },
            ),
          }
        : { json: opinion({ range: 'B1' }) },
    );
    const sent = fake.requests.length;
    const { read } = await submitWriting(t, { w1, w2 });
    const result = await waitFor('the second opinion', read, (data) => Boolean(data?.second_opinion));
    expect(result.status).toBe('COMPLETED');
    expect(result.score).toBe(result.automatic.band);
    expect(result.automatic).not.toHaveProperty('secondOpinion');
    const engineBandOfW1 = result.automatic.writing.find((entry: { itemId: string }) => entry.itemId === 'en-w1').result.band;
    expect(engineBandOfW1).toMatch(/^[ABC][12]$/);
    expect(result.second_opinion).toMatchObject({ model: MODEL, items: [{ item_id: 'en-w1', dropped_quotes: 0 }, { item_id: 'en-w2' }] });
    const w1Opinion = result.second_opinion.items[0];
    expect(w1Opinion.criteria).toEqual([
      { criterion: 'taskFit', band: 'C1', evidence: [] },
      {
        criterion: 'range',
        band: 'B2',
        evidence: ['While I was reviewing the figures, I noticed that several regional offices had submitted incomplete data'],
      },
      { criterion: 'accuracy', band: 'B2', evidence: [] },
      { criterion: 'organisation', band: 'B2', evidence: [] },
      { criterion: 'length', band: 'C1', evidence: [] },
    ]);
    // One request per written answer, each asking for the rubric's JSON and holding the answer as data.
    const asked = fake.requests.slice(sent);
    expect(asked).toHaveLength(2);
    expect(asked[0]!.body.response_format.json_schema.name).toBe('writing_assessment');
    expect(asked[0]!.body.messages[1].content).toContain('Wednesday');
  });

  it('drops the quotes that are not in the answer, so the model cannot invent evidence', async () => {
    const w1 = golden('w1-b1');
    const real = w1.split(/(?<=[.!?])\s+/).find((sentence) => sentence.length > 20)!;
    fake.script(() => ({
      json: opinion(
        { range: 'C2' },
        {
          range: ['I have led a team of forty engineers across three continents.', real],
          accuracy: [`${real.slice(0, -1)} indeed.`, 'ok'],
        },
      ),
    }));
    const { read } = await submitWriting(t, { w1 });
    const result = await waitFor('the second opinion', read, (data) => Boolean(data?.second_opinion));
    const [item] = result.second_opinion.items;
    expect(item.dropped_quotes).toBe(3);
    expect(item.criteria.find((entry: { criterion: string }) => entry.criterion === 'range')).toEqual({
      criterion: 'range',
      band: 'C2',
      evidence: [real.replace(/\s+/g, ' ').trim()],
    });
    expect(item.criteria.find((entry: { criterion: string }) => entry.criterion === 'accuracy').evidence).toEqual([]);
  });

  const failures: Array<[string, FakeAnswer, boolean]> = [
    ['answers HTTP 500', { status: 500 }, false],
    ['does not answer in time', { json: opinion({}), delayMs: 4000 }, true],
    ['answers something that is not JSON', { content: 'The candidate writes at about B2 level.' }, false],
    ['answers JSON that is not the rubric', { json: { band: 'B2' } }, false],
  ];
  it.each(failures)('leaves the engine’s result alone when the model %s', async (_what, answer, late) => {
    const w1 = golden('w1-a2');
    fake.script((body) => (answered(body, w1) ? answer : { status: 503 }));
    shortTimeout = late;
    try {
      const { userId, read } = await submitWriting(t, { w1 });
      const before = await waitFor('the engine’s result', read, (data) => data?.status === 'COMPLETED');
      // The job's first try has failed: it waits for its retry, and the result is the engine's alone.
      await waitFor('the failed try', () => opinionJob(t, userId), (rows) => rows[0]?.state === 'retry');
      const after = await read();
      expect(after.second_opinion).toBeNull();
      expect(after.score).toBe(before.score);
      expect(after.automatic).toEqual(before.automatic);
      expect(after.completed_at).toBe(before.completed_at);
    } finally {
      shortTimeout = false;
    }
  });

  it('asks nothing when no model is configured: the result says only the engine’s', async () => {
    const w1 = golden('w1-c1');
    fake.script(() => ({ json: opinion({}) }));
    const sent = fake.requests.length;
    const { userId, read } = await submitWriting(plain, { w1 });
    const result = await waitFor('the engine’s result', read, (data) => data?.status === 'COMPLETED');
    expect(result.automatic.band).toBe(result.score);
    expect(result.second_opinion).toBeNull();
    expect(await opinionJob(plain, userId)).toEqual([]);
    // (The failed tries above may be retried meanwhile: only this answer's requests count.)
    expect(fake.requests.slice(sent).filter((request) => answered(request.body, w1))).toEqual([]);
  });
});
