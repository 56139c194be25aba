import { Button, Stack, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { continueAfterVerification, endSessionLocally } from '../../app/session/session-actions';
import { PageHeading } from '../../components/ui/page-heading';

interface VerificationOutcomeProps {
  title: string;
  body: string;
  /** `login`: the person logs in afresh (the state becomes UNAUTHENTICATED); `continue`: the kept session goes on. */
  next: 'login' | 'continue';
}

/** An auth step is done: a way on. */
export function VerificationOutcome({ title, body, next }: VerificationOutcomeProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [continuing, setContinuing] = useState(false);
  const goOn = async () => {
    if (next === 'login') {
      endSessionLocally();
      await navigate('/auth/login', { replace: true });
      return;
    }
    setContinuing(true);
    await navigate(await continueAfterVerification(), { replace: true });
  };
  return (
    <Stack gap="lg">
      <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <PageHeading title={title} description={body} />
      <Button loading={continuing} onClick={() => void goOn()}>
        {next === 'login' ? t('auth.goToLogin') : t('emailVerified.continue')}
      </Button>
    </Stack>
  );
}
