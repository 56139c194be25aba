import { readFileSync } from 'node:fs';
import { ASSISTED_CONFIDENCE } from '@masar/engines/resume-parser/merge-assisted';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CandidateProfile } from '@masar/shared/profile';
import { createChatClient, LlmError, type ChatClient } from '../src/modules/llm/chat-client.ts';
import { toResponseSchema } from '../src/modules/llm/json-schema.ts';
import { parseResumeWithEngine } from '../src/modules/profiles/engine-parser.ts';
import { createLlmAssistedParser, type AssistLogger } from '../src/modules/profiles/llm-assisted-parser.ts';
import type { ResumeParser } from '../src/modules/profiles/resume-parse.jobs.ts';
import { newcomer, uploadFile } from './helpers/factories.ts';
import { startFakeOpenAi, type FakeAnswer, type FakeOpenAi } from './helpers/fake-openai.ts';
import { tinyPdf } from './helpers/files.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../packages/engines/src/resume-parser/__fixtures__/${name}`, import.meta.url));

const API_KEY = 'test-key';
const MODEL = 'test-model';

let fake: FakeOpenAi;
let t: TestApp;
/** What the engine read from Grace's resume, untouched. */
let grace: CandidateProfile;
/** Each test can make the engine miss something, as a weaker engine (or a harder resume) would. */
let weakenEngine: (profile: CandidateProfile) => void = () => {};
/**
 * The fake answers at once, yet with a second suite running beside this one the answer once took more than
 * 1.5 s to come back: the model gets 15 s, except in the case of an answer sent late on purpose (4 s), which
 * must meet the 1.5 s time-out first however slow the machine.
 */
let shortTimeout = false;
const logs: Array<{ level: 'info' | 'warn'; details: any; message: string }> = [];
const logger: AssistLogger = {
  info: (details, message) => logs.push({ level: 'info', details, message }),
  warn: (details, message) => logs.push({ level: 'warn', details, message }),
};

const engine: ResumeParser = async (input) => {
  const result = await parseResumeWithEngine(input);
  if (result.ok) weakenEngine(result.profile);
  return result;
};

/** What a faithful model answers for a profile: the same values in the shape it is asked for. */
function modelReading(profile: CandidateProfile, change: (answer: any) => void = () => {}) {
  const answer = {
    personal_details: { ...structuredClone(profile.personal_details), phone: '+1 416 555 0142' },
    summary: profile.summary,
    work_history: Object.values(structuredClone(profile.work_history_detailed)),
    education: structuredClone(profile.education),
    certifications: structuredClone(profile.certifications),
    skills: profile.skills.map(({ name }) => ({ name })),
    languages: structuredClone(profile.languages),
    highlights_awards: profile.highlights_awards.map(({ title, date }) => ({ title, date })),
  };
  change(answer);
  return answer;
}

function forget(profile: CandidateProfile, prefix: string) {
  for (const key of Object.keys(profile.confidence))
    if (key === prefix || key.startsWith(`${prefix}.`)) delete profile.confidence[key];
}

beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: API_KEY, model: MODEL });
  const settings = { baseUrl: `${fake.url}/v1`, apiKey: API_KEY, model: MODEL };
  const patient = createChatClient(settings, { timeoutMs: 15_000 });
  const impatient = createChatClient(settings, { timeoutMs: 1500 });
  const chat: ChatClient = {
    model: MODEL,
    completeJson: (messages, options) => (shortTimeout ? impatient : patient).completeJson(messages, options),
  };
  t = await createTestApp({ resumeParser: createLlmAssistedParser(chat, engine, { logger }) });
  const parsed = await parseResumeWithEngine({ bytes: new Uint8Array(fixture('en-27-hr.pdf')), kind: 'pdf' });
  if (!parsed.ok) throw new Error('the engine cannot read the fixture');
  grace = parsed.profile;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  logs.length = 0;
  weakenEngine = () => {};
  shortTimeout = false;
  fake.script(() => ({ json: modelReading(grace) }));
});

