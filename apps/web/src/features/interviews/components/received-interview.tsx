import { Badge, Button, Group, Text } from '@mantine/core';
import type { InterviewSummary } from '@masar/shared/interviews';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/notify';
import { useInterviewReceipt, useRequestReview } from '../api/interview-report';

/**
 * A completed interview on the candidate's list (decision 0084): received, what was assessed (never the
 * scores), and the request for a person to review it, once per attempt.
 */
export function ReceivedInterview({ interview }: { interview: InterviewSummary }) {
  const { t } = useTranslation();
  const receipt = useInterviewReceipt(interview.interview_id, true);
  const request = useRequestReview(interview.interview_id);
  const data = receipt.data;
  return (
    <Group gap="xs" wrap="wrap">
      <Badge variant="light" color="teal" tt="none">
        {t('interviewReports.candidate.received')}
      </Badge>
      {data && (
        <Text size="xs" c="dimmed">
          {t('interviewReports.candidate.assessed', {
            criteria: data.criteria
              .map((criterion) => t(`interviewReports.criteria.${criterion}`))
              .join(t('interviewReports.listSeparator')),
          })}
        </Text>
      )}
      {data?.human_review_requested_at ? (
        <Text size="xs">{t('interviewReports.candidate.reviewAsked')}</Text>
      ) : data?.can_request_review ? (
        <Button
          size="xs"
          variant="default"
          loading={request.isPending}
          aria-label={`${t('interviewReports.candidate.askReview')}: ${interview.job_title}`}
          onClick={() =>
            request.mutate(undefined, { onSuccess: () => showSuccess(t('interviewReports.candidate.reviewSent')) })
          }
        >
          {t('interviewReports.candidate.askReview')}
        </Button>
      ) : null}
    </Group>
  );
}
