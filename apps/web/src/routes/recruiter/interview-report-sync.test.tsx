/**
 * The recording with the transcript in step on the recruiter's interview report (decision 0091). The
 * media element's time is set by the test and announced with its events (no real playback, no timers).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AnswerReport, InterviewReport, ReportRecording } from '@masar/shared/interview-reports';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { reply } from '../../test/fake-api';
import { recruiterJobsApi, signInRecruiter } from '../../test/recruiter-jobs-api';
import { renderApp } from '../../test/render-app';

const ID = '00000000-0000-4000-8000-000000000300';
const REPORT_PATH = `/api/recruiter/interview/report/${ID}`;
const AUDIO = '00000000-0000-4000-8000-0000000003a1';
const VIDEO = '00000000-0000-4000-8000-0000000003a2';
const TYPED = '00000000-0000-4000-8000-0000000003a3';

/** Sentences with their offsets in the transcript they make, one space apart. */
function withOffsets(sentences: string[]) {
  let start = 0;
  return sentences.map((text, index) => {
    const sentence = { index, text, start, end: start + text.length };
    start += text.length + 1;
    return sentence;
  });
}

/** Each word of the sentences timed one after another, 0.5 s apart from `from`; sentences 1 s apart. */
function timedWords(sentences: ReturnType<typeof withOffsets>, from = 1) {
  let at = from;
  const words: Array<{ start_char: number; end_char: number; start: number; end: number }> = [];
  const spans: Array<{ index: number; start: number; end: number }> = [];
  for (const sentence of sentences) {
    const first = at;
    for (const match of sentence.text.matchAll(/[\p{L}\p{N}%]+/gu)) {
      words.push({ start_char: sentence.start + match.index, end_char: sentence.start + match.index + match[0].length, start: at, end: at + 0.4 });
      at += 0.5;
    }
    spans.push({ index: sentence.index, start: first, end: at - 0.1 });
    at += 1;
  }
  return { words, spans, end: at };
}

function spoken(questionId: string, position: number, sentences: string[], shift = 0): AnswerReport {
  const offsets = withOffsets(sentences);
  const transcript = sentences.join(' ');
  const { words, spans, end } = timedWords(offsets);
  const audio: ReportRecording = {
    upload_id: AUDIO,
    kind: 'audio',
    partial: false,
    missing_chunks: [],
    timeline: { timing: 'words', start: 0, end, text_start: 0, text_end: transcript.length, sentences: spans, words },
  };
  const video: ReportRecording = {
    ...audio,
    upload_id: VIDEO,
    kind: 'video',
    partial: true,
    missing_chunks: [{ from: 2, to: 3 }],
    timeline: {
      ...audio.timeline!,
      sentences: spans.map((span) => ({ ...span, start: span.start + shift, end: span.end + shift })),
      words: words.map((word) => ({ ...word, start: word.start + shift, end: word.end + shift })),
    },
  };
  return {
    question_id: questionId,
    position,
    question: 'Tell us about a time you reduced churn.',
    kind: 'behavioural',
    rubric: null,
    transcript,
    sentences: offsets,
    recordings: [audio, video],
    status: 'evaluated',
    insufficient_reason: null,
    band: 'good',
    score: 0.6,
    override: null,
    criteria: [],
    skills: [],
    skills_missing: [],
    strengths: [],
    gaps: [],
    engine_version: 'interview-evaluation/1.0.0',
    evaluated_at: '2026-12-01T10:00:00.000Z',
  };
}

function typed(questionId: string, position: number, sentences: string[]): AnswerReport {
  const offsets = withOffsets(sentences);
  const transcript = sentences.join(' ');
  return {
    ...spoken(questionId, position, sentences),
    transcript,
    sentences: offsets,
    recordings: [
      {
        upload_id: TYPED,
        kind: 'audio',
        partial: false,
        missing_chunks: [],
        timeline: {
          timing: 'window',
          start: 2,
          end: 30,
          text_start: 0,
          text_end: transcript.length,
          sentences: offsets.map((sentence) => ({ index: sentence.index, start: 2, end: 30 })),
          words: [],
        },
      },
    ],
  };
}

