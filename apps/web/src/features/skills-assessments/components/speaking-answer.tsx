import { MAX_CHUNK_COUNT } from '@masar/shared/uploads';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api-client';
import { newUploadId, startStreamingUpload, type StreamingUpload } from '../../../lib/chunked-upload';

type Phase = 'idle' | 'requesting' | 'denied' | 'unsupported' | 'recording' | 'uploading' | 'review' | 'saved' | 'failed';

/** What MediaRecorder makes, best first: Opus in WebM (Chrome, Firefox), in Ogg, then AAC in MP4 (Safari). */
const RECORDING_TYPES = [
  { mimeType: 'audio/webm;codecs=opus', extension: 'webm' },
  { mimeType: 'audio/ogg;codecs=opus', extension: 'ogg' },
  { mimeType: 'audio/mp4', extension: 'm4a' },
] as const;

/** Speech needs far less than MediaRecorder's default 128 kbit/s: 90 s stay under 1 MB. */
const AUDIO_BITS_PER_SECOND = 64_000;

/**
 * Chunks come every few seconds, so a dropped connection costs little, and a recording of `maxSeconds`
 * stays well inside the server's chunk count (chunks that pile up while one is sent go out together).
 */
export function timesliceFor(maxSeconds: number): number {
  return Math.max(2000, Math.ceil((maxSeconds * 1000) / (MAX_CHUNK_COUNT / 2)));
}

function recordingType(): { mimeType: string; extension: string } {
  const supported = RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type.mimeType));
  return supported ?? { mimeType: '', extension: 'webm' };
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
  const recorder = useRef<MediaRecorder | null>(null);
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
      if (recorder.current?.state === 'recording') recorder.current.stop();
    },
    [release],
  );
  useEffect(() => () => (take ? URL.revokeObjectURL(take.url) : undefined), [take]);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
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
    const type = recordingType();
    const media = new MediaRecorder(stream.current, {
      ...(type.mimeType ? { mimeType: type.mimeType } : {}),
      audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
    });
    controller.current = new AbortController();
    const upload: StreamingUpload = startStreamingUpload({
      client: apiClient,
      category: 'interview audio',
      uploadId: newUploadId(),
      fileName: `${questionId}.${type.extension}`,
      signal: controller.current.signal,
    });
    const recorded: Blob[] = [];
    let last: Blob | null = null;
    media.ondataavailable = (event) => {
      recorded.push(event.data);
      // While recording each piece goes out at once; the one that comes with the stop is the last chunk.
      if (media.state === 'recording') upload.push(event.data);
      else last = event.data;
    };
    media.onstop = () => {
      release();
      setPhase('uploading');
      const signal = controller.current?.signal;
      upload.finish(last).then(
        (file) => {
          if (signal?.aborted) return;
          setTake({ fileId: file.id, url: URL.createObjectURL(new Blob(recorded, { type: media.mimeType || type.mimeType })) });
          setPhase('review');
        },
        () => {
          if (!signal?.aborted) setPhase('failed');
        },
      );
    };
    const startedAt = Date.now();
    setElapsed(0);
    ticker.current = setInterval(() => {
      const seconds = (Date.now() - startedAt) / 1000;
      setElapsed(Math.min(seconds, maxSeconds));
      if (seconds >= maxSeconds) stop();
    }, 250);
    recorder.current = media;
    media.start(timesliceFor(maxSeconds));
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
