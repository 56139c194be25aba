import { Button, Group } from '@mantine/core';
import { IconCheck, IconEyeOff, IconHeart, IconHeartFilled, IconRotate, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/notify';
import { useFavoriteJobs } from '../api/get-favorite-jobs';
import { useJobAction, useJobMarks, useToggleFavorite } from '../api/job-action';

/**
 * Save or unsave (optimistic), apply, and dismiss a job, from its page. `onApply`, when given, opens the
 * apply step (the job's pre-screening questions) instead of applying at once.
 */
export function JobActions({ jobId, onApply }: { jobId: string; onApply?: () => void }) {
  const { t } = useTranslation();
  const favorites = useFavoriteJobs([jobId]);
  const marks = useJobMarks(jobId);
  const toggleFavorite = useToggleFavorite();
  const action = useJobAction(jobId);
  const favorite = favorites.data?.get(jobId) ?? marks.data?.is_favorite ?? false;
  const applied = marks.data?.is_applied ?? false;
  const dismissed = marks.data?.is_dismissed ?? false;

  const act = (name: 'apply' | 'dismiss' | 'undismiss', fallback: string) =>
    action.mutate(name, { onSuccess: ({ message }) => showSuccess(message ?? fallback) });

  return (
    <Group gap="sm">
      <Button
        variant={favorite ? 'light' : 'default'}
        color={favorite ? 'red' : undefined}
        leftSection={favorite ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
        aria-pressed={favorite}
        onClick={() => toggleFavorite.mutate({ jobId, favorite: !favorite })}
      >
        {t(favorite ? 'matching.saved' : 'matching.save')}
      </Button>
      <Button
        leftSection={applied ? <IconCheck size={18} aria-hidden /> : <IconSend size={18} aria-hidden />}
        disabled={applied}
        loading={action.isPending && action.variables === 'apply'}
        onClick={() => (onApply ? onApply() : act('apply', t('matching.appliedToast')))}
      >
        {t(applied ? 'matching.applied' : 'matching.apply')}
      </Button>
      {dismissed ? (
        <Button
          variant="subtle"
          leftSection={<IconRotate size={18} aria-hidden />}
          loading={action.isPending && action.variables === 'undismiss'}
          onClick={() => act('undismiss', t('matching.undismissedToast'))}
        >
          {t('matching.undismiss')}
        </Button>
      ) : (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconEyeOff size={18} aria-hidden />}
          loading={action.isPending && action.variables === 'dismiss'}
          onClick={() => act('dismiss', t('matching.dismissedToast'))}
        >
          {t('matching.dismiss')}
        </Button>
      )}
    </Group>
  );
}
