import { Skeleton } from '@mantine/core';
import type { InterestResult } from '@masar/shared/interests';
import { toLocale } from '@masar/shared/messages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useInterestResult } from '../api/result';

/**
 * A page of the results for the steps that show them: the data once in, else what to show meanwhile
 * (a placeholder of the given height, or the failure with a retry).
 */
export function useResultPage(page: number, height: number): { data: InterestResult; pending: null } | { data: undefined; pending: ReactNode } {
  const { t, i18n } = useTranslation();
  const result = useInterestResult(page, toLocale(i18n.language));
  if (result.data) return { data: result.data, pending: null };
  return {
    data: undefined,
    pending: result.isError ? (
      <RetryAlert title={t('interests.results.failed')} message={result.error.message} retryLabel={t('interests.retry')} onRetry={() => void result.refetch()} />
    ) : (
      <Skeleton h={height} role="status" aria-label={t('interests.start.loading')} />
    ),
  };
}
