import { Alert, Badge, Button, Card, Group, Progress, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  ANSWER_GUIDE_SECONDS,
  LONG_SILENCE_SECONDS,
  RECORDING_CATEGORY,
  RECORDING_CHUNK_SECONDS,
  followUpQuestionId,
  isFollowUpQuestionId,
  mainQuestionIdOf,
  type Interview,
  type InterviewQuestion,
  type UpdateInterviewRequest,
} from '@masar/shared/interviews';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiClient } from '../../../lib/api-client';
import { finishAbandonedUpload } from '../../../lib/chunked-upload';
import { AUDIO_BITS_PER_SECOND, AUDIO_RECORDING_TYPES, startRecordingUpload, VIDEO_RECORDING_TYPES, type RecordingUpload } from '../../../lib/recording-upload';
import { actOnInterview, getInterview, resumeInterview, saveInterview } from '../api/interview';
import type { AvatarDriver } from '../avatar/avatar-driver';
import { createBuiltInAvatarDriver } from '../avatar/built-in-driver';
import { DrawnAvatar } from '../avatar/drawn-avatar';
import { openAvatarDriver } from '../avatar/open-avatar-driver';
import { useAudioLevel } from '../hooks/use-audio-level';
import { DeviceCheck, type DeviceCheckResult } from './device-check';

type Step =
  | { kind: 'check' }
  | { kind: 'asking'; question: InterviewQuestion }
  | { kind: 'answering'; question: InterviewQuestion; startedAt: string; voice: boolean }
  | { kind: 'transcribing'; question: InterviewQuestion; startedAt: string; endedAt: string }
  | { kind: 'review'; question: InterviewQuestion; startedAt: string; endedAt: string; saved: string | null; draft: string; spoken: boolean }
  | { kind: 'finishing' }
  | { kind: 'received' };

/** Chunks of ten seconds: a closed tab loses at most that, and ten minutes stay inside a file's 64 chunks. */
const RECORDING_TIMESLICE_MS = RECORDING_CHUNK_SECONDS * 1000;
/** A recording stops here even if the answer goes on (typed): the upload's chunk count is its limit. */
const RECORDING_MAX_SECONDS = 600;
/** The camera at a size a recruiter can see a face in, light enough for ten minutes under the file limit. */
const VIDEO_BITS_PER_SECOND = 300_000;
/** Below this level the microphone hears nothing worth calling speech. */
const SILENCE_LEVEL = 0.04;
const TRANSCRIPT_POLL_MS = 1500;
const TRANSCRIPT_WAIT_MS = 60_000;
/** How long the end of the interview waits for the last recordings to be sent (a slow connection, not a dead one). */
const RECORDINGS_WAIT_MS = 30_000;

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * What the room asks next, where a start or a resume goes on: a follow-up the server composed and the
 * candidate has not answered yet (asked as a question of its own, under its `:follow-up` id, decision 0084
 * amended), else the first question of the attempt without a saved answer.
 */
export function nextUnanswered(interview: Interview): InterviewQuestion | undefined {
  const answered = new Map(interview.answers.map((answer) => [answer.question_id, answer]));
  for (const question of [...interview.details.questions].sort((a, b) => a.position - b.position)) {
    const main = answered.get(question.id);
    if (!main) return question;
    const followUpId = followUpQuestionId(question.id);
    if (main.follow_up && !answered.has(followUpId)) return { ...question, id: followUpId, question: main.follow_up };
  }
  return undefined;
}

/**
 * Recordings of this attempt cut off by a closed tab (registered, never finished): their chunks on the
 * server become files, tied to their answers. In the background; what cannot be put together stays as it is.
 */
async function finishAbandonedRecordings(interview: Interview): Promise<void> {
  for (const recording of interview.recordings.filter((item) => item.file_id === null)) {
    try {
      const file = await finishAbandonedUpload({
        client: apiClient,
        uploadId: recording.upload_id,
        category: RECORDING_CATEGORY[recording.kind],
        fileName: `${recording.question_id?.replace(':', '-') ?? 'interview'}-${recording.kind}.webm`,
      });
      if (file) await saveInterview(interview.interview_id, { recording: { upload_id: recording.upload_id, kind: recording.kind, file_id: file.id } });
    } catch {
      // An upload already gone (expired) or refused: nothing more can be recovered from it.
    }
  }
}

/** Saves in the background what must not stop the interview if it fails (a note, a recording's row). */
function saveQuietly(id: string, body: UpdateInterviewRequest): void {
  saveInterview(id, body).catch(() => undefined);
}

