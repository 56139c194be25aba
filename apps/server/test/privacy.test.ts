import { randomBytes, randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, nextIp, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn, recruiterCallers } from './helpers/factories.ts';
import { INTERVIEW_EVALUATION_ENGINE_VERSION } from '@masar/engines/interview-evaluation/types';
import { interviewReviewRequests, interviewScoreOverrides, interviewSecondOpinions } from '../src/db/schema/interview-evaluations.ts';
import { interviewAnswers, interviews } from '../src/db/schema/interviews.ts';
import { evaluateAttempt } from '../src/modules/interviews/interview-evaluations.service.ts';
import { tinyPdf } from './helpers/files.ts';
import { exportPersonalData } from '../src/modules/privacy/privacy.service.ts';
import { addNotification } from '../src/modules/notifications/notifications.service.ts';
import type { FileStorage } from '../src/modules/files/storage.ts';
import type { Caller } from '../src/plugins/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Unzips an archive with Info-ZIP's unzip (a reader of its own, which checks every CRC): name → bytes. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'masar-export-'));
  const file = path.join(dir, 'export.zip');
  writeFileSync(file, zip);
  execFileSync('unzip', ['-tqq', file]);
  const names = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
  return new Map(names.map((name) => [name, execFileSync('unzip', ['-p', file, name.replace(/([[\]*?])/g, '[$1]')], { maxBuffer: 64 * 1024 * 1024 })]));
}

