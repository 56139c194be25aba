import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useRouteName } from '../../../app/route-title';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { PageHeading } from '../../../components/ui/page-heading';
import { useJobQuestions } from '../../../features/recruiter-jobs/api/questions-get';
import { useRecruiterJob } from '../../../features/recruiter-jobs/api/get-recruiter-job';
import { JobQuestionsEditor } from '../../../features/recruiter-jobs/components/questions/job-questions-editor';
import { translateMessageKey } from '../../../lib/i18n';

/** /recruiter/jobs/post-job/:id/add-questions (issue #11): the job's interview questions, after its draft is saved. */
export default function AddQuestionsPage() {
  const { t, i18n } = useTranslation();
  const title = useRouteName();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const job = useRecruiterJob(id, toLocale(i18n.language));
  const questions = useJobQuestions(id);
  const jobPage = `/recruiter/jobs/${encodeURIComponent(id)}`;

  return (
    <Stack gap="lg" maw={960}>
      <PageBreadcrumbs
        crumbs={[
          { label: t('routeNames.recruiter-jobs'), to: '/recruiter/jobs' },
          ...(job.data === undefined ? [] : [{ label: job.data.job_title, to: jobPage }]),
          { label: title },
        ]}
      />
      <PageHeading title={title} description={t('jobQuestions.intro')} />
      {job.isPending || questions.isPending ? (
        <Stack gap="md" role="status" aria-label={t('app.loading')}>
          <Skeleton height={32} radius="md" />
          <Skeleton height={120} radius="lg" />
          <Skeleton height={120} radius="lg" />
        </Stack>
      ) : job.isError || questions.isError ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="flex-start">
            <Text>{translateMessageKey('job.notFound')}</Text>
            <Button component={Link} to="/recruiter/jobs" variant="default">
              {t('jobQuestions.backToJobs')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="md">
          <Text fw={600} size="lg" dir="auto">
            {t('jobQuestions.forJob', { title: job.data.job_title })}
          </Text>
          <JobQuestionsEditor
            jobId={id}
            saved={questions.data}
            skills={job.data.skills.map((skill) => ({ id: skill.id, name: skill.name }))}
            onFinish={() => void navigate(jobPage)}
          />
        </Stack>
      )}
    </Stack>
  );
}