function aReport(answers: AnswerReport[], language: 'en' | 'ar' = 'en'): InterviewReport {
  return {
    interview_id: ID,
    candidate_id: '00000000-0000-4000-8000-0000000003c2',
    candidate_name: 'Omar Nasser',
    job_title: 'Support Lead',
    state: 'completed',
    attempt: 1,
    language,
    finished_at: '2026-12-01T09:00:00.000Z',
    evaluation: 'ready',
    engine_version: 'interview-evaluation/1.0.0',
    overall: { band: 'good', score: 0.6, evaluated: answers.length, insufficient: 0, override: null },
    answers,
    integrity_notes: [],
    human_review_requested_at: null,
  };
}

/** The player's element with a time the test sets, announced as the browser would. */
function playTo(media: HTMLElement, seconds: number, paused = false) {
  Object.defineProperty(media, 'currentTime', { configurable: true, writable: true, value: seconds });
  Object.defineProperty(media, 'paused', { configurable: true, value: paused });
  fireEvent.timeUpdate(media);
}

/** The player once its recording is fetched (a loader stands in its place until then). */
async function player(region: HTMLElement, label: string): Promise<HTMLMediaElement> {
  let found: HTMLElement | null = null;
  await waitFor(() => {
    found = within(region).getByLabelText(label);
    expect(['AUDIO', 'VIDEO']).toContain(found.tagName);
  });
  return found! as HTMLMediaElement;
}

const current = (region: HTMLElement) =>
  [...within(region).getByLabelText(/^(Transcript|النص)$/).querySelectorAll('[aria-current="true"]')].map((element) => element.textContent?.trim());
const currentWord = (region: HTMLElement) =>
  [...region.querySelectorAll<HTMLElement>('[data-word]')].filter((word) => word.style.textDecoration === 'underline').map((word) => word.textContent);

let play: ReturnType<typeof vi.fn>;
let scrolled: HTMLElement[];
beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:recording' });
  play = vi.fn(() => Promise.resolve());
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: play });
  scrolled = [];
  Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: HTMLElement) {
      scrolled.push(this);
    },
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(HTMLMediaElement.prototype, 'play');
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
});

const SENTENCES = ['Last year churn was high.', 'I called every customer who left.', 'Churn fell by half.'];

