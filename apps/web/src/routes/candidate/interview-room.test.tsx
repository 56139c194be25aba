import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { candidateApi, signIn } from '../../test/candidate-api';
import { aFullInterview, withInterviewRoom } from '../../test/interviews-api';
import { reply } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { completeUpload, UPLOAD_CHUNK } from '../../test/uploads';

// What the avatar was given to say aloud, in order.
const spoken = vi.hoisted(() => [] as string[]);
// The built-in avatar as the room opens it, reading quickly: the test DOM has no voices, so it waits a reading time.
vi.mock('../../features/interviews/avatar/open-avatar-driver', async () => {
  const { createBuiltInAvatarDriver } = await import('../../features/interviews/avatar/built-in-driver');
  return {
    openAvatarDriver: () => {
      const driver = createBuiltInAvatarDriver({ readingMs: () => 20, voicesWaitMs: 0 });
      const speak = driver.speak;
      driver.speak = (text, language, signal) => {
        spoken.push(text);
        return speak(text, language, signal);
      };
      return Promise.resolve(driver);
    },
  };
});

const SPEC_MESSAGE = 'Unable to access microphone & camera. Please check your browser settings and grant permissions.';
const INTERVIEW = aFullInterview();
const ROOM = `/candidate/interviews/start/${INTERVIEW.interview_id}`;
const PATCH_PATH = `/api/recruiter/interview/${INTERVIEW.interview_id}`;

function refuseDevices() {
  const getUserMedia = vi.fn(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.stubGlobal('MediaRecorder', class {});
  return getUserMedia;
}

/** A microphone without a camera, and a recorder that gives one chunk when stopped. */
function allowMicrophone() {
  const track = { stop: vi.fn(), kind: 'audio' };
  const stream = { getTracks: () => [track], getAudioTracks: () => [track], getVideoTracks: () => [] };
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn(() => Promise.resolve(stream)) } });
  vi.stubGlobal('MediaStream', class { constructor(readonly tracks: unknown[]) {} });
  vi.stubGlobal(
    'MediaRecorder',
    class {
      static isTypeSupported = (type: string) => type.startsWith('audio/webm');
      state = 'inactive';
      mimeType = 'audio/webm';
      ondataavailable: ((event: { data: Blob }) => void) | null = null;
      onstop: (() => void) | null = null;
      start() {
        this.state = 'recording';
      }
      /** What a real recorder does when asked: hands over what it has recorded so far. */
      requestData() {
        this.ondataavailable?.({ data: new Blob([new Uint8Array(600)]) });
      }
      stop() {
        this.state = 'inactive';
        this.ondataavailable?.({ data: new Blob([new Uint8Array(600)]) });
        this.onstop?.();
      }
    },
  );
}

beforeEach(() => {
  refuseDevices();
  spoken.length = 0;
});

const FOLLOW_UP = 'Could you tell us about one specific time you did this yourself: what the task was, the steps you took, and what the result was?';
const FOLLOW_UP_AR = 'هل يمكنك أن تذكر مثالًا محددًا من تجربتك: ما الموقف، وماذا فعلت بنفسك، وكيف انتهى؟';

async function answerTyped(text: string) {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: 'Your answer' });
  await user.type(field, text);
  await user.click(screen.getByRole('button', { name: 'Save answer' }));
  return user;
}

