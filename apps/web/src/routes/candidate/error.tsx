import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowBack, IconLayoutDashboard, IconMoodConfuzed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { PageHeading } from '../../components/ui/page-heading';

/** Spec §2 'candidate-error', where a candidate lands when a page's data cannot be loaded (spec §8). */
export default function CandidateErrorPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const navigate = useNavigate();
  // A page opened straight at this address has nowhere in the app to go back to.
  const cameFromApp = useLocation().key !== 'default';
  return (
    <Stack gap="lg" maw={640}>
      <PageHeading title={title} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconMoodConfuzed size={30} />
          </ThemeIcon>
          <Text fw={600} fz="lg">
            {t('candidateError.heading')}
          </Text>
          <Text c="dimmed">{t('candidateError.body')}</Text>
          <Group gap="sm">
            {cameFromApp && (
              <Button leftSection={<IconArrowBack size={18} aria-hidden />} onClick={() => void navigate(-1)}>
                {t('candidateError.back')}
              </Button>
            )}
            <Button
              component={Link}
              to="/candidate/dashboard"
              variant={cameFromApp ? 'default' : 'filled'}
              leftSection={<IconLayoutDashboard size={18} aria-hidden />}
            >
              {t('candidateError.dashboard')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