async function parsedProfile(bytes: Buffer, name: string) {
  const { token } = await newcomer(t.app);
  const resume = await uploadFile(t.app, token, bytes, 'resume', name);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/onboarding/',
    headers: { token },
    payload: { candidate_resume: resume, candidate_availability: ['online'], accepted_disclaimer: true },
  });
  expect(json(response).data.profile_status).toBe('in_progress');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { data } = json(await t.app.inject({ method: 'GET', url: '/api/user/profile/', headers: { token } }));
    if (data.status !== 'in_progress') return data;
    if (Date.now() > deadline) throw new Error('the parse did not finish');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('resume parsing with an OpenAI-compatible model', () => {
  it('fills what the engine left empty, with the assisted confidence, low enough for the web to ask the person to check it', async () => {
    weakenEngine = (profile) => {
      profile.personal_details.location = null;
      forget(profile, 'personal_details.location');
      profile.certifications = [];
      forget(profile, 'certifications');
    };
    const data = await parsedProfile(fixture('en-27-hr.pdf'), 'grace.pdf');
    expect(data.status).toBe('completed');
    const profile = data.upload_response;
    expect(profile.personal_details.location).toBe('Toronto, Canada');
    expect(profile.confidence['personal_details.location']).toBe(ASSISTED_CONFIDENCE);
    expect(profile.certifications).toEqual(grace.certifications);
    expect(profile.confidence['certifications.0.name']).toBe(ASSISTED_CONFIDENCE);
    expect(profile.confidence['certifications.0.issue_date']).toBe(ASSISTED_CONFIDENCE);
    // What the engine found keeps the engine's confidence.
    expect(profile.confidence['personal_details.email']).toBe(grace.confidence['personal_details.email']);
    expect(logs).toContainEqual({
      level: 'info',
      details: { model: MODEL, accepted: 2, rejected: [] },
      message: expect.any(String),
    });
  });

  it('refuses what the resume does not say', async () => {
    weakenEngine = (profile) => {
      profile.personal_details.name = null;
      forget(profile, 'personal_details.name');
    };
    fake.script(() => ({
      json: modelReading(grace, (answer) => {
        answer.personal_details.name = 'Grace A. Mensah';
        answer.skills.push({ name: 'Quantum Knitting' });
        answer.work_history.push({
          job_title: 'Chief People Officer',
          organization: 'Nile Ventures',
          start: '2012-01',
          end: '2013-01',
          currently_working: false,
          details: '',
        });
        answer.languages.push({ name: 'French', level: 'Fluent' });
      }),
    }));
    const profile = (await parsedProfile(fixture('en-27-hr.pdf'), 'grace.pdf')).upload_response;
    expect(profile.personal_details.name).toBeNull();
    expect(profile.confidence['personal_details.name']).toBeUndefined();
    expect(profile.skills.map((skill: { name: string }) => skill.name)).not.toContain('Quantum Knitting');
    expect(Object.values(profile.work_history_detailed).map((job: any) => job.organization)).not.toContain(
      'Nile Ventures',
    );
    expect(profile.languages.map((language: { name: string }) => language.name)).not.toContain('French');
    const rejected = logs.find((log) => log.level === 'info')?.details.rejected;
    expect(rejected).toEqual(
      expect.arrayContaining([
        'personal_details.name',
        'skills.5.name',
        'work_history.4.job_title',
        'work_history.4.organization',
        'languages.2.name',
      ]),
    );
  });

  it('cannot change what the engine found, even with other text of the resume', async () => {
    fake.script(() => ({
      json: modelReading(grace, (answer) => {
        answer.personal_details.name = 'Cairo University';
        answer.personal_details.location = 'Toronto';
        answer.summary = 'HR Manager';
        answer.work_history[0].job_title = 'HR Assistant';
        answer.work_history[0].start = '2017-03';
        answer.education[0].institution = 'Pearl Hospitality Group';
      }),
    }));
    const profile = (await parsedProfile(fixture('en-27-hr.pdf'), 'grace.pdf')).upload_response;
    expect(profile).toEqual(grace);
    expect(fake.requests).toHaveLength(1);
  });

  it.each<[string, FakeAnswer, string]>([
    ['answers HTTP 500', { status: 500 }, 'http_500'],
    ['answers too late', { delayMs: 4000, json: {} }, 'timeout'],
    [
      'answers prose instead of JSON',
      { content: 'Here is the profile you asked for: Grace Mensah, HR Manager.' },
      'bad_json',
    ],
    ['answers JSON of another shape', { json: { name: 'Grace Mensah', jobs: ['HR Manager'] } }, 'schema'],
    ['answers something that is not a chat completion', { raw: '<html>Bad gateway</html>' }, 'bad_json'],
  ])("leaves the engine's profile when the model %s", async (_case, answer, reason) => {
    weakenEngine = (profile) => {
      profile.personal_details.location = null;
      forget(profile, 'personal_details.location');
    };
    fake.script(() => answer);
    shortTimeout = answer.delayMs !== undefined;
    const data = await parsedProfile(fixture('en-27-hr.pdf'), 'grace.pdf');
    expect(data.status).toBe('completed');
    const expected = structuredClone(grace);
    weakenEngine(expected);
    expect(data.upload_response).toEqual(expected);
    expect(fake.requests).toHaveLength(1);
    expect(logs).toEqual([
      { level: 'warn', details: { model: MODEL, reason, error: expect.any(String) }, message: expect.any(String) },
    ]);
  });

  it('does not ask the model about a resume the engine cannot read', async () => {
    const data = await parsedProfile(tinyPdf(), 'scan.pdf');
    expect(data.status).toBe('failed');
    expect(data.upload_response).toBeNull();
    expect(fake.requests).toEqual([]);
  });

  it('sends the model, the bearer key, a strict JSON schema and the resume text', async () => {
    await parsedProfile(fixture('en-27-hr.docx'), 'grace.docx');
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request!.headers['content-type']).toBe('application/json');
    const { body } = request!;
    expect(body).toMatchObject({
      model: MODEL,
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: 'resume_profile', strict: true } },
    });
    const schema = body.response_format.json_schema.schema;
    expect(schema).toMatchObject({ type: 'object', additionalProperties: false });
    expect(schema.required).toEqual([
      'personal_details',
      'summary',
      'work_history',
      'education',
      'certifications',
      'skills',
      'languages',
      'highlights_awards',
    ]);
    expect(schema.$schema).toBeUndefined();
    expect(body.messages[0]).toMatchObject({
      role: 'system',
      content: expect.stringContaining('Copy every string exactly'),
    });
    const resumeText = body.messages[1].content as string;
    for (const written of [
      'Grace Mensah',
      'grace.mensah@example.com',
      'Pearl Hospitality Group',
      'Cairo University',
      'SHRM Certified Professional (SHRM-CP)',
    ]) {
      expect(resumeText).toContain(written);
    }
  });
});

