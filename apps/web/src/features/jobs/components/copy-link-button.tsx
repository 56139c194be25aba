import { Button } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../lib/i18n';
import { showError, showSuccess } from '../../../lib/notify';

/** The address of a job's public page, to share with anyone. */
export function publicJobUrl(publicKey: string): string {
  return `${window.location.origin}/public/job/${encodeURIComponent(publicKey)}`;
}

/** Copies the job's public link; spec §8: 'Link copied to clipboard'. */
export function CopyLinkButton({ publicKey }: { publicKey: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(publicJobUrl(publicKey));
      showSuccess(translateMessageKey('link.copied'));
    } catch {
      showError(translateMessageKey('common.internalError'));
    }
  };
  return (
    <Button variant="default" leftSection={<IconLink size={18} aria-hidden />} onClick={() => void copy()}>
      {t('jobs.copyLink')}
    </Button>
  );
}
