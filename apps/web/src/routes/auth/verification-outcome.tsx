import { Button, Stack, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endSessionLocally } from '../../app/session/session-actions';
import { PageHeading } from '../../components/ui/page-heading';

/** An auth step is done; the person logs in afresh (the state becomes UNAUTHENTICATED). */
export function VerificationOutcome({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <PageHeading title={title} description={body} />
      <Button
        onClick={() => {
          endSessionLocally();
          void navigate('/auth/login', { replace: true });
        }}
      >
        {t('auth.goToLogin')}
      </Button>
    </Stack>
  );
}
