import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useToggleCandidateFavorite } from '../api/toggle-favorite';

/** The favourite star shown wherever a candidate appears: for one job, or overall when no job is given. */
export function CandidateStar({
  candidateId,
  name,
  jobId = null,
  starred,
}: {
  candidateId: string;
  name: string;
  jobId?: string | null;
  starred: boolean;
}) {
  const { t } = useTranslation();
  const toggle = useToggleCandidateFavorite();
  const label = t('jobCandidates.star', { name });
  return (
    <Tooltip label={starred ? t('jobCandidates.starredHint') : t('jobCandidates.starHint')}>
      <ActionIcon
        variant="subtle"
        color="yellow"
        size="lg"
        aria-label={label}
        aria-pressed={starred}
        loading={toggle.isPending}
        onClick={() => toggle.mutate({ candidate_id: candidateId, job_id: jobId, is_favorite: !starred })}
      >
        {starred ? <IconStarFilled size={20} aria-hidden /> : <IconStar size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
