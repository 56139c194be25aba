/**
 * AI interview evaluation and reports (issue #16, decision 0084): finishing an interview queues the
 * evaluation on the real job queue, which scores each answer with the engine and stores it with the
 * engine's version and its inputs' ids; the company's recruiters read the report and override scores with
 * a reason (kept beside the automatic one, written to the history); the candidate sees that the interview
 * was received and what was assessed, and asks once for a human review, which notifies the recruiters.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW_EVALUATION_ENGINE_VERSION } from '@masar/engines/interview-evaluation/types';
import type { InterviewReport } from '@masar/shared/interview-reports';
import type { CandidateProfile } from '@masar/shared/profile';
import { candidateProfiles } from '../src/db/schema/candidates.ts';
import { interviewAnswerEvaluations, interviewAttemptEvaluations } from '../src/db/schema/interview-evaluations.ts';
import { interviewAnswers, interviews } from '../src/db/schema/interviews.ts';
import { evaluateAttempt } from '../src/modules/interviews/interview-evaluations.service.ts';
import { createUser, logIn, recruiterCallers, type LoggedIn, type RecruiterCallers } from './helpers/factories.ts';
import { webmAudio } from './helpers/files.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let callers: RecruiterCallers;
let jobId: string;
let candidate: LoggedIn;
let otherCandidate: LoggedIn;
let interviewId: string;
let questionIds: string[];

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, token: string | null, payload?: object, lang = 'en') =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: { ...(token ? { token } : {}), lang },
    ...(payload ? { payload } : {}),
  });

const QUESTIONS = [
  {
    question: 'Tell us about a report you built that changed a decision. What did you do, and what was the result?',
    kind: 'behavioural',
    skill_ids: ['skill:sql'],
    rubric: 'A concrete report, the data and queries behind it, the decision it changed and its outcome.',
  },
  {
    question: 'How would you find duplicate customers in a sales table?',
    kind: 'technical',
    skill_ids: ['skill:sql'],
    rubric: 'Grouping, matching keys, checking the result.',
  },
  {
    question: 'Why do you want to work with us?',
    kind: 'behavioural',
    skill_ids: [],
    rubric: 'Knows the company and the role.',
  },
];
const STRONG_ANSWER =
  'Last year at my previous company the sales team could not see which regions were losing customers. My task was to build a weekly churn report. I wrote the SQL queries that joined orders and cancellations, and I built a dashboard on top of them. The report showed that one region lost 12% of its customers in three months. As a result the managers moved two account managers there, and churn fell to 4% by the end of the year.';

async function newCandidate(): Promise<LoggedIn> {
  const user = await createUser(t.app);
  await t.app.ctx.db
    .insert(candidateProfiles)
    .values({ user_id: user.id, profile: {} as CandidateProfile, parse_status: 'completed' });
  return logIn(t.app, user.email);
}

async function publishedJob(token: string): Promise<string> {
  const fields = {
    job_title: 'Data Analyst',
    sector: 'technology',
    job_type: 'full_time',
    experience: { value: 2, unit: 'years' },
    skills: [{ id: 'skill:sql', importance: 'must_have' }],
    description:
      'Turn our sales data into weekly reports, keep the dashboards right and explain the numbers to the team.',
  };
  const id = json(await call('POST', 'recruiter/post-job/', token, fields)).data.job.jid as string;
  expect((await call('POST', `recruiter/publish-job/${id}`, token)).statusCode).toBe(200);
  expect((await call('PUT', `recruiter/job/${id}/questions/`, token, { questions: QUESTIONS })).statusCode).toBe(200);
  return id;
}

const report = (token: string, id = interviewId, lang = 'en') =>
  call('GET', `recruiter/interview/report/${id}`, token, undefined, lang);
const override = (body: object, token = callers.recruiter, id = interviewId, lang = 'en') =>
  call('POST', `recruiter/interview/report/${id}/override/`, token, body, lang);

/** A recording sent by the candidate in one chunk, as the room sends its last one; returns the file's id. */
async function uploadRecording(token: string, category: string, uploadId: string, bytes: Buffer): Promise<string> {
  const query = new URLSearchParams({
    upload_id: uploadId,
    chunk_index: '0',
    chunk_count: '1',
    category,
    file_name: 'answer.webm',
  });
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/user/upload-file-chunk/?${query.toString()}`,
    headers: { token, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  expect(answer.statusCode).toBe(200);
  return json(answer).data.file.id as string;
}

const AUDIO_BYTES = webmAudio(3000);
const VIDEO_BYTES = webmAudio(5000);
let audioUpload: string;
let videoUpload: string;

/** Waits for what a recruiter would see once the queue has run the evaluation. */
async function reportWhenReady(): Promise<InterviewReport> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const body = json(await report(callers.recruiter)).data as InterviewReport;
    if (body.evaluation === 'ready' || Date.now() > deadline) return body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A completed interview put in place directly: no `over` was taken, so no evaluation is queued. */
async function completedWithoutEvaluation(): Promise<string> {
  const [source] = await t.app.ctx.db.select().from(interviews).where(eq(interviews.id, interviewId));
  const [row] = await t.app.ctx.db
    .insert(interviews)
    .values({
      company_id: source!.company_id,
      job_id: jobId,
      candidate_id: candidate.userId,
      details: source!.details,
      state: 'completed',
      finished_at: new Date(),
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  callers = await recruiterCallers(t.app, 'Report Co', 'Other Report Co');
  jobId = await publishedJob(callers.recruiter);
  candidate = await newCandidate();
  otherCandidate = await newCandidate();
  expect((await call('POST', 'candidate/job/apply', candidate.token, { job_id: jobId })).statusCode).toBe(200);
  const started = json(
    await call('POST', 'recruiter/start-interview/', callers.recruiter, {
      candidate_id: candidate.userId,
      job_id: jobId,
    }),
  ).data;
  interviewId = started.interview_id;
  questionIds = started.details.questions.map((question: { id: string }) => question.id);
});
afterAll(async () => {
  await t?.close();
});

describe('the evaluation job', () => {
  it('says "not completed" while the interview is being taken, then scores every answer once it is over, on the real queue', async () => {
    expect(
      (
        await call('POST', 'recruiter/interview/action/', candidate.token, {
          interview_id: interviewId,
          action: 'start',
        })
      ).statusCode,
    ).toBe(200);
    const save = (index: number, transcript: string) =>
      call('PATCH', `recruiter/interview/${interviewId}`, candidate.token, {
        answer: { question_id: questionIds[index], transcript },
      });
    expect((await save(0, STRONG_ANSWER)).statusCode).toBe(200);
    expect((await save(1, 'Um, I am not sure.')).statusCode).toBe(200);
    // What the room sends beside the answers: the first answer's audio and camera video, and two notes.
    const patch = (body: object) => call('PATCH', `recruiter/interview/${interviewId}`, candidate.token, body);
    audioUpload = randomUUID();
    videoUpload = randomUUID();
    const unfinished = randomUUID();
    for (const [upload, kind] of [
      [audioUpload, 'audio'],
      [videoUpload, 'video'],
      [unfinished, 'audio'],
    ] as const)
      expect((await patch({ recording: { upload_id: upload, kind, question_id: questionIds[0] } })).statusCode).toBe(
        200,
      );
    const audioFile = await uploadRecording(candidate.token, 'interview audio', audioUpload, AUDIO_BYTES);
    const videoFile = await uploadRecording(candidate.token, 'interview recording', videoUpload, VIDEO_BYTES);
    expect((await patch({ recording: { upload_id: videoUpload, kind: 'video', file_id: videoFile } })).statusCode).toBe(
      200,
    );
    expect((await patch({ recording: { upload_id: audioUpload, kind: 'audio', file_id: audioFile } })).statusCode).toBe(
      200,
    );
    const tabHidden = await patch({
      integrity_note: { kind: 'tab_hidden', question_id: questionIds[0], seconds: 12.5 },
    });
    expect(tabHidden.statusCode).toBe(200);
    expect(json(tabHidden).data).not.toHaveProperty('integrity_notes');
    expect(
      (await patch({ integrity_note: { kind: 'long_silence', question_id: questionIds[1], seconds: 25 } })).statusCode,
    ).toBe(200);
    const before = json(await report(callers.recruiter)).data as InterviewReport;
    expect(before.evaluation).toBe('not_completed');
    expect(before.answers.map((answer) => answer.status)).toEqual(['unanswered', 'unanswered', 'unanswered']);

    expect(
      (
        await call('POST', 'recruiter/interview/action/', candidate.token, {
          interview_id: interviewId,
          action: 'over',
        })
      ).statusCode,
    ).toBe(200);
    const ready = await reportWhenReady();
    expect(ready.evaluation).toBe('ready');
    expect(ready.engine_version).toBe(INTERVIEW_EVALUATION_ENGINE_VERSION);
    const [strong, thin, unanswered] = ready.answers;
    expect(strong).toMatchObject({
      status: 'evaluated',
      band: 'strong',
      transcript: STRONG_ANSWER,
      engine_version: INTERVIEW_EVALUATION_ENGINE_VERSION,
    });
    expect(strong!.criteria.map((criterion) => [criterion.criterion, criterion.band])).toEqual([
      ['relevance', 'strong'],
      ['specificity', 'strong'],
      ['structure', 'strong'],
      ['skills', 'strong'],
    ]);
    // The skills criterion points at the sentence that names SQL, quoted from the transcript.
    const skills = strong!.criteria.find((criterion) => criterion.criterion === 'skills')!;
    expect(skills.sentence_indices.map((index) => strong!.sentences[index]!.text)).toEqual([
      'I wrote the SQL queries that joined orders and cancellations, and I built a dashboard on top of them.',
    ]);
    expect(strong!.skills).toEqual([{ skill_id: 'skill:sql', name: 'SQL', matched: 'SQL', sentence_indices: [2] }]);
    expect(strong!.strengths.length).toBeGreaterThan(0);
    expect(thin).toMatchObject({
      status: 'insufficient_evidence',
      insufficient_reason: 'too_short',
      band: null,
      score: null,
      criteria: [],
    });
    expect(unanswered).toMatchObject({ status: 'unanswered', transcript: null, band: null });
    expect(ready.overall).toMatchObject({ band: 'strong', evaluated: 1, insufficient: 1, override: null });
    // The notes the candidate's room saved, in the order they happened; never part of any score.
    expect(ready.integrity_notes).toEqual([
      { kind: 'tab_hidden', question_id: questionIds[0], seconds: 12.5, at: expect.any(String) },
      { kind: 'long_silence', question_id: questionIds[1], seconds: 25, at: expect.any(String) },
    ]);
    // Each answer's finished recordings, audio first; the one never finished has nothing to play.
    expect(strong!.recordings).toEqual([
      expect.objectContaining({ upload_id: audioUpload, kind: 'audio', partial: false, missing_chunks: [] }),
      expect.objectContaining({ upload_id: videoUpload, kind: 'video', partial: false, missing_chunks: [] }),
    ]);
    expect(thin!.recordings).toEqual([]);
    // The candidate's own views never carry the notes.
    const own = await call('GET', `recruiter/interview/${interviewId}`, candidate.token);
    expect(own.statusCode).toBe(200);
    expect(json(own).data).not.toHaveProperty('integrity_notes');
    const receipt = await call('GET', `recruiter/interview/receipt/${interviewId}`, candidate.token);
    expect(receipt.body).not.toMatch(/tab_hidden|long_silence|integrity/);

    // Every automated score is logged with the engine's version and its inputs' ids.
    const stored = await t.app.ctx.db
      .select()
      .from(interviewAnswerEvaluations)
      .where(eq(interviewAnswerEvaluations.interview_id, interviewId));
    const answers = await t.app.ctx.db
      .select()
      .from(interviewAnswers)
      .where(eq(interviewAnswers.interview_id, interviewId));
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      const answer = answers.find((candidateAnswer) => candidateAnswer.question_id === row.question_id)!;
      expect(row).toMatchObject({
        attempt: 1,
        engine_version: INTERVIEW_EVALUATION_ENGINE_VERSION,
        answer_updated_at: answer.updated_at,
      });
    }
  });

  it('is idempotent: running it again leaves one row per answer and the same results', async () => {
    const before = await t.app.ctx.db
      .select()
      .from(interviewAnswerEvaluations)
      .where(eq(interviewAnswerEvaluations.interview_id, interviewId));
    expect(await evaluateAttempt(t.app.ctx, interviewId, 1)).toBe('evaluated');
    const after = await t.app.ctx.db
      .select()
      .from(interviewAnswerEvaluations)
      .where(eq(interviewAnswerEvaluations.interview_id, interviewId));
    expect(
      after.map(({ evaluated_at: _at, ...row }) => row).sort((a, b) => a.question_id.localeCompare(b.question_id)),
    ).toEqual(
      before.map(({ evaluated_at: _at, ...row }) => row).sort((a, b) => a.question_id.localeCompare(b.question_id)),
    );
    const attempts = await t.app.ctx.db
      .select()
      .from(interviewAttemptEvaluations)
      .where(
        and(eq(interviewAttemptEvaluations.interview_id, interviewId), eq(interviewAttemptEvaluations.attempt, 1)),
      );
    expect(attempts).toHaveLength(1);
  });

  it('shows "evaluation pending" for a completed interview the job has not scored yet, and refuses overrides until then', async () => {
    const id = await completedWithoutEvaluation();
    const pending = json(await report(callers.recruiter, id)).data as InterviewReport;
    expect(pending.evaluation).toBe('pending');
    expect(pending.answers.every((answer) => answer.status === 'unanswered')).toBe(true);
    const refused = await override(
      { criterion: 'overall', band: 'good', reason: 'Read it myself' },
      callers.recruiter,
      id,
    );
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe('The evaluation of this interview has not run yet');
    await t.app.ctx.db.update(interviews).set({ state: 'cancelled' }).where(eq(interviews.id, id));
  });
});

describe('the recruiter’s report', () => {
  it('is for the company’s recruiters only', async () => {
    expect((await report(callers.admin)).statusCode).toBe(200);
    const foreign = await report(callers.otherRecruiter);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('Interview not found');
    expect((await report(candidate.token)).statusCode).toBe(403);
    expect((await report(callers.pending)).statusCode).toBe(403);
    expect((await call('GET', `recruiter/interview/report/${interviewId}`, null)).statusCode).toBe(401);
    expect((await report(callers.recruiter, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('plays an answer’s recordings to the company’s recruiters only', async () => {
    const recording = (upload: string, token: string, id = interviewId) =>
      call('GET', `recruiter/interview/report/${id}/recording/${upload}`, token);
    const audio = await recording(audioUpload, callers.recruiter);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/webm');
    expect(audio.rawPayload.equals(AUDIO_BYTES)).toBe(true);
    const video = await recording(videoUpload, callers.admin);
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.rawPayload.equals(VIDEO_BYTES)).toBe(true);

    const foreign = await recording(audioUpload, callers.otherRecruiter);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('Interview not found');
    expect((await recording(audioUpload, candidate.token)).statusCode).toBe(403);
    expect((await recording(audioUpload, otherCandidate.token)).statusCode).toBe(403);
    const unknown = await recording(randomUUID(), callers.recruiter);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('File not found');
    // Another interview of the company does not open this one's recordings.
    const another = await completedWithoutEvaluation();
    expect((await recording(audioUpload, callers.recruiter, another)).statusCode).toBe(404);
    await t.app.ctx.db.update(interviews).set({ state: 'cancelled' }).where(eq(interviews.id, another));
    expect((await recording('not-a-uuid', callers.recruiter)).statusCode).toBe(400);
    expect(
      (await call('GET', `recruiter/interview/report/${interviewId}/recording/${audioUpload}`, null)).statusCode,
    ).toBe(401);
  });

  it('keeps a recruiter’s override beside the automatic band, and writes it to the history', async () => {
    const response = await override({
      question_id: questionIds[0],
      criterion: 'structure',
      band: 'good',
      reason: 'The result is the managers’, not the candidate’s',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe('Score overridden');
    const structure = (json(response).data as InterviewReport).answers[0]!.criteria.find(
      (criterion) => criterion.criterion === 'structure',
    )!;
    expect(structure.band).toBe('strong');
    expect(structure.override).toMatchObject({
      band: 'good',
      reason: 'The result is the managers’, not the candidate’s',
      by_user_id: expect.any(String),
    });

    const insufficient = await override(
      { question_id: questionIds[1], criterion: 'overall', band: 'fair', reason: 'Asked again on the phone' },
      callers.admin,
      interviewId,
      'ar',
    );
    expect(insufficient.statusCode).toBe(200);
    expect(json(insufficient).message).toBe('تم تعديل التقييم');
    const thin = (json(insufficient).data as InterviewReport).answers[1]!;
    expect(thin).toMatchObject({
      status: 'insufficient_evidence',
      band: null,
      override: { band: 'fair', reason: 'Asked again on the phone' },
    });

    const history = json(await call('GET', `recruiter/interview/history/${interviewId}`, callers.recruiter)).data
      .history;
    const overrides = history.filter((entry: { action: string }) => entry.action === 'override');
    expect(overrides.map((entry: { reason: string; to_state: string }) => [entry.reason, entry.to_state])).toEqual([
      ['question 1 structure → good: The result is the managers’, not the candidate’s', 'completed'],
      ['question 2 overall → fair: Asked again on the phone', 'completed'],
    ]);
  });

  it('refuses bad overrides and the wrong callers', async () => {
    const noReason = await override({ question_id: questionIds[0], criterion: 'relevance', band: 'good' });
    expect(noReason.statusCode).toBe(400);
    expect(json(noReason).errors).toContainEqual({ path: 'reason', message: 'Field is required' });
    const blankReason = await override({
      question_id: questionIds[0],
      criterion: 'relevance',
      band: 'good',
      reason: '   ',
    });
    expect(json(blankReason).errors).toContainEqual({ path: 'reason', message: 'Field is required' });
    const noQuestion = await override({ criterion: 'relevance', band: 'good', reason: 'x' });
    expect(noQuestion.statusCode).toBe(400);
    expect(json(noQuestion).errors).toContainEqual({
      path: 'question_id',
      message: 'Choose the question whose score you override',
    });
    const unknown = await override({ question_id: 'nope', criterion: 'relevance', band: 'good', reason: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errors).toContainEqual({
      path: 'question_id',
      message: 'This is not a question of this interview',
    });
    const noSkills = await override({ question_id: questionIds[2], criterion: 'skills', band: 'good', reason: 'x' });
    expect(noSkills.statusCode).toBe(400);
    expect(json(noSkills).errors).toContainEqual({
      path: 'criterion',
      message: 'This question names no skill, so it has no skills score',
    });
    expect((await override({ criterion: 'overall', band: 'excellent', reason: 'x' })).statusCode).toBe(400);
    expect((await override({ criterion: 'overall', band: 'good', reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect(
      (await override({ criterion: 'overall', band: 'good', reason: 'x' }, callers.otherRecruiter)).statusCode,
    ).toBe(404);
    expect((await override({ criterion: 'overall', band: 'good', reason: 'x' }, candidate.token)).statusCode).toBe(403);
  });
});

describe('the candidate’s view and the human review', () => {
  it('tells the candidate the interview was received and what was assessed, never the scores', async () => {
    const response = await call('GET', `recruiter/interview/receipt/${interviewId}`, candidate.token);
    expect(response.statusCode).toBe(200);
    const receipt = json(response).data;
    expect(receipt).toEqual({
      interview_id: interviewId,
      state: 'completed',
      received: true,
      finished_at: expect.any(String),
      criteria: ['relevance', 'specificity', 'structure', 'skills'],
      human_review_requested_at: null,
      can_request_review: true,
    });
    expect(response.body).not.toMatch(/strong|score|band/);
    expect((await call('GET', `recruiter/interview/receipt/${interviewId}`, otherCandidate.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `recruiter/interview/receipt/${interviewId}`, callers.recruiter)).statusCode).toBe(403);
  });

  it('takes one review request per attempt and tells the company’s recruiters', async () => {
    const ask = (token = candidate.token, lang = 'en') =>
      call('POST', 'recruiter/interview/review-request/', token, { interview_id: interviewId }, lang);
    expect((await ask(otherCandidate.token)).statusCode).toBe(404);
    expect((await ask(callers.recruiter)).statusCode).toBe(403);
    const missing = await call('POST', 'recruiter/interview/review-request/', candidate.token, {});
    expect(json(missing).errors).toContainEqual({ path: 'interview_id', message: 'Field is required' });

    const first = await ask();
    expect(first.statusCode).toBe(200);
    expect(json(first).message).toBe('Your request for a human review has been sent');
    expect(json(first).data).toMatchObject({
      human_review_requested_at: expect.any(String),
      can_request_review: false,
    });
    const again = await ask(candidate.token, 'ar');
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('لقد طلبت مراجعة بشرية لهذه المقابلة من قبل');

    for (const token of [callers.recruiter, callers.admin]) {
      const notifications = json(await call('GET', 'user/notifications/list/', token)).data.results;
      expect(notifications[0]).toMatchObject({
        kind: 'interview-review',
        params: { job_title: 'Data Analyst' },
        link: `/recruiter/interviews/${interviewId}/report`,
      });
    }
    expect(
      json(await call('GET', 'user/notifications/list/', callers.otherRecruiter)).data.results.some(
        (notification: { kind: string }) => notification.kind === 'interview-review',
      ),
    ).toBe(false);
    const history = json(await call('GET', `recruiter/interview/history/${interviewId}`, callers.recruiter)).data
      .history;
    expect(history.at(-1)).toMatchObject({ action: 'review_request', actor: 'candidate' });
    expect((json(await report(callers.recruiter)).data as InterviewReport).human_review_requested_at).toEqual(
      expect.any(String),
    );
  });

  it('refuses a review request before the interview is completed', async () => {
    const [row] = await t.app.ctx.db.select().from(interviews).where(eq(interviews.id, interviewId));
    const [open] = await t.app.ctx.db
      .insert(interviews)
      .values({
        company_id: row!.company_id,
        job_id: jobId,
        candidate_id: otherCandidate.userId,
        details: row!.details,
        state: 'in_progress',
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const refused = await call('POST', 'recruiter/interview/review-request/', otherCandidate.token, {
      interview_id: open!.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toBe('The interview has not been completed yet');
    const receipt = json(await call('GET', `recruiter/interview/receipt/${open!.id}`, otherCandidate.token)).data;
    expect(receipt).toMatchObject({ received: false, can_request_review: false });
  });
});