describe('the interview room', () => {
  it('without camera and microphone shows the spec’s message and goes on with typed answers, each saved, corrected, then received', async () => {
    const api = withInterviewRoom(candidateApi(), INTERVIEW);
    signIn();
    renderApp(ROOM);
    expect(await screen.findByText(SPEC_MESSAGE)).toBeDefined();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue with typed answers' }));

    await waitFor(() => expect(api.requestsTo('POST', '/api/recruiter/interview/action/')[0]?.body).toEqual({ interview_id: INTERVIEW.interview_id, action: 'start' }));
    expect(api.requestsTo('PATCH', PATCH_PATH)[0]!.body).toEqual({ camera_recording_supported: true, camera_permission: 'denied' });
    expect(await screen.findByText('Tell us about a pipeline you built.')).toBeDefined();
    expect(screen.getByText('Question 1 of 2')).toBeDefined();

    await answerTyped('I built a nightly load from our shop database');
    // Saved as given at once, then open to correction.
    const review = await screen.findByRole('textbox', { name: 'Transcript' });
    expect(api.current().answers).toEqual([expect.objectContaining({ question_id: 'q1', transcript: 'I built a nightly load from our shop database' })]);
    expect(screen.getByText('Saved. Correct anything that is wrong before you go on.')).toBeDefined();
    await user.clear(review);
    await user.type(review, 'I built a nightly load from our shop database into the warehouse');
    await user.click(screen.getByRole('button', { name: 'Save and next question' }));

    expect(await screen.findByText('How do you test a data transformation?')).toBeDefined();
    expect(api.current().answers).toEqual([expect.objectContaining({ question_id: 'q1', transcript: 'I built a nightly load from our shop database into the warehouse' })]);
    expect(screen.getByText('Question 2 of 2')).toBeDefined();
    expect((await screen.findByRole('timer')).textContent).toMatch(/left of a 2:00 answer/);

    await answerTyped('With small fixtures and their expected rows');
    await screen.findByRole('textbox', { name: 'Transcript' });
    await user.click(screen.getByRole('button', { name: 'Save and finish' }));
    expect(await screen.findByRole('heading', { name: 'Your interview was received' })).toBeDefined();
    expect(api.requestsTo('POST', '/api/recruiter/interview/action/').at(-1)!.body).toEqual({ interview_id: INTERVIEW.interview_id, action: 'over' });
    expect(api.current().answers.map((answer) => answer.question_id).sort()).toEqual(['q1', 'q2']);
    expect(screen.getByRole('link', { name: 'Back to my interviews' }).getAttribute('href')).toBe('/candidate/interviews');
  });

  it('resumes an interview in progress at the next unanswered question', async () => {
    const api = withInterviewRoom(
      candidateApi(),
      aFullInterview({
        state: 'in_progress',
        stop_flag: true,
        answers: [{ question_id: 'q1', position: 0, transcript: 'Already answered', started_at: null, ended_at: null, updated_at: '2026-11-25T08:00:00.000Z' }],
      }),
    );
    signIn();
    renderApp(ROOM);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with typed answers' }));
    expect(await screen.findByText('How do you test a data transformation?')).toBeDefined();
    expect(screen.queryByText('Tell us about a pipeline you built.')).toBeNull();
    expect(api.requestsTo('POST', '/api/recruiter/resume-interview/')).toHaveLength(1);
    expect(api.requestsTo('POST', '/api/recruiter/interview/action/')).toHaveLength(0);
  });

  it('puts together the recording a closed tab cut off, and ties its file to the answer, when the candidate comes back', async () => {
    const uploadId = '00000000-0000-4000-8000-00000000f001';
    const api = withInterviewRoom(
      candidateApi(),
      aFullInterview({ state: 'in_progress', recordings: [{ upload_id: uploadId, kind: 'audio', question_id: 'q1', file_id: null, transcription: 'none', transcript: null }] }),
    );
    api.on('GET', `${UPLOAD_CHUNK}${uploadId}`, reply(200, { data: { upload_id: uploadId, status: 'partial', received: [0, 1, 2], chunk_count: null, file: null } }));
    api.on('POST', UPLOAD_CHUNK, completeUpload({ id: 'file-cut-off', category: 'interview audio', kind: 'webm', file_name: 'q1-audio.webm' }));
    signIn();
    renderApp(ROOM);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with typed answers' }));
    await waitFor(() => expect(api.current().recordings).toEqual([expect.objectContaining({ upload_id: uploadId, question_id: 'q1', file_id: 'file-cut-off' })]));
    // The last chunk the server holds, sent again with the count: the server keeps its first copy.
    expect(api.requestsTo('POST', UPLOAD_CHUNK)[0]!.query).toEqual({ upload_id: uploadId, chunk_index: '2', chunk_count: '3', category: 'interview audio', file_name: 'q1-audio.webm' });
    expect(await screen.findByText('Tell us about a pipeline you built.')).toBeDefined();
  });

  it('records a spoken answer, shows the provider’s transcript saved as given, and takes a correction', async () => {
    allowMicrophone();
    const api = withInterviewRoom(candidateApi(), aFullInterview({ transcription_available: true }));
    api.on('POST', UPLOAD_CHUNK, completeUpload({ id: 'spoken-1', category: 'interview audio', kind: 'webm', file_name: 'q1-audio.webm' }));
    // The provider's transcript arrives once the recording's file is known.
    api.on('GET', PATCH_PATH, () => {
      const current = api.current();
      const recordings = current.recordings.map((recording) => (recording.file_id ? { ...recording, transcription: 'done' as const, transcript: 'I moved our reports to a nightly load' } : recording));
      return reply(200, { data: { ...current, recordings } });
    });
    signIn();
    renderApp(ROOM);
    const user = userEvent.setup();
    expect(await screen.findByText('No camera is available: your answers will be recorded by the microphone.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Start the interview' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));

    const review = await screen.findByRole('textbox', { name: 'Transcript' }, { timeout: 5000 });
    expect((review as HTMLTextAreaElement).value).toBe('I moved our reports to a nightly load');
    expect(api.current().answers).toEqual([expect.objectContaining({ question_id: 'q1', transcript: 'I moved our reports to a nightly load' })]);
    expect(api.current().recordings).toEqual([expect.objectContaining({ kind: 'audio', question_id: 'q1', file_id: 'spoken-1' })]);
    await user.clear(review);
    await user.type(review, 'I moved our reports to a nightly load in Airflow');
    await user.click(screen.getByRole('button', { name: 'Save and next question' }));
    expect(await screen.findByText('How do you test a data transformation?')).toBeDefined();
    expect(api.current().answers[0]!.transcript).toBe('I moved our reports to a nightly load in Airflow');
  });

  it('keeps a saved answer when the correction cannot be saved, and says so', async () => {
    const api = withInterviewRoom(candidateApi(), INTERVIEW);
    signIn();
    renderApp(ROOM);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue with typed answers' }));
    await answerTyped('First version');
    const review = await screen.findByRole('textbox', { name: 'Transcript' });
    api.on('PATCH', PATCH_PATH, { status: 503, body: { message: 'Service unavailable', code: 'UNAVAILABLE' } });
    await user.type(review, ' and more');
    await user.click(screen.getByRole('button', { name: 'Save and next question' }));
    expect(await screen.findByText(/Something went wrong while saving/)).toBeDefined();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Transcript' }).value).toBe('First version and more');
    expect(api.current().answers[0]!.transcript).toBe('First version');
  });

  it('offers no typed answers when the company takes only spoken ones: the spec’s message and a retry, then the microphone', async () => {
    const api = withInterviewRoom(candidateApi(), aFullInterview({ typed_answers_allowed: false }));
    signIn();
    renderApp(ROOM);
    expect(await screen.findByText(SPEC_MESSAGE)).toBeDefined();
    expect(screen.getByText('This company asks for spoken answers, so the interview needs your microphone. Grant the permission in your browser, then try again.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Continue with typed answers' })).toBeNull();
    expect(api.requestsTo('POST', '/api/recruiter/interview/action/')).toEqual([]);

    // The candidate grants the microphone and tries again: the interview starts, by voice only.
    allowMicrophone();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Start the interview' }));
    expect(screen.queryByRole('button', { name: 'Type my answers instead' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Done' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Type instead' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).toBeNull();
  });

  it('tells an Arabic candidate the same, right to left, with no typed answers', async () => {
    withInterviewRoom(candidateApi(), aFullInterview({ typed_answers_allowed: false, details: { ...INTERVIEW.details, language: 'ar' } }));
    signIn();
    renderApp(ROOM);
    await screen.findByText(SPEC_MESSAGE);
    await act(() => changeLocale('ar'));
    expect(await screen.findByText('تطلب هذه الشركة إجابات منطوقة، لذا تحتاج المقابلة إلى الميكروفون. امنح الإذن في متصفحك ثم حاول مرة أخرى.')).toBeDefined();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.queryByRole('button', { name: 'المتابعة بإجابات مكتوبة' })).toBeNull();
  });

  it('speaks Arabic, right to left, with the spec’s message', async () => {
    withInterviewRoom(candidateApi(), aFullInterview({ details: { ...INTERVIEW.details, language: 'ar', questions: [{ id: 'q1', position: 0, question: 'حدثنا عن مشروع بنيته.', kind: 'behavioural', skill_ids: [] }] } }));
    signIn();
    renderApp(ROOM);
    await screen.findByText(SPEC_MESSAGE);
    await act(() => changeLocale('ar'));
    expect(await screen.findByText('تعذّر الوصول إلى الميكروفون والكاميرا. يُرجى التحقق من إعدادات المتصفح ومنح الأذونات.')).toBeDefined();
    expect(document.documentElement.dir).toBe('rtl');
    await userEvent.setup().click(screen.getByRole('button', { name: 'المتابعة بإجابات مكتوبة' }));
    expect(await screen.findByText('حدثنا عن مشروع بنيته.')).toBeDefined();
    expect(await screen.findByRole('textbox', { name: 'إجابتك' })).toBeDefined();
  });

  it('asks the follow-up a vague answer got aloud with its caption, takes its answer with the correction step, then moves on', async () => {
    const api = withInterviewRoom(candidateApi(), INTERVIEW, { q1: FOLLOW_UP });
    signIn();
    renderApp(ROOM);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue with typed answers' }));
    await answerTyped('I think pipelines should be tested');
    await screen.findByRole('textbox', { name: 'Transcript' });
    // Its follow-up comes next, not the next question.
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect((await screen.findByTestId('caption')).textContent).toBe(FOLLOW_UP);
    expect(screen.getByText('Question 1 of 2')).toBeDefined();
    expect(screen.getAllByText('Follow-up question').length).toBeGreaterThan(0);
    await waitFor(() => expect(spoken).toEqual(['Tell us about a pipeline you built.', FOLLOW_UP]));

    await answerTyped('Last year I built the orders load');
    const review = await screen.findByRole('textbox', { name: 'Transcript' });
    expect(api.current().answers).toContainEqual(expect.objectContaining({ question_id: 'q1:follow-up', transcript: 'Last year I built the orders load' }));
    await user.type(review, ' and cut its run time by half');
    await user.click(screen.getByRole('button', { name: 'Save and next question' }));

    expect(await screen.findByText('How do you test a data transformation?')).toBeDefined();
    expect(screen.getByText('Question 2 of 2')).toBeDefined();
    expect(screen.queryByText('Follow-up question')).toBeNull();
    expect(api.current().answers).toContainEqual(expect.objectContaining({ question_id: 'q1:follow-up', transcript: 'Last year I built the orders load and cut its run time by half' }));
    // A concrete answer gets none: the room finishes after it.
    await answerTyped('With small fixtures and their expected rows');
    await screen.findByRole('textbox', { name: 'Transcript' });
    await user.click(screen.getByRole('button', { name: 'Save and finish' }));
    expect(await screen.findByRole('heading', { name: 'Your interview was received' })).toBeDefined();
    expect(spoken).toEqual(['Tell us about a pipeline you built.', FOLLOW_UP, 'How do you test a data transformation?']);
  });

  it('does not promise the end before a spoken last answer is saved: its follow-up may come', async () => {
    allowMicrophone();
    const api = withInterviewRoom(
      candidateApi(),
      aFullInterview({
        state: 'in_progress',
        answers: [{ question_id: 'q1', position: 0, transcript: 'Already answered', follow_up: null, started_at: null, ended_at: null, updated_at: '2026-11-25T08:00:00.000Z' }],
      }),
      { q2: FOLLOW_UP },
    );
    api.on('POST', UPLOAD_CHUNK, completeUpload({ id: 'spoken-2', category: 'interview audio', kind: 'webm', file_name: 'q2-audio.webm' }));
    signIn();
    renderApp(ROOM);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue the interview' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    // No transcription here: the candidate types what they said, and only that save tells whether a follow-up comes.
    await user.type(await screen.findByRole('textbox', { name: 'Transcript' }), 'I test it');
    expect(screen.queryByRole('button', { name: 'Save and finish' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect((await screen.findByTestId('caption')).textContent).toBe(FOLLOW_UP);
    await user.click(await screen.findByRole('button', { name: 'Type instead' }));
    await answerTyped('Last month I tested the orders load with ten fixture rows');
    await screen.findByRole('textbox', { name: 'Transcript' });
    await user.click(screen.getByRole('button', { name: 'Save and finish' }));
    expect(await screen.findByRole('heading', { name: 'Your interview was received' })).toBeDefined();
  });

  it('resumes on a follow-up left unanswered, in Arabic', async () => {
    const api = withInterviewRoom(
      candidateApi(),
      aFullInterview({
        state: 'in_progress',
        details: { ...INTERVIEW.details, language: 'ar' },
        answers: [{ question_id: 'q1', position: 0, transcript: 'أحب البيانات', follow_up: FOLLOW_UP_AR, started_at: null, ended_at: null, updated_at: '2026-11-25T08:00:00.000Z' }],
      }),
    );
    signIn();
    renderApp(ROOM);
    await screen.findByText(SPEC_MESSAGE);
    await act(() => changeLocale('ar'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'المتابعة بإجابات مكتوبة' }));
    expect((await screen.findByTestId('caption')).textContent).toBe(FOLLOW_UP_AR);
    expect(screen.getAllByText('سؤال متابعة').length).toBeGreaterThan(0);
    await user.type(await screen.findByRole('textbox', { name: 'إجابتك' }), 'في العام الماضي بنيت خط بيانات للطلبات');
    await user.click(screen.getByRole('button', { name: 'احفظ الإجابة' }));
    await waitFor(() => expect(api.current().answers).toContainEqual(expect.objectContaining({ question_id: 'q1:follow-up', transcript: 'في العام الماضي بنيت خط بيانات للطلبات' })));
  });

  it('shows a finished interview as received', async () => {
    withInterviewRoom(candidateApi(), aFullInterview({ state: 'completed' }));
    signIn();
    renderApp(ROOM);
    expect(await screen.findByRole('heading', { name: 'Your interview was received' })).toBeDefined();
  });

  it('says when a cancelled interview can no longer be taken', async () => {
    withInterviewRoom(candidateApi(), aFullInterview({ state: 'cancelled' }));
    signIn();
    renderApp(ROOM);
    expect(await screen.findByText('This interview can no longer be taken: Cancelled.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Continue with typed answers' })).toBeNull();
  });
});
