import { Progress, Skeleton, Stack, Text } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../lib/format-number';
import { useTotalJobs } from '../../api/get-total-jobs';

/** "7 of 25 published": the company's published jobs against its posting limit (GET total-jobs/, decision 0033). */
export function PostingLimit() {
  const { t, i18n } = useTranslation();
  const totals = useTotalJobs();
  if (totals.isPending) return <Skeleton h={36} w={180} />;
  if (totals.isError) return null;
  const locale = toLocale(i18n.language);
  const { published, limit } = totals.data;
  const full = published >= limit;
  const label = t('recruiterJobs.limit', {
    published: formatCount(published, locale),
    limit: formatCount(limit, locale),
  });
  return (
    <Stack gap={4} miw={180} maw={320}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Progress
        value={limit === 0 ? 100 : Math.min(100, (published / limit) * 100)}
        color={full ? 'red' : 'blue'}
        aria-label={t('recruiterJobs.limitLabel')}
        aria-valuetext={label}
        size="sm"
      />
      {full && (
        <Text size="xs" c="red.8">
          {t('recruiterJobs.limitReached')}
        </Text>
      )}
    </Stack>
  );
}
