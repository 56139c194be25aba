import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Something in a page failed to load or render (a stale chunk after a deploy, most often). */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  return (
    <Container size={520} py="xl" component="main" id="main">
      <Stack align="flex-start">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text>{t('routeError.body')}</Text>
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
