import { Alert } from '@mantine/core';
import type { SkillsAssessmentKind } from '@masar/shared/assessments';
import { IconMicrophone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface SpeakingAnswerProps {
  kind: SkillsAssessmentKind;
  questionId: string;
  maxSeconds: number;
  recordingId: string | null;
  onRecorded: (recordingId: string) => void;
}

/**
 * A speaking item's answer. The recorder (MediaRecorder, chunked interview-audio upload) is built on its
 * own branch and replaces this file at merge; until then the item says recording is coming.
 */
export function SpeakingAnswer({ maxSeconds, recordingId }: SpeakingAnswerProps) {
  const { t } = useTranslation();
  return (
    <Alert color="gray" icon={<IconMicrophone aria-hidden />}>
      {recordingId === null
        ? t('skillsAssessments.speaking.coming', { seconds: maxSeconds })
        : t('skillsAssessments.speaking.recorded')}
    </Alert>
  );
}
