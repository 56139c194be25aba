import { Badge } from '@mantine/core';
import type { AssessmentResultStatus } from '@masar/shared/assessments';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<AssessmentResultStatus | 'NOT_STARTED', string> = {
  NOT_STARTED: 'gray',
  IN_PROGRESS: 'blue',
  RESULT_PROCESSING: 'yellow',
  COMPLETED: 'green',
  CANCELLED: 'red',
};

/** An attempt's status in words; no attempt yet reads "Not started". */
export function KindStatus({ status }: { status: AssessmentResultStatus | 'NOT_STARTED' | null }) {
  const { t } = useTranslation();
  const shown = status ?? 'NOT_STARTED';
  return (
    <Badge color={COLOURS[shown]} variant="light" style={{ textTransform: 'none' }}>
      {t(`skillsAssessments.status.${shown}`)}
    </Badge>
  );
}
