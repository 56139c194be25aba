import { Skeleton, Stack, Switch, Text } from '@mantine/core';
import type { CompanySettings } from '@masar/shared/interviews';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { SectionCard } from '../../../components/ui/section-card';
import { showSuccess } from '../../../lib/notify';
import { useCompanySettings, useUpdateCompanySettings } from '../api/company-settings';

/** The settings the card shows, in its order, each with its label and help (decision 0100). */
const SHOWN: readonly { name: keyof CompanySettings; label: 'interviews.settings.redo' | 'interviews.settings.typed'; help: 'interviews.settings.redoHelp' | 'interviews.settings.typedHelp' }[] = [
  { name: 'redo_allowed', label: 'interviews.settings.redo', help: 'interviews.settings.redoHelp' },
  { name: 'typed_answers_allowed', label: 'interviews.settings.typed', help: 'interviews.settings.typedHelp' },
];

/**
 * The company's interview settings (spec §3, decision 0100): a recruiter admin turns each on or off, saved at
 * once; the company's other recruiters see them read-only (the server refuses their change too).
 */
export function InterviewSettingsCard({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const settings = useCompanySettings();
  const update = useUpdateCompanySettings();
  const pendingName = update.isPending ? (Object.keys(update.variables ?? {})[0] as keyof CompanySettings | undefined) : undefined;
  return (
    <SectionCard id="interview-settings" title={t('interviews.settings.title')} description={t('interviews.settings.intro')}>
      {settings.isError ? (
        <RetryAlert title={t('interviews.settings.loadFailed')} retryLabel={t('interviews.settings.retry')} onRetry={() => void settings.refetch()} />
      ) : settings.data === undefined ? (
        <Stack gap="sm" role="status" aria-label={t('app.loading')}>
          <Skeleton h={40} />
          <Skeleton h={40} />
        </Stack>
      ) : (
        <Stack gap="md">
          {SHOWN.map(({ name, label, help }) => (
            <Switch
              key={name}
              label={t(label)}
              description={t(help)}
              checked={pendingName === name ? (update.variables?.[name] ?? settings.data[name]) : settings.data[name]}
              disabled={!canChange || update.isPending}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                update.mutate({ [name]: on }, { onSuccess: () => showSuccess(t('interviews.settings.saved')) });
              }}
            />
          ))}
          {!canChange && (
            <Text size="sm" c="dimmed">
              {t('interviews.settings.readOnly')}
            </Text>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
