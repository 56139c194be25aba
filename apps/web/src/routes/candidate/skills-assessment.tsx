import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import type { SkillsAssessmentKind } from '@masar/shared/assessments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useQuestionnaire, useSkillsAssessmentKinds } from '../../features/skills-assessments/api/skills-assessments';
import { StartScreen } from '../../features/skills-assessments/components/start-screen';
import { TakeAssessment } from '../../features/skills-assessments/components/take-assessment';
import { useKindParam } from '../../features/skills-assessments/kind-param';
import { ASSESSMENTS_PATH, resultPath } from '../../features/skills-assessments/paths';

function Loading() {
  const { t } = useTranslation();
  return <Skeleton h={200} role="status" aria-label={t('skillsAssessments.loading')} />;
}

function Attempt({ kind }: { kind: SkillsAssessmentKind }) {
  const { t } = useTranslation();
  const kinds = useSkillsAssessmentKinds();
  const [started, setStarted] = useState(false);
  const questionnaire = useQuestionnaire(kind, started);
  const entry = kinds.data?.find((candidate) => candidate.id === kind);

  if (kinds.isError || questionnaire.isError) {
    return (
      <RetryAlert
        title={t('assessments.failed-error')}
        retryLabel={t('skillsAssessments.retry')}
        onRetry={() => void (kinds.isError ? kinds.refetch() : questionnaire.refetch())}
      />
    );
  }
  if (!entry) return <Loading />;
  const status = questionnaire.data?.status ?? entry.status;
  if (status !== null && status !== 'IN_PROGRESS') return <Navigate to={resultPath(kind)} replace />;
  if (!started || !questionnaire.data) {
    return <StartScreen entry={entry} starting={started} onStart={() => setStarted(true)} />;
  }
  return <TakeAssessment kind={kind} data={questionnaire.data} />;
}

/**
 * /candidate/assessments/skills/:kind (decision 0077): the start screen, then the items by section with the
 * countdown, autosave and submit (issue #15; decisions 0069, 0072).
 */
export default function SkillsAssessmentPage() {
  const { t } = useTranslation();
  const kind = useKindParam();
  return (
    <Stack gap="lg" maw={860}>
      <PageHeading
        title={kind ? t(`skillsAssessments.kinds.${kind}.title`) : t('routeNames.candidate-skills-assessment')}
      />
      <Anchor component={Link} to={ASSESSMENTS_PATH} size="sm">
        {t('skillsAssessments.backToList')}
      </Anchor>
      {kind ? <Attempt kind={kind} /> : <Alert color="red">{t('skillsAssessments.unknownKind')}</Alert>}
    </Stack>
  );
}