describe('the chat client', () => {
  const settings = () => ({ baseUrl: `${fake.url}/v1`, apiKey: API_KEY, model: MODEL });
  const ask = (client = createChatClient(settings())) =>
    client.completeJson([{ role: 'user', content: 'Say hello as JSON.' }], {
      schemaName: 'greeting',
      jsonSchema: {
        type: 'object',
        properties: { hello: { type: 'string' } },
        required: ['hello'],
        additionalProperties: false,
      },
      parse: (value) => {
        if (typeof (value as { hello?: unknown }).hello !== 'string') throw new Error('hello: expected a string');
        return value as { hello: string };
      },
    });

  it('reads JSON inside a Markdown fence', async () => {
    fake.script(() => ({ content: '```json\n{ "hello": "world" }\n```' }));
    await expect(ask()).resolves.toEqual({ hello: 'world' });
  });

  it('answers typed errors: a wrong key, a wrong model, an unreachable endpoint, a schema mismatch', async () => {
    fake.script(() => ({ json: { hello: 1 } }));
    await expect(ask(createChatClient({ ...settings(), apiKey: 'wrong' }))).rejects.toMatchObject({
      name: 'LlmError',
      reason: 'http_401',
    });
    await expect(ask(createChatClient({ ...settings(), apiKey: undefined }))).rejects.toMatchObject({
      reason: 'http_401',
    });
    await expect(ask(createChatClient({ ...settings(), model: 'other' }))).rejects.toMatchObject({
      reason: 'http_404',
    });
    await expect(ask(createChatClient({ ...settings(), baseUrl: 'http://127.0.0.1:9/v1' }))).rejects.toMatchObject({
      reason: 'network',
    });
    const mismatch = await ask().catch((error: unknown) => error);
    expect(mismatch).toBeInstanceOf(LlmError);
    expect(mismatch).toMatchObject({ reason: 'schema', message: expect.stringContaining('hello: expected a string') });
  });

  it('derives a strict-mode JSON schema from a zod object, and not from a record', async () => {
    const { z } = await import('zod');
    expect(
      toResponseSchema(z.object({ a: z.string().nullable(), b: z.array(z.object({ c: z.boolean() })) })),
    ).toMatchObject({ strict: true });
    expect(toResponseSchema(z.object({ a: z.record(z.string(), z.string()) }))).toMatchObject({ strict: false });
  });
});
