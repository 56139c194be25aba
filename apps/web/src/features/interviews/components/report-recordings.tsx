import { Loader, Stack, Text } from '@mantine/core';
import type { ReportRecording } from '@masar/shared/interview-reports';
import { RECORDING_CHUNK_SECONDS } from '@masar/shared/interviews';
import { useTranslation } from 'react-i18next';
import { useInterviewRecording } from '../api/interview-report';
import { missingStretch } from '../lib/transcript-sync';

/** What the transcript follows: a player's element once shown, and its time whenever it moves. */
export interface PlaybackListener {
  onMedia: (uploadId: string, media: HTMLMediaElement | null) => void;
  onPlayback: (uploadId: string, media: HTMLMediaElement) => void;
}

/** One recording, fetched with the session and played from a blob (as the skills-assessment report does). */
function RecordingPlayer({
  interviewId,
  recording,
  listener,
}: {
  interviewId: string;
  recording: ReportRecording;
  listener?: PlaybackListener | undefined;
}) {
  const { t } = useTranslation();
  const file = useInterviewRecording(interviewId, recording.upload_id);
  const label = t(`interviewReports.recordings.${recording.kind}`);
  if (file.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {t('interviewReports.recordings.failed', { recording: label })}
      </Text>
    );
  if (!file.data) return <Loader size="xs" aria-label={label} />;
  const follow = (event: { currentTarget: HTMLMediaElement }) => listener?.onPlayback(recording.upload_id, event.currentTarget);
  const media = {
    controls: true,
    src: file.data,
    'aria-label': label,
    ref: (element: HTMLMediaElement | null) => listener?.onMedia(recording.upload_id, element),
    onTimeUpdate: follow,
    onSeeked: follow,
    onPlay: follow,
    onPause: follow,
  };
  // A cut-off recording says so, and which stretches never arrived (decision 0091).
  const partial = recording.partial ? (
    <Text size="xs" c="dimmed">
      {recording.missing_chunks.length > 0
        ? t('interviewReports.recordings.partialMissing', {
            stretches: recording.missing_chunks
              .map((range) => missingStretch(range, RECORDING_CHUNK_SECONDS))
              .join(t('interviewReports.listSeparator')),
          })
        : t('interviewReports.recordings.partial')}
    </Text>
  ) : null;
  return (
    <Stack gap={4}>
      {recording.kind === 'video' ? (
        <video {...media} style={{ width: '100%', maxWidth: 360, borderRadius: 8 }} />
      ) : (
        <audio {...media} style={{ width: '100%' }} />
      )}
      {partial}
    </Stack>
  );
}

/** An answer's recordings beside its transcript, which follows whichever is played (decision 0091). */
export function ReportRecordings({
  interviewId,
  recordings,
  listener,
}: {
  interviewId: string;
  recordings: ReportRecording[];
  listener?: PlaybackListener;
}) {
  const { t } = useTranslation();
  if (recordings.length === 0) return null;
  return (
    <Stack gap="xs" aria-label={t('interviewReports.recordings.title')} role="group">
      {recordings.map((recording) => (
        <RecordingPlayer key={recording.upload_id} interviewId={interviewId} recording={recording} listener={listener} />
      ))}
    </Stack>
  );
}
