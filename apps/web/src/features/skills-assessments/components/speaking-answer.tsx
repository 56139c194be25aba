import { MAX_CHUNK_COUNT } from '@masar/shared/uploads';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api-client';
import { AUDIO_BITS_PER_SECOND, AUDIO_RECORDING_TYPES, startRecordingUpload, type RecordingUpload } from '../../../lib/recording-upload';

type Phase = 'idle' | 'requesting' | 'denied' | 'unsupported' | 'recording' | 'uploading' | 'review' | 'saved' | 'failed';

/**
 * Chunks come every few seconds, so a dropped connection costs little, and a recording of `maxSeconds`
 * stays well inside the server's chunk count (chunks that pile up while one is sent go out together).
 */
export function timesliceFor(maxSeconds: number): number {
  return Math.max(2000, Math.ceil((maxSeconds * 1000) / (MAX_CHUNK_COUNT / 2)));
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

interface Take {
  fileId: string;
  url: string;
}

/**
 * A spoken answer (decision 0065): asks for the microphone, records up to `maxSeconds` while uploading the
 * recording in chunks as the interview-audio category, then lets the candidate listen back and record
 * again before the answer is saved with `onRecorded`.
 */
export function SpeakingAnswer(props: {
  kind: string;
  questionId: string;
  maxSeconds: number;
  recordingId: string | null;
  onRecorded: (recordingId: string) => void;
}) {
  const { maxSeconds, onRecorded, questionId } = props;
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>(props.recordingId ? 'saved' : 'idle');
  const [elapsed, setElapsed] = useState(0);
  const [take, setTake] = useState<Take | null>(null);
  const recorder = useRef<RecordingUpload | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const controller = useRef<AbortController | null>(null);

  const release = useCallback(() => {
    if (ticker.current !== null) clearInterval(ticker.current);
    ticker.current = null;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);

  useEffect(
    () => () => {
      release();
      controller.current?.abort();
      recorder.current?.stop();
    },
    [release],
  );
  useEffect(() => () => (take ? URL.revokeObjectURL(take.url) : undefined), [take]);

  const stop = useCallback(() => {
    recorder.current?.stop();
  }, []);

  const start = useCallback(async () => {
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setPhase('unsupported');
      return;
    }
    setPhase('requesting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setPhase('denied');
      return;
    }
    controller.current = new AbortController();
    const signal = controller.current.signal;
    const recording = startRecordingUpload({
      client: apiClient,
      stream: stream.current,
      category: 'interview audio',
      fileStem: questionId,
      types: AUDIO_RECORDING_TYPES,
      timesliceMs: timesliceFor(maxSeconds),
      audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
      signal,
      onStop: () => {
        release();
        setPhase('uploading');
      },
    });
    recording.finished.then(
      ({ file, recording: recorded }) => {
        if (signal.aborted) return;
        setTake({ fileId: file.id, url: URL.createObjectURL(recorded) });
        setPhase('review');
      },
      () => {
        if (!signal.aborted) setPhase('failed');
      },
    );
    const startedAt = Date.now();
    setElapsed(0);
    ticker.current = setInterval(() => {
      const seconds = (Date.now() - startedAt) / 1000;
      setElapsed(Math.min(seconds, maxSeconds));
      if (seconds >= maxSeconds) stop();
    }, 250);
    recorder.current = recording;
    setPhase('recording');
  }, [maxSeconds, questionId, release, stop]);

  const again = useCallback(() => {
    setTake(null);
    void start();
  }, [start]);

  const status =
    phase === 'recording'
      ? t('recording.recording', { elapsed: clock(elapsed), max: clock(maxSeconds) })
      : phase === 'requesting'
        ? t('recording.requesting')
        : phase === 'uploading'
          ? t('recording.uploading')
          : phase === 'review'
            ? t('recording.review')
            : phase === 'saved'
              ? t('recording.saved')
              : '';

  return (
    <Stack gap="sm">
      <Text size="sm" role="status" aria-live="polite">
        {status}
      </Text>
      {phase === 'recording' && (
        <Progress
          value={(elapsed / maxSeconds) * 100}
          aria-label={t('recording.remaining', { remaining: clock(maxSeconds - elapsed) })}
        />
      )}
      {phase === 'denied' && (
        <Alert color="red" role="alert">
          {t('recording.denied')}
        </Alert>
      )}
      {phase === 'unsupported' && (
        <Alert color="red" role="alert">
          {t('recording.unsupported')}
        </Alert>
      )}
      {phase === 'failed' && (
        <Alert color="red" role="alert">
          {t('recording.failed')}
        </Alert>
      )}
      {phase === 'review' && take && (
        <audio controls src={take.url} aria-label={t('recording.listen')}>
          <track kind="captions" />
        </audio>
      )}
      <Group gap="sm">
        {(phase === 'idle' || phase === 'denied' || phase === 'failed') && (
          <Button onClick={() => void start()}>{t('recording.start')}</Button>
        )}
        {phase === 'recording' && (
          <Button color="red" onClick={stop}>
            {t('recording.stop')}
          </Button>
        )}
        {phase === 'review' && take && (
          <Button
            onClick={() => {
              onRecorded(take.fileId);
              setPhase('saved');
            }}
          >
            {t('recording.use')}
          </Button>
        )}
        {(phase === 'review' || phase === 'saved') && (
          <Button variant="default" onClick={again}>
            {t('recording.again')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
