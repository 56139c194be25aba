import { Box, Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { useDocumentTitle } from '../route-title';
import { useLeavingSession } from '../session/leaving';

export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const leaving = useLeavingSession(useLocation().key);
  useDocumentTitle();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {navigation.state !== 'idle' && (
        <Box pos="fixed" top={0} left={0} right={0} style={{ zIndex: 1000 }}>
          <Progress value={100} animated size="xs" radius={0} aria-label={t('app.loading')} />
        </Box>
      )}
      {leaving ? <PageLoader /> : <Outlet />}
      <ScrollRestoration />
    </>
  );
}
