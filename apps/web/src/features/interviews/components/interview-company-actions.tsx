import { Button, Group, Textarea } from '@mantine/core';
import { INTERVIEW_REASON_MAX_LENGTH, type InterviewState, type InterviewSummary } from '@masar/shared/interviews';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { showSuccess } from '../../../lib/notify';
import { useCompanyInterviewAction, type CompanyAction } from '../api/company-actions';

/**
 * Where each of the company's moves may start (decision 0075's table; the server's copy decides, this one
 * only chooses which buttons to show). A redo also needs the company's `redo_allowed`.
 */
const FROM: Record<CompanyAction, readonly InterviewState[]> = {
  cancel: ['invited', 'in_progress'],
  reset: ['in_progress', 'completed', 'cancelled', 'expired'],
  delete: ['invited', 'completed', 'cancelled', 'expired'],
};

/** A recruiter's cancel, redo and delete of one interview, each asked first with an optional reason kept in the history. */
export function InterviewCompanyActions({ interview, redoAllowed }: { interview: InterviewSummary; redoAllowed: boolean | undefined }) {
  const { t } = useTranslation();
  const act = useCompanyInterviewAction();
  const [asking, setAsking] = useState<CompanyAction | null>(null);
  const [reason, setReason] = useState('');
  const actions = (Object.keys(FROM) as CompanyAction[]).filter(
    (action) => FROM[action].includes(interview.state) && (action !== 'reset' || redoAllowed === true),
  );
  if (actions.length === 0) return null;
  const close = () => {
    setAsking(null);
    setReason('');
  };
  return (
    <>
      <Group gap="xs">
        {actions.map((action) => (
          <Button
            key={action}
            size="xs"
            variant="subtle"
            color={action === 'delete' ? 'red' : undefined}
            aria-label={`${t(`interviewActions.${action}.button`)}: ${interview.candidate_name}`}
            onClick={() => setAsking(action)}
          >
            {t(`interviewActions.${action}.button`)}
          </Button>
        ))}
      </Group>
      <ConfirmDialog
        opened={asking !== null}
        title={asking ? t(`interviewActions.${asking}.title`, { name: interview.candidate_name, job: interview.job_title }) : ''}
        message={
          <Textarea
            label={t('interviewActions.reason')}
            description={asking ? t(`interviewActions.${asking}.body`) : undefined}
            value={reason}
            maxLength={INTERVIEW_REASON_MAX_LENGTH}
            autosize
            minRows={2}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        }
        confirmLabel={asking ? t(`interviewActions.${asking}.confirm`) : ''}
        cancelLabel={t('interviewActions.keep')}
        danger={asking === 'delete' || asking === 'cancel'}
        pending={act.isPending}
        onCancel={close}
        onConfirm={() => {
          if (!asking) return;
          const done = asking;
          act.mutate(
            { interview_id: interview.interview_id, action: done, ...(reason.trim() ? { reason: reason.trim() } : {}) },
            {
              onSuccess: () => {
                showSuccess(t(`interviewActions.${done}.done`, { name: interview.candidate_name }));
                close();
              },
            },
          );
        }}
      />
    </>
  );
}
