import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/ui/user-text';
import { useAnswerPoke, useJobPokes } from '../api/candidate-pokes';

/** On the candidate's job page: a company invited them to consider this job; they answer once. */
export function PokeBanner({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const pokes = useJobPokes(jobId);
  const answer = useAnswerPoke(jobId);
  const poke = pokes.data?.[0];
  if (poke === undefined) return null;
  return (
    <section aria-label={t('pokes.bannerLabel')}>
      <Alert
        color={poke.answer === 'not_interested' ? 'gray' : 'blue'}
        icon={<IconMailOpened aria-hidden />}
        title={
          <>
            <UserText>{poke.company_name}</UserText> {t('pokes.invitedYou')}
          </>
        }
      >
        {poke.answer === null ? (
          <Group gap="sm" mt="xs">
            <Text size="sm">{t('pokes.askAnswer')}</Text>
            <Group gap="xs">
              <Button
                size="compact-md"
                loading={answer.isPending && answer.variables.answer === 'interested'}
                disabled={answer.isPending}
                onClick={() => answer.mutate({ id: poke.id, answer: 'interested' })}
              >
                {t('pokes.interested')}
              </Button>
              <Button
                size="compact-md"
                variant="default"
                loading={answer.isPending && answer.variables.answer === 'not_interested'}
                disabled={answer.isPending}
                onClick={() => answer.mutate({ id: poke.id, answer: 'not_interested' })}
              >
                {t('pokes.notInterested')}
              </Button>
            </Group>
          </Group>
        ) : (
          <Text size="sm">
            {poke.answer === 'interested' ? t('pokes.answeredInterested') : t('pokes.answeredNotInterested')}
          </Text>
        )}
      </Alert>
    </section>
  );
}