/**
 * The interview room (issue #16, decision 0083): the check, then each question asked by the avatar with a
 * caption, answered by voice (recorded, transcribed when the server can) or typed, each answer saved as
 * given and open to correction, and at the end `over` and the "received" screen.
 */
export function InterviewRoom({ initial }: { initial: Interview }) {
  const { t } = useTranslation();
  const id = initial.interview_id;
  const [interview, setInterview] = useState(initial);
  const [step, setStep] = useState<Step>(initial.state === 'completed' ? { kind: 'received' } : { kind: 'check' });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [devices, setDevices] = useState<DeviceCheckResult | null>(null);
  const [driver, setDriver] = useState<AvatarDriver | null>(null);
  const [now, setNow] = useState(() => Date.now());
  /** Recordings still being sent and tied to their answer: `over` waits for them, since a finished interview takes no more. */
  const recordingsInFlight = useRef(new Set<Promise<void>>());
  const answerRecording = useRef<{ audio: RecordingUpload | null; video: RecordingUpload | null; questionId: string } | null>(null);
  const language = interview.details.language;
  const questions = useMemo(() => [...interview.details.questions].sort((a, b) => a.position - b.position), [interview.details.questions]);
  const level = useAudioLevel(step.kind === 'answering' && step.voice ? (devices?.stream ?? null) : null);

  // The avatar: opened once; a provider that fails mid-interview is replaced by the built-in one.
  useEffect(() => {
    let current: AvatarDriver | null = null;
    let closed = false;
    let stopListening = () => undefined as unknown;
    const use = (next: AvatarDriver) => {
      current = next;
      setDriver(next);
      stopListening = next.onFailure(() => {
        void next.close();
        if (!closed) use(createBuiltInAvatarDriver());
      });
    };
    void openAvatarDriver(id).then((opened) => (closed ? void opened.close() : use(opened)), () => (closed ? undefined : use(createBuiltInAvatarDriver())));
    return () => {
      closed = true;
      stopListening();
      void current?.close();
    };
  }, [id]);

  // The devices go when the room does.
  useEffect(() => () => devices?.stream?.getTracks().forEach((track) => track.stop()), [devices]);

  const running = step.kind === 'asking' || step.kind === 'answering' || step.kind === 'transcribing' || step.kind === 'review';
  const currentQuestionId = running ? step.question.id : undefined;

  // Integrity notes: how long the tab was hidden, for the report; never scored.
  useEffect(() => {
    if (!running) return undefined;
    let hiddenAt: number | null = document.visibilityState === 'hidden' ? Date.now() : null;
    const onChange = () => {
      if (document.visibilityState === 'hidden') hiddenAt = Date.now();
      else if (hiddenAt !== null) {
        const seconds = (Date.now() - hiddenAt) / 1000;
        hiddenAt = null;
        saveQuietly(id, { integrity_note: { kind: 'tab_hidden', seconds: Math.round(seconds * 10) / 10, ...(currentQuestionId ? { question_id: currentQuestionId } : {}) } });
      }
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [running, id, currentQuestionId]);

  // Long silences while answering by voice, noted when the silence ends (or the answer does).
  const silenceStartedAt = useRef<number | null>(null);
  const noteSilence = useCallback(
    (questionId: string) => {
      const startedAt = silenceStartedAt.current;
      silenceStartedAt.current = null;
      if (startedAt === null) return;
      const seconds = (Date.now() - startedAt) / 1000;
      if (seconds >= LONG_SILENCE_SECONDS) saveQuietly(id, { integrity_note: { kind: 'long_silence', question_id: questionId, seconds: Math.round(seconds) } });
    },
    [id],
  );
  useEffect(() => {
    if (step.kind !== 'answering' || !step.voice) return;
    if (level < SILENCE_LEVEL) silenceStartedAt.current ??= Date.now();
    else noteSilence(step.question.id);
  }, [level, step, noteSilence]);

  // The time guide: a countdown to look at, never a cut.
  useEffect(() => {
    if (step.kind !== 'answering') return undefined;
    const startedAt = Date.parse(step.startedAt);
    const timer = setInterval(() => {
      setNow(Date.now());
      if ((Date.now() - startedAt) / 1000 >= RECORDING_MAX_SECONDS) {
        answerRecording.current?.audio?.stop();
        answerRecording.current?.video?.stop();
      }
    }, 500);
    return () => clearInterval(timer);
  }, [step]);

  // The avatar asks the question aloud, with its caption, then the room listens.
  useEffect(() => {
    if (step.kind !== 'asking' || !driver) return undefined;
    const controller = new AbortController();
    const listen = () => {
      if (controller.signal.aborted) return;
      setStep({ kind: 'answering', question: step.question, startedAt: new Date().toISOString(), voice: devices?.microphone ?? false });
    };
    // The question's id lets the built-in avatar ask the server for it in the portal's voice (decision 0101).
    driver.speak(step.question.question, language, controller.signal, { questionId: step.question.id }).then(listen, listen);
    return () => controller.abort();
  }, [step, driver, language, devices]);

  // Recording each answer as it is given: its audio, and the camera's video when allowed.
  useEffect(() => {
    if (step.kind !== 'answering' || !step.voice || !devices?.stream) return;
    const stream = devices.stream;
    const questionId = step.question.id;
    const start = (kind: 'audio' | 'video'): RecordingUpload | null => {
      try {
        const recording = startRecordingUpload({
          client: apiClient,
          stream: kind === 'audio' ? new MediaStream(stream.getAudioTracks()) : stream,
          category: RECORDING_CATEGORY[kind],
          fileStem: `${questionId.replace(':', '-')}-${kind}`,
          types: kind === 'audio' ? AUDIO_RECORDING_TYPES : VIDEO_RECORDING_TYPES,
          timesliceMs: RECORDING_TIMESLICE_MS,
          audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
          ...(kind === 'video' ? { videoBitsPerSecond: VIDEO_BITS_PER_SECOND } : {}),
        });
        // The recorder has just started: its start on this clock places the answer on it (decision 0091).
        saveQuietly(id, { recording: { upload_id: recording.uploadId, kind, question_id: questionId, started_at: new Date().toISOString() } });
        const tied = recording.finished
          .then(({ file }) => saveInterview(id, { recording: { upload_id: recording.uploadId, kind, file_id: file.id } }))
          .then(
            () => undefined,
            () => undefined,
          );
        recordingsInFlight.current.add(tied);
        void tied.then(() => recordingsInFlight.current.delete(tied));
        return recording;
      } catch {
        return null;
      }
    };
    answerRecording.current = { audio: start('audio'), video: devices.camera ? start('video') : null, questionId };
  }, [step, devices, id]);

  const stopRecording = useCallback(() => {
    const current = answerRecording.current;
    answerRecording.current = null;
    current?.audio?.stop();
    current?.video?.stop();
    return current;
  }, []);

  const finish = useCallback(async () => {
    setStep({ kind: 'finishing' });
    setBusy(true);
    setFailed(false);
    try {
      await Promise.race([Promise.all([...recordingsInFlight.current]), new Promise((resolve) => setTimeout(resolve, RECORDINGS_WAIT_MS))]);
      const over = await actOnInterview(id, 'over');
      setInterview(over);
      devices?.stream?.getTracks().forEach((track) => track.stop());
      setStep({ kind: 'received' });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, [id, devices]);


  const ask = (question: InterviewQuestion | undefined) => {
    if (question) setStep({ kind: 'asking', question });
    else void finish();
  };

  const begin = async (found: DeviceCheckResult) => {
    setBusy(true);
    setFailed(false);
    try {
      const opened = interview.state === 'invited' ? await actOnInterview(id, 'start') : await resumeInterview(id);
      const saved = await saveInterview(id, { camera_recording_supported: found.cameraRecordingSupported, camera_permission: found.cameraPermission });
      setInterview({ ...opened, ...saved });
      setDevices(found);
      void finishAbandonedRecordings(saved);
      ask(nextUnanswered(saved));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  /** Saves the answer as given (typed, or the transcript as it came) and opens it for correction. */
  const saveAnswer = async (question: InterviewQuestion, transcript: string, startedAt: string, endedAt: string) => {
    const saved = await saveInterview(id, { answer: { question_id: question.id, transcript, started_at: startedAt, ended_at: endedAt } });
    setInterview(saved);
    return saved.answers.find((answer) => answer.question_id === question.id)?.transcript ?? transcript;
  };

  const finishSpoken = async (question: InterviewQuestion, startedAt: string) => {
    const endedAt = new Date().toISOString();
    noteSilence(question.id);
    const recording = stopRecording();
    if (!recording?.audio || !interview.transcription_available) {
      setStep({ kind: 'review', question, startedAt, endedAt, saved: null, draft: '', spoken: true });
      return;
    }
    setStep({ kind: 'transcribing', question, startedAt, endedAt });
    let transcript = '';
    try {
      const { file } = await recording.audio.finished;
      await saveInterview(id, { recording: { upload_id: recording.audio.uploadId, kind: 'audio', file_id: file.id } });
      const deadline = Date.now() + TRANSCRIPT_WAIT_MS;
      while (Date.now() < deadline) {
        const found = (await getInterview(id)).recordings.find((item) => item.upload_id === recording.audio!.uploadId);
        if (found?.transcription !== 'pending') {
          transcript = found?.transcript ?? '';
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, TRANSCRIPT_POLL_MS));
      }
    } catch {
      transcript = '';
    }
    let saved: string | null = null;
    try {
      if (transcript.trim()) saved = await saveAnswer(question, transcript, startedAt, endedAt);
    } catch {
      saved = null;
    }
    setStep({ kind: 'review', question, startedAt, endedAt, saved, draft: saved ?? transcript, spoken: true });
  };

  const finishTyped = async (question: InterviewQuestion, startedAt: string, text: string) => {
    const endedAt = new Date().toISOString();
    setBusy(true);
    setFailed(false);
    try {
      stopRecording();
      const saved = await saveAnswer(question, text, startedAt, endedAt);
      setStep({ kind: 'review', question, startedAt, endedAt, saved, draft: saved, spoken: false });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const moveOn = async (review: Extract<Step, { kind: 'review' }>) => {
    setBusy(true);
    setFailed(false);
    try {
      let current = interview;
      if (review.draft.trim() && review.draft.trim() !== review.saved) {
        current = await saveInterview(id, { answer: { question_id: review.question.id, transcript: review.draft, started_at: review.startedAt, ended_at: review.endedAt } });
        setInterview(current);
      }
      ask(nextUnanswered(current));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (step.kind === 'received') {
    return (
      <Card withBorder padding="lg" role="region" aria-label={t('interviewRoom.received.title')}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('interviewRoom.received.title')}
          </Title>
          <Text>{t('interviewRoom.received.body', { job: interview.job_title, company: interview.company_name })}</Text>
          <Group>
            <Button component={Link} to="/candidate/interviews">
              {t('interviewRoom.received.back')}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }

  const index = running ? questions.findIndex((question) => question.id === mainQuestionIdOf(step.question.id)) : -1;
  const speaking = step.kind === 'asking';
  const followingUp = running && isFollowUpQuestionId(step.question.id);
  const guideLeft = step.kind === 'answering' ? ANSWER_GUIDE_SECONDS - Math.max(0, (now - Date.parse(step.startedAt)) / 1000) : ANSWER_GUIDE_SECONDS;

  return (
    <Stack gap="md">
      {failed && (
        <Alert color="red" role="alert">
          {t('interviewRoom.failed')}
        </Alert>
      )}
      {step.kind === 'check' && <DeviceCheck busy={busy} typedAllowed={interview.typed_answers_allowed} startLabel={interview.state === 'invited' ? t('interviewRoom.start') : t('interviewRoom.resume')} onReady={(found) => void begin(found)} />}
      {step.kind === 'finishing' && (
        <Stack gap="sm">
          <Text role="status">{t('interviewRoom.finishing')}</Text>
          {failed && <Button onClick={() => void finish()}>{t('interviewRoom.finishAgain')}</Button>}
        </Stack>
      )}
      {running && (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Badge variant="light">{t('interviewRoom.progress', { index: index + 1, count: questions.length })}</Badge>
              {followingUp && <Badge variant="outline">{t('interviewRoom.followUp')}</Badge>}
            </Group>
            {devices?.stream && step.kind === 'answering' && step.voice && (
              <Badge color="red" variant="dot">
                {t('interviewRoom.recording')}
              </Badge>
            )}
          </Group>
          <Group align="flex-start" wrap="wrap" gap="lg">
            {driver &&
              (driver.mediaStream ? (
                <video autoPlay playsInline aria-hidden="true" ref={(element) => { if (element && driver.mediaStream) element.srcObject = driver.mediaStream; }} style={{ width: 168, borderRadius: 84 }} />
              ) : (
                <DrawnAvatar driver={driver} speaking={speaking} />
              ))}
            <Stack gap="xs" style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Text size="sm" c="dimmed">
                {followingUp ? (speaking ? t('interviewRoom.askingFollowUp') : t('interviewRoom.followUp')) : speaking ? t('interviewRoom.asking') : t('interviewRoom.question')}
              </Text>
              <Text size="lg" fw={500} aria-live="polite" data-testid="caption">
                {step.question.question}
              </Text>
              {step.kind === 'asking' && (
                <Group>
                  <Button variant="default" size="xs" onClick={() => setStep({ kind: 'answering', question: step.question, startedAt: new Date().toISOString(), voice: devices?.microphone ?? false })}>
                    {t('interviewRoom.answerNow')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Group>
          {step.kind === 'answering' && (
            <AnsweringPanel
              key={step.question.id}
              voice={step.voice}
              typedAllowed={interview.typed_answers_allowed}
              busy={busy}
              guideLeft={guideLeft}
              onTypeInstead={() => {
                noteSilence(step.question.id);
                stopRecording();
                setStep({ ...step, voice: false });
              }}
              onDoneSpeaking={() => void finishSpoken(step.question, step.startedAt)}
              onDoneTyping={(text) => void finishTyped(step.question, step.startedAt, text)}
            />
          )}
          {step.kind === 'transcribing' && <Text role="status">{t('interviewRoom.transcribing')}</Text>}
          {step.kind === 'review' && (
            <Stack gap="sm">
              <Text fw={500}>{step.saved !== null ? t('interviewRoom.review.title') : step.spoken ? t('interviewRoom.review.typeSpoken') : t('interviewRoom.review.title')}</Text>
              {step.saved !== null && <Text size="sm" c="dimmed">{t('interviewRoom.review.saved')}</Text>}
              <Textarea
                label={t('interviewRoom.review.label')}
                autosize
                minRows={4}
                maxRows={12}
                value={step.draft}
                onChange={(event) => setStep({ ...step, draft: event.currentTarget.value })}
                error={!step.draft.trim() && step.saved === null ? t('interviewRoom.review.required') : undefined}
              />
              <Group>
                <Button onClick={() => void moveOn(step)} loading={busy} disabled={!step.draft.trim() && step.saved === null}>
                  {t(`interviewRoom.review.${afterReview(interview, step.question.id)}`)}
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * What the review's button leads to, so that its label never promises what does not come: `continue` when
 * the answer's own follow-up comes next, or may (a main answer not saved yet gets its follow-up, if any, on
 * that first save: a spoken answer typed out here), `next` for another question, `finish` when nothing is
 * left (decision 0084 amended: one follow-up per question, asked right after its answer).
 */
export function afterReview(interview: Interview, reviewedId: string): 'continue' | 'next' | 'finish' {
  const answered = new Map(interview.answers.map((answer) => [answer.question_id, answer]));
  if (!isFollowUpQuestionId(reviewedId)) {
    const own = answered.get(reviewedId);
    if (!own || (own.follow_up && !answered.has(followUpQuestionId(reviewedId)))) return 'continue';
  }
  const othersLeft = interview.details.questions.some((question) => question.id !== mainQuestionIdOf(reviewedId) && !answered.has(question.id));
  return othersLeft ? 'next' : 'finish';
}

function AnsweringPanel(props: {
  voice: boolean;
  /** The company takes typed answers (decision 0100); without it a spoken answer cannot turn into a typed one. */
  typedAllowed: boolean;
  busy: boolean;
  guideLeft: number;
  onTypeInstead: () => void;
  onDoneSpeaking: () => void;
  onDoneTyping: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const over = props.guideLeft <= 0;
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" role="timer" aria-live="off" c={over ? 'orange.8' : undefined}>
          {over ? t('interviewRoom.guide.over') : t('interviewRoom.guide.left', { time: clock(Math.max(0, props.guideLeft)), total: clock(ANSWER_GUIDE_SECONDS) })}
        </Text>
        <Progress value={Math.max(0, props.guideLeft / ANSWER_GUIDE_SECONDS) * 100} color={over ? 'orange' : 'blue'} aria-label={t('interviewRoom.guide.label')} />
      </Stack>
      {props.voice ? (
        <Stack gap="sm">
          <Text>{t('interviewRoom.speakNow')}</Text>
          <Group>
            <Button onClick={props.onDoneSpeaking} loading={props.busy}>
              {t('interviewRoom.doneSpeaking')}
            </Button>
            {props.typedAllowed && (
              <Button variant="default" onClick={props.onTypeInstead} disabled={props.busy}>
                {t('interviewRoom.typeInstead')}
              </Button>
            )}
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Textarea label={t('interviewRoom.typedLabel')} autosize minRows={4} maxRows={12} value={text} onChange={(event) => setText(event.currentTarget.value)} />
          <Group>
            <Button onClick={() => props.onDoneTyping(text)} loading={props.busy} disabled={!text.trim()}>
              {t('interviewRoom.saveAnswer')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
