import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { SectionCard } from '../../../components/ui/section-card';
import { usePrescreeningQuestions } from '../api/questions-get';
import { PrescreeningEditor } from './prescreening-editor';

/** The job page's section for its pre-screening questions, beside the interview questions' button. */
export function PrescreeningSection({ jobId, interviewQuestions }: { jobId: string; interviewQuestions: readonly string[] }) {
  const { t } = useTranslation();
  const questions = usePrescreeningQuestions(jobId);
  return (
    <SectionCard id="prescreening-title" title={t('prescreening.title')} description={t('prescreening.intro')}>
      {questions.isPending ? (
        <Stack role="status" aria-label={t('prescreening.loading')}>
          <Skeleton h={48} />
        </Stack>
      ) : questions.isError ? (
        <RetryAlert title={t('prescreening.loadFailed')} message={questions.error.message} retryLabel={t('prescreening.retry')} onRetry={() => void questions.refetch()} />
      ) : (
        <PrescreeningEditor jobId={jobId} saved={questions.data} interviewQuestions={interviewQuestions} />
      )}
    </SectionCard>
  );
}
