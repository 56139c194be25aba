import { Button, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { retryCommonData } from '../app/common-data';
import { useRouteName } from '../app/route-title';
import { PageHeading } from '../components/ui/page-heading';
import { translateMessageKey } from '../lib/i18n';
import { showError } from '../lib/notify';

/** Spec §8: the common data could not be loaded (state ROOT_ERROR). */
export default function ErrorPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const navigate = useNavigate();
  const [retrying, setRetrying] = useState(false);

  const retry = async () => {
    setRetrying(true);
    const recovered = await retryCommonData();
    setRetrying(false);
    if (recovered) await navigate('/', { replace: true });
    else showError(translateMessageKey('common.internalError'));
  };

  return (
    <Stack gap="lg" align="flex-start">
      <PageHeading title={title} description={t('errorPage.body')} />
      <Button leftSection={<IconRefresh size={18} aria-hidden />} loading={retrying} onClick={() => void retry()}>
        {t('errorPage.retry')}
      </Button>
    </Stack>
  );
}
