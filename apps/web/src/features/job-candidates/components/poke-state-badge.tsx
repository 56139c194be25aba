import { Badge } from '@mantine/core';
import type { PokeState } from '@masar/shared/job-candidates';
import { toLocale } from '@masar/shared/messages';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/dates';

/** Who was invited, when, and what they answered. */
export function PokeStateBadge({ poke }: { poke: PokeState }) {
  const { t, i18n } = useTranslation();
  const date = formatLongDate(poke.poked_at, toLocale(i18n.language));
  if (poke.answer === 'interested') return <Badge color="teal">{t('pokes.interestedOn', { date })}</Badge>;
  if (poke.answer === 'not_interested') return <Badge color="gray">{t('pokes.notInterestedOn', { date })}</Badge>;
  return (
    <Badge color="blue" variant="light">
      {t('pokes.invitedOn', { date })}
    </Badge>
  );
}
