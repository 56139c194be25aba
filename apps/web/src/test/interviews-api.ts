import { isFollowUpQuestionId, mainQuestionIdOf, type Interview, type InterviewSummary, type UpdateInterviewRequest } from '@masar/shared/interviews';
import { reply, type FakeApi } from './fake-api';

export const INTERVIEW_LIST = '/api/recruiter/interview/list/';

/** An interview as the list gives it; by default an invitation to the data engineer job at Nakheel Digital. */
export function anInterview(overrides: Partial<InterviewSummary> = {}): InterviewSummary {
  return {
    interview_id: '00000000-0000-4000-8000-000000000001',
    state: 'invited',
    job_id: '00000000-0000-4000-8000-0000000000a1',
    candidate_id: '00000000-0000-4000-8000-0000000000c1',
    candidate_name: 'Sara Haddad',
    recruiter_id: null,
    job_title: 'Data Engineer',
    company_name: 'Nakheel Digital',
    attempt: 1,
    questions_count: 5,
    answered_count: 0,
    stop_flag: false,
    created_at: '2026-11-20T08:00:00.000Z',
    started_at: null,
    finished_at: null,
    expires_at: '2026-12-04T08:00:00.000Z',
    ...overrides,
  };
}

/** The list as the server filters and pages it (decision 0076), over `interviews`, newest first. */
export function withInterviews<T extends FakeApi>(api: T, interviews: InterviewSummary[]): T {
  api.on('GET', INTERVIEW_LIST, (request) => {
    const query: Partial<Record<string, string>> = request.query;
    const page = Number(query.page ?? 0);
    const limit = Number(query.limit ?? 10);
    const matching = interviews
      .filter((row) => query.job_id === undefined || row.job_id === query.job_id)
      .filter((row) => query.candidate_id === undefined || row.candidate_id === query.candidate_id)
      .filter((row) => query.state === undefined || row.state === query.state);
    return reply(200, { data: { total: matching.length, results: matching.slice(page * limit, (page + 1) * limit), pagination: { page, limit } } });
  });
  return api;
}

/** An interview as GET interview/{id} gives it to its candidate: two questions, in English by default. */
export function aFullInterview(overrides: Partial<Interview> = {}): Interview {
  return {
    ...anInterview({ questions_count: 2 }),
    details: {
      job_title: 'Data Engineer',
      company_name: 'Nakheel Digital',
      language: 'en',
      questions: [
        { id: 'q1', position: 0, question: 'Tell us about a pipeline you built.', kind: 'behavioural', skill_ids: [] },
        { id: 'q2', position: 1, question: 'How do you test a data transformation?', kind: 'technical', skill_ids: [] },
      ],
    },
    answers: [],
    camera_recording_supported: null,
    camera_permission: null,
    redo_allowed: true,
    typed_answers_allowed: true,
    transcription_available: false,
    recordings: [],
    ...overrides,
  };
}

/**
 * The interview calls as the server answers its candidate (decisions 0075, 0076, 0083): start and resume
 * move it in progress, PATCH keeps answers (a second save of one replaces it) and the camera, over ends it.
 */
/**
 * The room's server: saves as the real one does. `followUps` stands in for the server's composer: the
 * follow-up a question's main answer gets on its first save (keyed by question id).
 */
export function withInterviewRoom<T extends FakeApi>(api: T, initial: Interview, followUps: Record<string, string> = {}): T & { current: () => Interview } {
  let interview = initial;
  const path = `/api/recruiter/interview/${initial.interview_id}`;
  const answer = () => reply(200, { data: interview });
  api.on('GET', path, answer);
  api.on('POST', '/api/recruiter/interview/action/', (request) => {
    const action = (request.body as { action: string }).action;
    interview = { ...interview, state: action === 'over' ? 'completed' : 'in_progress' };
    return answer();
  });
  api.on('POST', '/api/recruiter/resume-interview/', () => {
    interview = { ...interview, stop_flag: false };
    return answer();
  });
  api.on('PATCH', path, (request) => {
    const body = request.body as UpdateInterviewRequest;
    if (interview.state !== 'in_progress') return reply(409, { message: 'Answers can be saved only while the interview is in progress', code: 'CONFLICT' });
    if (body.answer) {
      const { question_id, transcript } = body.answer;
      const mainId = mainQuestionIdOf(question_id);
      const position = interview.details.questions.find((question) => question.id === mainId)!.position;
      const before = interview.answers.find((saved) => saved.question_id === question_id);
      const main = interview.answers.find((saved) => saved.question_id === mainId);
      const isFollowUp = isFollowUpQuestionId(question_id);
      if (isFollowUp && !main?.follow_up) return reply(400, { message: 'This question has no follow-up to answer', code: 'VALIDATION' });
      const followUp = isFollowUp ? null : before ? (before.follow_up ?? null) : (followUps[question_id] ?? null);
      const others = interview.answers.filter((saved) => saved.question_id !== question_id);
      interview = {
        ...interview,
        answers: [...others, { question_id, position, transcript, follow_up: followUp, started_at: null, ended_at: null, updated_at: '2026-11-25T08:00:00.000Z' }],
      };
    }
    if (body.recording) {
      const { upload_id, kind, question_id, file_id } = body.recording;
      const before = interview.recordings.find((recording) => recording.upload_id === upload_id);
      const others = interview.recordings.filter((recording) => recording.upload_id !== upload_id);
      const kept = { upload_id, kind, question_id: question_id ?? before?.question_id ?? null, file_id: file_id ?? before?.file_id ?? null, transcription: 'none' as const, transcript: null };
      interview = { ...interview, recordings: [...others, kept] };
    }
    if (body.camera_permission) interview = { ...interview, camera_permission: body.camera_permission };
    if (body.camera_recording_supported !== undefined) interview = { ...interview, camera_recording_supported: body.camera_recording_supported };
    interview = { ...interview, answered_count: interview.answers.filter((saved) => !isFollowUpQuestionId(saved.question_id)).length };
    return answer();
  });
  return Object.assign(api, { current: () => interview });
}
