import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { RecruiterCandidateProfile } from '@masar/shared/job-candidates';
import { IconMicrophone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';
import { showSuccess } from '../../../lib/notify';
import { useStartInterview } from '../api/start-interview';

/**
 * The jobs a recruiter may interview this candidate for (decision 0075, as decision 0049 has it): those the
 * candidate applied to or answered an invitation for with interest. Anyone else the server refuses anyway.
 */
function interviewableJobs(profile: RecruiterCandidateProfile): Array<{ job_id: string; job_title: string }> {
  const jobs = new Map<string, string>();
  for (const entry of profile.applications) jobs.set(entry.job_id, entry.job_title);
  for (const entry of profile.pokes) if (entry.answer === 'interested') jobs.set(entry.job_id, entry.job_title);
  return [...jobs.entries()].map(([job_id, job_title]) => ({ job_id, job_title }));
}

/** Issue #16: the recruiter starts an AI interview for the candidate and one of the company's jobs. */
export function StartInterviewSection({ profile }: { profile: RecruiterCandidateProfile }) {
  const { t } = useTranslation();
  const start = useStartInterview();
  const jobs = interviewableJobs(profile);
  return (
    <SectionCard id="candidate-interview" title={t('startInterview.title')}>
      {jobs.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('startInterview.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('startInterview.intro')}
          </Text>
          <Group gap="sm">
            {jobs.map((job) => (
              <Button
                key={job.job_id}
                size="compact-sm"
                variant="light"
                leftSection={<IconMicrophone size={14} aria-hidden />}
                loading={start.isPending && start.variables.job_id === job.job_id}
                onClick={() =>
                  start.mutate(
                    { candidate_id: profile.candidate_id, job_id: job.job_id },
                    { onSuccess: () => showSuccess(t('startInterview.sent', { name: profile.name, job: job.job_title })) },
                  )
                }
              >
                {t('startInterview.start', { job: job.job_title })}
              </Button>
            ))}
          </Group>
          {start.isSuccess && (
            <Anchor component={Link} to={`/recruiter/interviews?candidate=${profile.candidate_id}`} size="sm">
              {t('startInterview.follow', { name: profile.name })}
            </Anchor>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
