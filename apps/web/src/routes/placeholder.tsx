import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteName } from '../app/route-title';
import { PageHeading } from '../components/ui/page-heading';

/** A page that a later issue builds; its route, guard and title already work. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  return (
    <Stack gap="lg">
      <PageHeading title={title} />
      <Paper withBorder radius="lg" p="xl">
        <Text c="dimmed">{t('placeholder.body')}</Text>
      </Paper>
    </Stack>
  );
}
