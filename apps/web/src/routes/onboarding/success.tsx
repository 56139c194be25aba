import { Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { markProfileInProgress } from '../../app/session/session-actions';
import { useSession } from '../../app/session/session-store';
import { PageHeading } from '../../components/ui/page-heading';

export default function OnboardingSuccessPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const { user } = useSession();
  const navigate = useNavigate();
  const readingResume = user?.profile_status === 'in_progress';

  return (
    <Paper withBorder radius="lg" p="xl" maw={640} mx="auto" mt="md">
      <Stack gap="lg" align="flex-start">
        <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <PageHeading title={title} description={t('onboardingSuccess.thanks')} />
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t('onboardingSuccess.nextTitle')}
          </Title>
          <List type="ordered" spacing="xs">
            <List.Item>{t('onboardingSuccess.stepReview')}</List.Item>
            <List.Item>{t('onboardingSuccess.stepEmail')}</List.Item>
            {readingResume && <List.Item>{t('onboardingSuccess.stepResume')}</List.Item>}
          </List>
        </Stack>
        <Text size="sm" c="dimmed">
          {t('approvalPending.next')}
        </Text>
        {readingResume ? (
          <Button onClick={() => void navigate(markProfileInProgress())}>{t('onboardingSuccess.continue')}</Button>
        ) : (
          <Button component={Link} to="/approval-pending">
            {t('onboardingSuccess.continue')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
