import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { CameraPermission } from '@masar/shared/interviews';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudioLevel } from '../hooks/use-audio-level';

/** What the check found: the stream to record from (null for typed answers) and what to tell the server. */
export interface DeviceCheckResult {
  stream: MediaStream | null;
  camera: boolean;
  microphone: boolean;
  cameraRecordingSupported: boolean;
  cameraPermission: CameraPermission;
}

type Status = 'asking' | 'ready' | 'refused';

function recordingSupported(): boolean {
  return typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** Asks for camera and microphone; without a camera (none, or refused alone), for the microphone alone. */
async function askForDevices(): Promise<{ stream: MediaStream | null; refused: boolean }> {
  if (!recordingSupported()) return { stream: null, refused: false };
  try {
    return { stream: await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: 640, height: 360 } }), refused: false };
  } catch (error) {
    try {
      return { stream: await navigator.mediaDevices.getUserMedia({ audio: true }), refused: false };
    } catch {
      return { stream: null, refused: error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError') };
    }
  }
}

/**
 * The check before the interview (issue #16): camera and microphone, a live level meter, and when they
 * cannot be used, spec §8's message and, if the company allows it (`typedAllowed`, decision 0100), the
 * choice to answer by typing; without it, only "Try again".
 */
export function DeviceCheck({ startLabel, onReady, busy, typedAllowed }: { startLabel: string; onReady: (result: DeviceCheckResult) => void; busy: boolean; typedAllowed: boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('asking');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [refused, setRefused] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const video = useRef<HTMLVideoElement>(null);
  const handedOver = useRef(false);
  const level = useAudioLevel(stream);

  useEffect(() => {
    let cancelled = false;
    void askForDevices().then((found) => {
      if (cancelled) {
        found.stream?.getTracks().forEach((track) => track.stop());
        return;
      }
      setStream(found.stream);
      setRefused(found.refused);
      setStatus(found.stream ? 'ready' : 'refused');
    });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  // The stream goes to the room when the candidate starts; left behind, its camera light must go out.
  useEffect(
    () => () => {
      if (!handedOver.current) stream?.getTracks().forEach((track) => track.stop());
    },
    [stream],
  );

  const camera = (stream?.getVideoTracks().length ?? 0) > 0;
  useEffect(() => {
    if (video.current && stream && camera) video.current.srcObject = stream;
  }, [stream, camera]);

  const finish = (withStream: boolean) => {
    handedOver.current = withStream;
    onReady({
      stream: withStream ? stream : null,
      camera: withStream && camera,
      microphone: withStream && (stream?.getAudioTracks().length ?? 0) > 0,
      cameraRecordingSupported: recordingSupported(),
      cameraPermission: camera ? 'granted' : refused ? 'denied' : 'prompt',
    });
  };

  return (
    <Stack gap="md">
      <Text>{t('interviewRoom.check.intro')}</Text>
      {status === 'asking' && (
        <Text role="status" c="dimmed">
          {t('interviewRoom.check.asking')}
        </Text>
      )}
      {status === 'ready' && (
        <Stack gap="sm">
          {camera ? (
            <video ref={video} autoPlay muted playsInline aria-label={t('interviewRoom.check.preview')} style={{ width: '100%', maxWidth: 320, borderRadius: 8, background: '#000' }} />
          ) : (
            <Text c="dimmed">{t('interviewRoom.check.noCamera')}</Text>
          )}
          <Text size="sm">{t('interviewRoom.check.speak')}</Text>
          <Progress value={level * 100} aria-label={t('interviewRoom.check.level')} transitionDuration={100} />
        </Stack>
      )}
      {status === 'refused' && (
        <Alert color="red" role="alert">
          <Stack gap={4}>
            <Text size="sm">{t('interviewRoom.check.refused')}</Text>
            {!typedAllowed && <Text size="sm">{t('interviewRoom.check.typedOff')}</Text>}
          </Stack>
        </Alert>
      )}
      <Group gap="sm">
        {status === 'ready' && (
          <Button onClick={() => finish(true)} loading={busy}>
            {startLabel}
          </Button>
        )}
        {status === 'refused' && (
          <>
            {typedAllowed && (
              <Button onClick={() => finish(false)} loading={busy}>
                {t('interviewRoom.check.typed')}
              </Button>
            )}
            <Button variant="default" onClick={() => {
                setStatus('asking');
                setAttempt((value) => value + 1);
              }} disabled={busy}>
              {t('interviewRoom.check.again')}
            </Button>
          </>
        )}
        {status === 'ready' && typedAllowed && (
          <Button variant="subtle" onClick={() => finish(false)} disabled={busy}>
            {t('interviewRoom.check.typedAnyway')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
