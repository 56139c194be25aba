import { Button, Group, List, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { profileCompleteness } from '@masar/shared/profile-completeness';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfileStatus } from '../api/get-profile-status';
import { SectionCard } from '../../../components/ui/section-card';
import { toLocale } from '@masar/shared/messages';
import { formatPercent } from '../../../lib/format-number';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { ProgressRing } from '../../../components/ui/progress-ring';

/** The dashboard's view of the profile: how complete it is, and what to add next. */
export function ProfileCompletenessCard() {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const status = useProfileStatus();
  const completeness = status.data === undefined ? null : profileCompleteness(status.data.upload_response);

  return (
    <SectionCard id="profile-completeness" title={t('completeness.title')}>
      {completeness === null ? (
        status.isError ? (
          <RetryAlert
            title={t('profile.loadFailed')}
            retryLabel={t('profile.retry')}
            onRetry={() => void status.refetch()}
          />
        ) : (
          <Group role="status" aria-label={t('profile.loading')}>
            <Skeleton circle h={96} />
            <Stack gap="xs" style={{ flex: 1 }}>
              <Skeleton h={14} />
              <Skeleton h={14} w="70%" />
            </Stack>
          </Group>
        )
      ) : (
        <>
          <Group gap="lg" wrap="nowrap" align="center">
            <ProgressRing
              size={104}
              thickness={9}
              value={completeness.percent}
              color={completeness.percent >= 75 ? 'teal' : 'blue'}
              label={
                <Text ta="center" fz={22} fw={700} dir="ltr">
                  {formatPercent(completeness.percent, locale)}
                </Text>
              }
            />
            <Text>{t('profile.completeness', { percent: formatPercent(completeness.percent, locale) })}</Text>
          </Group>
          {completeness.missing.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('completeness.done')}
            </Text>
          ) : (
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {t('completeness.toAdd')}
              </Text>
              <List
                spacing={4}
                size="sm"
                center
                icon={
                  <ThemeIcon size={18} radius="xl" variant="light" color="gray">
                    <IconCircleDashed size={12} aria-hidden />
                  </ThemeIcon>
                }
              >
                {completeness.missing.map((section) => (
                  <List.Item key={section}>{t(`completeness.section.${section}`)}</List.Item>
                ))}
              </List>
            </Stack>
          )}
          {completeness.present.length > 0 && completeness.missing.length > 0 && (
            <Group gap={6} wrap="nowrap">
              <IconCircleCheck size={16} aria-hidden color="var(--mantine-color-teal-7)" />
              <Text size="xs" c="dimmed">
                {t('completeness.doneCount', {
                  done: completeness.present.length,
                  total: completeness.present.length + completeness.missing.length,
                })}
              </Text>
            </Group>
          )}
          <Button
            component={Link}
            to="/candidate/profile"
            variant={completeness.missing.length === 0 ? 'default' : 'filled'}
            style={{ alignSelf: 'flex-start' }}
          >
            {t(completeness.missing.length === 0 ? 'completeness.view' : 'completeness.complete')}
          </Button>
        </>
      )}
    </SectionCard>
  );
}
