import { Stack, Text } from '@mantine/core';
import { matchPercent } from '@masar/shared/matching';
import { useTranslation } from 'react-i18next';
import { toLocale } from '@masar/shared/messages';
import { formatPercent } from '../../../lib/format-number';

/** One accent for scores (house style); a weak match is plain grey rather than alarming red. */
export function scoreColor(percent: number): string {
  if (percent >= 70) return 'teal.8';
  if (percent >= 40) return 'blue.8';
  return 'gray.7';
}

interface MatchScoreProps {
  score: number;
  size?: 'md' | 'xl';
}

/** The match as people see it, round(score × 100) % (spec §9): big and plain. */
export function MatchScore({ score, size = 'md' }: MatchScoreProps) {
  const { t, i18n } = useTranslation();
  const percent = matchPercent(score);
  const formatted = formatPercent(percent, toLocale(i18n.language));
  const label = t('matching.matchLabel', { percent: formatted });
  return (
    <Stack gap={0} align="center" aria-label={label} role="img" style={{ flexShrink: 0 }}>
      <Text component="span" fw={700} lh={1} fz={size === 'xl' ? 56 : 28} c={scoreColor(percent)} aria-hidden>
        {formatted}
      </Text>
      <Text component="span" size={size === 'xl' ? 'sm' : 'xs'} c="dimmed" aria-hidden>
        {t('matching.match')}
      </Text>
    </Stack>
  );
}
