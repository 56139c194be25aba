import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TooltipOnFirstUse } from '../../../components/ui/tooltip-on-first-use';

interface FavoriteButtonProps {
  jobTitle: string;
  favorite: boolean;
  onToggle: () => void;
}

/** A heart that saves a job; it shows the new status at once (the toggle is optimistic). */
export function FavoriteButton({ jobTitle, favorite, onToggle }: FavoriteButtonProps) {
  const { t } = useTranslation();
  // One name with a pressed state: the name says what the button is, the state whether it is on.
  const label = t('matching.saveJob', { title: jobTitle });
  return (
    <TooltipOnFirstUse label={t(favorite ? 'matching.savedHint' : 'matching.saveHint')} withArrow>
      <ActionIcon
        variant={favorite ? 'light' : 'subtle'}
        color={favorite ? 'red' : 'gray'}
        size="lg"
        radius="xl"
        aria-label={label}
        aria-pressed={favorite}
        onClick={onToggle}
      >
        {favorite ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
      </ActionIcon>
    </TooltipOnFirstUse>
  );
}
