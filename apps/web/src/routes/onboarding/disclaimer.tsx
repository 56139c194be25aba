import { Button, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { PageHeading } from '../../components/ui/page-heading';
import { DataUseNotice } from '../../features/onboarding/components/data-use-notice';

export default function CandidateDisclaimerPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  return (
    <Stack gap="lg" maw={760} mx="auto" py="md">
      <PageHeading title={title} description={t('disclaimer.intro')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <DataUseNotice />
      </Paper>
      <Group>
        <Button component={Link} to="/onboarding/candidate">
          {t('disclaimer.back')}
        </Button>
      </Group>
    </Stack>
  );
}