async function uploadResume(token: string, name: string, bytes = tinyPdf()) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/user/upload-file-chunk/?upload_id=${randomUUID()}&chunk_index=0&chunk_count=1&category=resume&file_name=${encodeURIComponent(name)}`,
    headers: { token, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  return json(response).data.file;
}

/** A PDF of `size` bytes that does not compress (random bytes after the header), so the archive is as large as the files. */
const randomPdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 15), Buffer.from('\n%%EOF')]);

describe('GET /api/user/export/', () => {
  it("downloads one's data as JSON and files, without the password hash", async () => {
    const user = await createUser(t.app, { first_name: 'نورة' });
    const { token } = await logIn(t.app, user.email);
    const file = await uploadResume(token, 'سيرتي الذاتية.pdf');
    const response = await t.app.inject({ method: 'GET', url: '/api/user/export/', headers: { token } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="masar-data-\d{4}-\d\d-\d\d\.zip"$/);
    const entries = unzip(response.rawPayload);
    const data = JSON.parse(entries.get('masar-data.json')!.toString('utf8'));
    expect(data.account).toMatchObject({ id: user.id, email: user.email, first_name: 'نورة', has_password: true });
    expect(JSON.stringify(data)).not.toContain('argon2');
    expect(data.security_events.map((e: { event: string }) => e.event)).toContain('login_succeeded');
    expect(data.files).toHaveLength(1);
    expect(entries.get(`files/${file.id}-سيرتي الذاتية.pdf`)?.equals(tinyPdf())).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/export/' })).statusCode).toBe(401);
  });
});

describe('notifications in the export (issue #12)', () => {
  it("lists the person's notifications, read or not, and no one else's", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const { token } = await logIn(t.app, user.email);
    await addNotification(t.app.ctx.db, { userId: user.id, kind: 'approval', params: { role: 'individual' }, link: '/candidate/dashboard' });
    await addNotification(t.app.ctx.db, { userId: other.id, kind: 'approval', params: { role: 'individual' } });
    await t.app.inject({ method: 'POST', url: '/api/user/notifications/seen/', headers: { token }, payload: { all: true } });
    const response = await t.app.inject({ method: 'GET', url: '/api/user/export/', headers: { token } });
    const data = JSON.parse(unzip(response.rawPayload).get('masar-data.json')!.toString('utf8'));
    expect(data.notifications).toEqual([
      expect.objectContaining({ kind: 'approval', params: { role: 'individual' }, link: '/candidate/dashboard', is_read: true }),
    ]);
  });
});

describe('interviews in the export (issue #16)', () => {
  it("gives the candidate's interviews with the questions as asked (no rubric) and every attempt's answers", async () => {
    const user = await createUser(t.app);
    const { token } = await logIn(t.app, user.email);
    const callers = await recruiterCallers(t.app, 'Export Co', 'Other Export Co');
    const job = { job_title: 'Data Analyst', sector: 'technology', job_type: 'full_time', experience: { value: 2, unit: 'years' }, skills: [{ id: 'skill:sql', importance: 'must_have' }], description: 'Turn our sales data into weekly reports, keep the dashboards right and explain the numbers to the team.' };
    const jobId = json(await t.app.inject({ method: 'POST', url: '/api/recruiter/post-job/', headers: { token: callers.recruiter }, payload: job })).data.job.jid as string;
    const question = { id: 'q1', position: 0, question: 'Tell us about a report you built.', kind: 'behavioural', skill_ids: [], rubric: 'A concrete report and its outcome.' };
    const [row] = await t.app.ctx.db
      .insert(interviews)
      .values({ company_id: callers.companyId, job_id: jobId, candidate_id: user.id, state: 'completed', attempt: 2, details: { job_title: 'Data Analyst', company_name: 'Export Co', language: 'en', questions: [question] }, expires_at: new Date() })
      .returning();
    await t.app.ctx.db.insert(interviewAnswers).values([
      { interview_id: row!.id, attempt: 1, question_id: 'q1', position: 0, transcript: 'My first answer.' },
      { interview_id: row!.id, attempt: 2, question_id: 'q1', position: 0, transcript: 'My second answer.' },
    ]);
    // What was made of the answers (decision 0090): the engine's evaluation, the model's opinion, a
    // recruiter's override and the candidate's review request, each of the attempt it belongs to.
    await evaluateAttempt(t.app.ctx, row!.id, 1);
    await t.app.ctx.db.insert(interviewSecondOpinions).values({
      interview_id: row!.id,
      attempt: 1,
      model: 'judge-model',
      prompt_version: 'interview-opinion/1',
      answers: [{ question_id: 'q1', answer_updated_at: new Date().toISOString(), criteria: [{ criterion: 'relevance', band: 'fair', evidence: ['My first answer.'] }], dropped_quotes: 0 }],
    });
    const recruiterId = (await createUser(t.app)).id;
    await t.app.ctx.db.insert(interviewScoreOverrides).values({ interview_id: row!.id, attempt: 1, question_id: 'q1', target: 'structure', band: 'good', reason: 'Told in order when asked again.', by_user_id: recruiterId });
    await t.app.ctx.db.insert(interviewReviewRequests).values({ interview_id: row!.id, attempt: 2 });
    const response = await t.app.inject({ method: 'GET', url: '/api/user/export/', headers: { token } });
    const data = JSON.parse(unzip(response.rawPayload).get('masar-data.json')!.toString('utf8'));
    expect(data.interviews).toEqual([
      expect.objectContaining({
        interview_id: row!.id,
        state: 'completed',
        company_name: 'Export Co',
        questions: [{ id: 'q1', position: 0, question: 'Tell us about a report you built.' }],
        answers: [expect.objectContaining({ attempt: 1, transcript: 'My first answer.' }), expect.objectContaining({ attempt: 2, transcript: 'My second answer.' })],
        evaluations: [
          expect.objectContaining({
            attempt: 1,
            engine_version: INTERVIEW_EVALUATION_ENGINE_VERSION,
            evaluated_at: expect.any(String),
            answers: [expect.objectContaining({ question_id: 'q1', status: 'insufficient_evidence', insufficient_reason: 'too_short', criteria: [] })],
          }),
        ],
        second_opinions: [
          expect.objectContaining({ attempt: 1, model: 'judge-model', prompt_version: 'interview-opinion/1', answers: [expect.objectContaining({ question_id: 'q1', criteria: [{ criterion: 'relevance', band: 'fair', evidence: ['My first answer.'] }] })] }),
        ],
        overrides: [{ attempt: 1, question_id: 'q1', criterion: 'structure', band: 'good', reason: 'Told in order when asked again.', at: expect.any(String) }],
        review_requests: [{ attempt: 2, requested_at: expect.any(String) }],
      }),
    ]);
    // Which recruiter made the override is the recruiter's data, not the candidate's.
    expect(JSON.stringify(data.interviews)).not.toContain(String(recruiterId));
  });
});

describe('GET /api/user/export/ with several large files (issue #9)', () => {
  const MB = 1024 * 1024;
  let user: Awaited<ReturnType<typeof createUser>>;
  let token: string;
  const uploaded: Array<{ id: string; name: string; bytes: Buffer }> = [];

  beforeAll(async () => {
    user = await createUser(t.app);
    token = (await logIn(t.app, user.email)).token;
    for (const [name, size] of [['one.pdf', 3 * MB], ['two.pdf', 2 * MB + 17], ['ثلاثة.pdf', 4 * MB - 5]] as const) {
      const bytes = randomPdf(size);
      uploaded.push({ id: (await uploadResume(token, name, bytes)).id, name, bytes });
    }
  });

  it('answers a zip of every file, byte for byte, that unzip reads and checks', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/export/', headers: { token } });
    expect(response.statusCode).toBe(200);
    const entries = unzip(response.rawPayload);
    expect(JSON.parse(entries.get('masar-data.json')!.toString('utf8')).files).toHaveLength(3);
    for (const file of uploaded) expect(entries.get(`files/${file.id}-${file.name}`)?.equals(file.bytes)).toBe(true);
  });

  it('streams: the archive starts before the first file is read through, and files are only ever read as streams', async () => {
    const total = uploaded.reduce((sum, file) => sum + file.bytes.length, 0);
    const opened: string[] = [];
    let pulled = 0;
    const storage: FileStorage = {
      ...t.app.ctx.storage,
      get: () => Promise.reject(new Error('an export must not read a whole file')),
      async stream(key) {
        opened.push(key);
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            pulled += chunk.length;
            done(null, chunk);
          },
        });
        return (await t.app.ctx.storage.stream(key)).pipe(counter);
      },
    };
    const { stream } = await exportPersonalData({ ...t.app.ctx, storage }, { userId: user.id } as Caller);
    const reader = stream[Symbol.asyncIterator]();
    const parts: Buffer[] = [];
    // Read the archive until the first file's bytes have started coming out of storage…
    while (pulled === 0) {
      const next = await reader.next();
      expect(next.done).toBe(false);
      parts.push(next.value as Buffer);
    }
    // …then the reader sets the pace: one file open, little of it read, though the archive has begun.
    expect(opened).toHaveLength(1);
    expect(pulled).toBeLessThan(1 * MB);
    for (let next = await reader.next(); !next.done; next = await reader.next()) parts.push(next.value as Buffer);
    expect(opened).toHaveLength(3);
    expect(pulled).toBe(total);
    const entries = unzip(Buffer.concat(parts));
    for (const file of uploaded) expect(entries.get(`files/${file.id}-${file.name}`)?.equals(file.bytes)).toBe(true);
  });

  it('runs one export per person at a time: a second is refused until the first ends', async () => {
    const { stream } = await exportPersonalData(t.app.ctx, { userId: user.id } as Caller);
    const second = await t.app.inject({ method: 'GET', url: '/api/user/export/', headers: { token } });
    expect(second.statusCode).toBe(429);
    expect(json(second).message).toBe('Your data export is already being prepared. Try again once it has downloaded');
    const arabic = await t.app.inject({ method: 'GET', url: '/api/user/export/', headers: { token, lang: 'ar' } });
    expect(json(arabic).message).toBe('يجري تجهيز تصدير بياناتك بالفعل. يمكن المحاولة مجددًا بعد اكتمال تنزيله');
    // Someone else's export is not held up.
    const other = await createUser(t.app);
    const otherToken = (await logIn(t.app, other.email)).token;
    expect((await t.app.inject({ method: 'GET', url: '/api/user/export/', headers: { token: otherToken } })).statusCode).toBe(200);

    stream.destroy();
    await once(stream, 'close');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/export/', headers: { token } })).statusCode).toBe(200);
    // A finished export frees the person too.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/export/', headers: { token } })).statusCode).toBe(200);
  });
});

describe('DELETE /api/user/', () => {
  it('needs the password, then erases the account, its files and its personal data in the audit log', async () => {
    const user = await createUser(t.app);
    const { token } = await logIn(t.app, user.email, user.password, nextIp());
    const file = await uploadResume(token, 'cv.pdf');
    await addNotification(t.app.ctx.db, { userId: user.id, kind: 'approval', params: { role: 'individual' } });
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/user/', headers: { token }, payload: {} });
    expect(json(missing).errors).toContainEqual({ path: 'current_password', message: 'Password is required' });
    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/user/', headers: { token }, payload: { current_password: 'Wrong#Pass1' } });
    expect(json(wrong).message).toBe('Wrong current password');

    const response = await t.app.inject({ method: 'DELETE', url: '/api/user/', headers: { token }, payload: { current_password: user.password } });
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe('Your account and your data are deleted');

    expect((await t.app.inject({ method: 'GET', url: '/api/user/', headers: { token } })).statusCode).toBe(401);
    const rows = await t.database.executeSql(
      `select (select count(*)::int from users where id = $1) as users,
              (select count(*)::int from files where id = $2) as files,
              (select count(*)::int from sessions where user_id = $1) as sessions,
              (select count(*)::int from notifications where user_id = $1) as notifications,
              (select count(*)::int from audit_log where user_id = $1) as audit_with_id`,
      [user.id, file.id],
    );
    expect(rows.rows).toEqual([{ users: 0, files: 0, sessions: 0, notifications: 0, audit_with_id: 0 }]);
    const anonymous = await t.database.executeSql(`select count(*)::int as n from audit_log where user_id is null and ip is null and event = 'login_succeeded'`);
    expect((anonymous.rows[0] as { n: number }).n).toBeGreaterThan(0);
    // The stored bytes go too, by a retried job.
    await expect
      .poll(async () => t.app.ctx.storage.get(`files/${file.id}`).then(() => 'present', () => 'gone'), { timeout: 15_000, interval: 200 })
      .toBe('gone');
    const login = await t.app.inject({ method: 'POST', url: '/api/user/auth/login-user/', payload: { email: user.email, password: user.password }, remoteAddress: nextIp() });
    expect(login.statusCode).toBe(401);
  });

  it('asks an account without a password to type its e-mail', async () => {
    const user = await createUser(t.app);
    const { token } = await logIn(t.app, user.email);
    await t.database.executeSql(`update users set password_hash = null where id = $1`, [user.id]);
    const refused = await t.app.inject({ method: 'DELETE', url: '/api/user/', headers: { token }, payload: { confirm_email: 'someone@else.com' } });
    expect(json(refused).message).toBe('Type your e-mail address to confirm');
    const ok = await t.app.inject({ method: 'DELETE', url: '/api/user/', headers: { token }, payload: { confirm_email: user.email.toUpperCase() } });
    expect(ok.statusCode).toBe(200);
  });
});