describe('the transcript follows the recording', () => {
  it('marks the sentence and word being said, keeps it in view, and seeks where a sentence or word is clicked or chosen by keyboard', async () => {
    const api = recruiterJobsApi([]);
    api.on('GET', REPORT_PATH, reply(200, { data: aReport([spoken('q1', 0, SENTENCES, -0.1), typed('q2', 1, ['We set a target of one hour.', 'Every channel shared one queue.'])]) }));
    api.on('GET', `${REPORT_PATH}/recording/${AUDIO}`, reply(200, 'audio'));
    api.on('GET', `${REPORT_PATH}/recording/${VIDEO}`, reply(200, 'video'));
    api.on('GET', `${REPORT_PATH}/recording/${TYPED}`, reply(200, 'typed'));
    signInRecruiter();
    const { user } = renderApp(`/recruiter/interviews/${ID}/report`);
    const first = await screen.findByRole('region', { name: 'Question 1' });
    const audio = await player(first, 'Audio recording');
    const video = await player(first, 'Camera video');
    expect(within(first).getByText(/Select a sentence or a word to play the recording from there/)).toBeDefined();
    // The camera video came partly: it says which stretch never arrived.
    expect(within(first).getByText('Partial recording: the connection was lost before it ended. Missing: 0:20–0:40.')).toBeDefined();
    expect(current(first)).toEqual([]);

    // Sentence 1 starts at 1 s ("Last" 1–1.4 s, "year" 1.5–1.9 s …).
    playTo(audio, 1.6);
    await waitFor(() => expect(current(first)).toEqual(['Last year churn was high.']));
    expect(currentWord(first)).toEqual(['year']);
    expect(scrolled.map((element) => element.textContent?.trim())).toContain('Last year churn was high.');
    // Sentence 2 starts at 4.5 s: the pause before it still shows sentence 1.
    playTo(audio, 4);
    await waitFor(() => expect(currentWord(first)).toEqual([]));
    expect(current(first)).toEqual(['Last year churn was high.']);
    playTo(audio, 4.6);
    await waitFor(() => expect(current(first)).toEqual(['I called every customer who left.']));
    expect(currentWord(first)).toEqual(['I']);

    // A click on sentence 3 seeks the recording being played to its first word, and plays.
    const third = within(first).getByRole('button', { name: 'Churn fell by half.' });
    await user.click(third);
    expect(audio.currentTime).toBe(8.5);
    expect(play).toHaveBeenCalled();
    await waitFor(() => expect(current(first)).toEqual(['Churn fell by half.']));
    // The keyboard: sentences are in the tab order and Enter seeks.
    const firstSentence = within(first).getByRole('button', { name: 'Last year churn was high.' });
    firstSentence.focus();
    await user.keyboard('{Enter}');
    expect(audio.currentTime).toBe(1);
    // A word seeks to itself.
    await user.click(within(first).getByText('customer'));
    expect(audio.currentTime).toBe(6);

    // Playing the camera video instead: the transcript follows it, and clicks seek it (it runs 0.1 s earlier).
    playTo(video, 8.95);
    await waitFor(() => expect(current(first)).toEqual(['Churn fell by half.']));
    await user.click(within(first).getByRole('button', { name: 'I called every customer who left.' }));
    expect(video.currentTime).toBe(4.4);

    // A typed answer: the whole answer is marked while its window plays, no word is.
    const second = screen.getByRole('region', { name: 'Question 2' });
    const typedAudio = await player(second, 'Audio recording');
    playTo(typedAudio, 1);
    expect(current(second)).toEqual([]);
    playTo(typedAudio, 12);
    await waitFor(() => expect(current(second)).toEqual(['We set a target of one hour.', 'Every channel shared one queue.']));
    expect(second.querySelectorAll('[data-word]')).toHaveLength(0);
    await user.click(within(second).getByRole('button', { name: 'Every channel shared one queue.' }));
    expect(typedAudio.currentTime).toBe(2);
  });

  it('follows an Arabic transcript from right to left, in the Arabic page', async () => {
    const arabic = ['في العام الماضي ارتفع التسرب.', 'اتصلت بكل عميل غادر.'];
    const api = recruiterJobsApi([]);
    api.on('GET', REPORT_PATH, reply(200, { data: aReport([spoken('q1', 0, arabic)], 'ar') }));
    api.on('GET', `${REPORT_PATH}/recording/${AUDIO}`, reply(200, 'audio'));
    api.on('GET', `${REPORT_PATH}/recording/${VIDEO}`, reply(200, 'video'));
    signInRecruiter();
    const { user } = renderApp(`/recruiter/interviews/${ID}/report`);
    await screen.findByRole('region', { name: 'Question 1' });
    await act(() => changeLocale('ar'));
    const first = await screen.findByRole('region', { name: 'السؤال 1' });
    expect(document.documentElement.dir).toBe('rtl');
    const audio = await player(first, 'التسجيل الصوتي');
    expect(within(first).getByText(/اختر جملة أو كلمة لتشغيل التسجيل/)).toBeDefined();
    expect(within(first).getByText('تسجيل جزئي: انقطع الاتصال قبل نهايته. الأجزاء المفقودة: 0:20–0:40.')).toBeDefined();
    // The transcript takes its direction from its own text.
    expect(within(first).getByLabelText('النص').getAttribute('dir')).toBe('auto');
    // "اتصلت" is the sixth word: 1 + 5 × 0.5 + 1 s of pause = 4.5 s.
    playTo(audio, 4.7);
    await waitFor(() => expect(current(first)).toEqual(['اتصلت بكل عميل غادر.']));
    expect(currentWord(first)).toEqual(['اتصلت']);
    await user.click(within(first).getByRole('button', { name: 'في العام الماضي ارتفع التسرب.' }));
    expect(audio.currentTime).toBe(1);
  });
});
