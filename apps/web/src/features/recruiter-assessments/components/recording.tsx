import { Loader, Text } from '@mantine/core';
import type { SkillsAssessmentKind } from '@masar/shared/assessments';
import { useTranslation } from 'react-i18next';
import { useRecording } from '../api/results';

/** A speaking answer's recording, fetched with the session (a plain `src` cannot send the token) and played from a blob. */
export function Recording({
  kind,
  userId,
  questionId,
}: {
  kind: SkillsAssessmentKind;
  userId: string;
  questionId: string;
}) {
  const { t } = useTranslation();
  const recording = useRecording(kind, userId, questionId, true);
  const url = recording.data;
  if (recording.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {t('recruiterAssessments.report.recordingFailed')}
      </Text>
    );
  if (!url) return <Loader size="xs" aria-label={t('recruiterAssessments.report.recording')} />;
  return <audio controls src={url} aria-label={t('recruiterAssessments.report.recording')} />;
}
