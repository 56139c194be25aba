import { Stack } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRouteName } from '../../../app/route-title';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSectorName } from '../../../features/common-data/api/get-sectors';
import { CopyLinkButton } from '../../../features/jobs/components/copy-link-button';
import { JobDescription, JobHeader } from '../../../features/jobs/components/job-details';
import { JobCandidatesSection } from '../../../features/job-candidates/components/job-candidates-section';
import { JobLoader } from '../../../features/jobs/components/job-loader';
import { useRecruiterJob } from '../../../features/recruiter-jobs/api/get-recruiter-job';
import { JobNumbers } from '../../../features/recruiter-jobs/components/job-view/job-numbers';
import { JobViewActions } from '../../../features/recruiter-jobs/components/job-view/job-view-actions';
import { JobStatusBadge } from '../../../features/recruiter-jobs/components/list/job-status-badge';
import { useJobQuestions } from '../../../features/recruiter-jobs/api/questions-get';
import { ApplicantAnswersSummary } from '../../../features/prescreening/components/applicant-answers';
import { PrescreeningSection } from '../../../features/prescreening/components/prescreening-section';

/** One of the company's jobs: its numbers, what candidates read, and what the recruiter can do with it. */
export default function RecruiterJobPage() {
  const { t, i18n } = useTranslation();
  const title = useRouteName();
  const sectorName = useSectorName();
  const { id = '' } = useParams();
  const job = useRecruiterJob(id, toLocale(i18n.language));
  const detail = job.data;
  // The pre-screening editor offers the job's interview questions to take from.
  const interviewQuestions = useJobQuestions(id);

  return (
    <Stack gap="lg">
      <PageBreadcrumbs
        crumbs={[
          { label: t('routeNames.recruiter-jobs'), to: '/recruiter/jobs' },
          { label: detail === undefined || detail.job_title === '' ? title : detail.job_title },
        ]}
      />
      <PageHeading title={title} />
      <JobLoader job={job} backTo="/recruiter/jobs" backLabel={t('recruiterJobs.backToJobs')}>
        {() =>
          detail !== undefined && (
            <>
              <JobHeader sectorName={sectorName} job={detail} statusBadge={<JobStatusBadge status={detail.status} />}>
                <JobViewActions job={detail} copyLink={<CopyLinkButton publicKey={detail.public_key} />} />
              </JobHeader>
              <JobNumbers job={detail} />
              <PrescreeningSection jobId={detail.jid} interviewQuestions={interviewQuestions.data?.map((question) => question.question) ?? []} />
              {detail.status === 'published' && (
                <JobCandidatesSection
                  jobId={detail.jid}
                  applicationExtra={(candidate) => <ApplicantAnswersSummary jobId={candidate.job_id} candidateId={candidate.candidate_id} />}
                />
              )}
              <JobDescription job={detail} />
            </>
          )
        }
      </JobLoader>
    </Stack>
  );
}
