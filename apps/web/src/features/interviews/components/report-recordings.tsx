import { Loader, Stack, Text } from '@mantine/core';
import type { ReportRecording } from '@masar/shared/interview-reports';
import { useTranslation } from 'react-i18next';
import { useInterviewRecording } from '../api/interview-report';

/** One recording, fetched with the session and played from a blob (as the skills-assessment report does). */
function RecordingPlayer({ interviewId, recording }: { interviewId: string; recording: ReportRecording }) {
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
  return recording.kind === 'video' ? (
    <video controls src={file.data} aria-label={label} style={{ width: '100%', maxWidth: 360, borderRadius: 8 }} />
  ) : (
    <audio controls src={file.data} aria-label={label} style={{ width: '100%' }} />
  );
}

/**
 * An answer's recordings beside its transcript. The transcript has no word timings, so it is shown whole
 * beside the player rather than followed word by word (decision 0084, amended).
 */
export function ReportRecordings({ interviewId, recordings }: { interviewId: string; recordings: ReportRecording[] }) {
  const { t } = useTranslation();
  if (recordings.length === 0) return null;
  return (
    <Stack gap="xs" aria-label={t('interviewReports.recordings.title')} role="group">
      {recordings.map((recording) => (
        <RecordingPlayer key={recording.upload_id} interviewId={interviewId} recording={recording} />
      ))}
    </Stack>
  );
}
