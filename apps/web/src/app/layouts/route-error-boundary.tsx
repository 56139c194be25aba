import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-client';

/**
 * Something in a page failed to load or render (a stale chunk after a deploy, most often). A call that got
 * no answer says so with the firewall message (spec §7), the session kept for the reload.
 */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  const unanswered = error instanceof ApiError && error.status === NETWORK_ERROR_STATUS;
  return (
    <Container size={520} py="xl" component="main" id="main">
      <Stack align="flex-start">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text>{unanswered ? error.message : t('routeError.body')}</Text>
        <Button
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('routeError.reload')}
        </Button>
      </Stack>
    </Container>
  );
}
